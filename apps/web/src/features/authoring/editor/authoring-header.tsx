import { messages } from '@stepwise/contracts';
import {
  type FrameCaptureSnapshot,
  type frameCaptureMachine,
  selectFrameLoadMessage,
  type stepEditorMachine,
} from '@stepwise/machines';
import { cn } from '@stepwise/ui';
import { useSelector } from '@xstate/react';
import { CircleAlert, CloudCheck, History, LoaderCircle } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { DraftStatus } from '@/features/authoring/editor/use-authoring';
import type { StepsOrigin } from '@/features/authoring/editor/use-step-editor';

const timeOf = (date: Date) =>
  date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

/** The frame-loading line; when not one stored frame could be loaded, the project's own text. */
function selectFrameMessage(snapshot: FrameCaptureSnapshot): string | null {
  const message = selectFrameLoadMessage(snapshot);
  const noneLoaded = snapshot.context.loading.loaded === 0;
  return message === messages.frames.someFramesFailed && noneLoaded
    ? messages.annotate.framesNotLoaded
    : message;
}

function DraftIndicator({ status }: { status: DraftStatus }) {
  if (status.state === 'idle') return null;
  const content = {
    saving: { icon: LoaderCircle, text: 'Saving draft...', tone: 'text-slate-500', spin: true },
    saved: {
      icon: CloudCheck,
      text: status.state === 'saved' ? `Draft saved at ${timeOf(status.at)}` : '',
      tone: 'text-emerald-700',
      spin: false,
    },
    failed: {
      icon: CircleAlert,
      text: status.state === 'failed' ? status.message : '',
      tone: 'text-amber-700',
      spin: false,
    },
  }[status.state];
  const Icon = content.icon;
  return (
    <p role="status" className={cn('flex items-center gap-1.5 text-xs', content.tone)}>
      <Icon aria-hidden="true" className={cn('size-3.5', content.spin && 'animate-spin')} />
      {content.text}
    </p>
  );
}

/**
 * The authoring screen's header: 'Authoring: {name}', 'Editing Step N' (or that a new step is
 * being written), where the steps came from, the autosave state, and the timed messages (step
 * loaded / deleted, annotation frames loading).
 */
export function AuthoringHeader({
  projectName,
  editor,
  origin,
  draftSavedAt,
  draftStatus,
  frameCapture,
}: {
  projectName: string;
  editor: ActorRefFrom<typeof stepEditorMachine>;
  origin: StepsOrigin;
  draftSavedAt: string | null;
  draftStatus: DraftStatus;
  frameCapture: ActorRefFrom<typeof frameCaptureMachine>;
}) {
  const frameMessage = useSelector(frameCapture, selectFrameMessage);
  const index = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const notice = useSelector(editor, (snapshot) => snapshot.context.notice);
  const subtitle =
    index >= 0
      ? messages.annotate.editingStep(index + 1)
      : 'New step: mark its times and fill in its details';

  return (
    <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 border-b border-slate-200 bg-white px-6 py-4 lg:px-8">
      <div className="min-w-0">
        <h1 className="truncate text-xl font-semibold tracking-tight text-slate-900">
          {messages.annotate.title(projectName)}
        </h1>
        <p className="mt-0.5 text-sm font-medium text-brand-700">{subtitle}</p>
      </div>
      <div className="flex min-w-0 flex-col items-end gap-1 text-right">
        <DraftIndicator status={draftStatus} />
        {origin === 'draft' && draftSavedAt && draftStatus.state === 'idle' ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <History aria-hidden="true" className="size-3.5" />
            {`Restored your unsaved work from ${timeOf(new Date(draftSavedAt))}`}
          </p>
        ) : null}
        {notice ? (
          <p role="status" className="text-sm font-medium text-emerald-700">
            {notice}
          </p>
        ) : null}
        {frameMessage ? (
          <p role="status" className="text-xs text-slate-600">
            {frameMessage}
          </p>
        ) : null}
      </div>
    </header>
  );
}
