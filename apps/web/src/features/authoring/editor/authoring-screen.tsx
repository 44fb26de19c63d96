import type { DraftRecord, Project, SidebarTab, Step } from '@stepwise/contracts';
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  type AuthoringEditor,
  useRegisterAuthoringEditor,
} from '@/features/authoring/authoring-bridge';
import { AuthoringHeader } from '@/features/authoring/editor/authoring-header';
import { AuthoringOverview, FinalizeTab } from '@/features/authoring/editor/authoring-views';
import { DetailsView } from '@/features/authoring/editor/details-view';
import { FRAME_UPLOAD_DELAY_MS, FrameStore } from '@/features/authoring/editor/frame-store';
import { saveStep } from '@/features/authoring/editor/save-step';
import { useAuthoring } from '@/features/authoring/editor/use-authoring';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import { useFrameCapture } from '@/features/authoring/editor/use-frame-capture';
import { useRegenerateStep } from '@/features/authoring/editor/use-regenerate-step';
import { initialSteps } from '@/features/authoring/editor/use-step-editor';
import { useUnsavedWorkReport } from '@/features/authoring/editor/use-unsaved-work-report';
import { useFinalizeLogic } from '@/features/finalize/use-finish-project';
import type { VideoPlayerHandle } from '@/features/player/video-player';
import { RepositoryView } from '@/features/repository/repository-view';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';

export interface AuthoringScreenProps {
  project: Project;
  serverSteps: Step[];
  videos: AuthoringVideo[];
  videoProblem: string | null;
  draft: DraftRecord | null;
  /** The stored draft could not be read: autosave stays off so it is not overwritten. */
  draftUnavailable: boolean;
  userId: string;
}

/**
 * The authoring screen (spec 2 "Annotate / authoring screen"): the step editor and frame capture
 * machines of #5 behind the details view (player, timeline, steps, tabs, popups), the overview,
 * the repository and the finalize view; the sidebar's Save / Regenerate act through the bridge.
 * The editor's state is autosaved as a server-side draft and guarded against leaving.
 */
export function AuthoringScreen({
  project,
  serverSteps,
  videos,
  videoProblem,
  draft,
  draftUnavailable,
  userId,
}: AuthoringScreenProps) {
  const [initial] = useState(() => initialSteps(project, serverSteps, videos, draft));
  const queue = useUploadQueueInstance();
  // The frame store tells the system of each stored frame: the system starts after the store.
  const storedRef = useRef<(timestampMs: number, path: string) => void>(() => {});
  const [frames] = useState(
    () =>
      new FrameStore(queue, project.project_id, FRAME_UPLOAD_DELAY_MS, (timestampMs, path) =>
        storedRef.current(timestampMs, path),
      ),
  );
  const player = useRef<VideoPlayerHandle | null>(null);
  const frameCapture = useFrameCapture({ projectId: project.project_id, frames, queue, player });
  const port = useUnsavedWork();
  const finalizeParts = useFinalizeLogic({
    projectId: project.project_id,
    onFinished: () => port.send({ type: 'work.saved' }),
  });
  const authoring = useAuthoring({
    projectId: project.project_id,
    initial,
    frames: () => frames,
    frameCapture: frameCapture.logic,
    finalize: {
      logic: finalizeParts.logic,
      project: { projectId: project.project_id, projectName: project.name, userId },
    },
    initialRevision: draft?.revision ?? 0,
    enabled: !draftUnavailable,
  });
  storedRef.current = authoring.frameStored;
  const { editor } = authoring;
  const capture = useMemo(
    () => frameCapture.controls(authoring.capture),
    [frameCapture.controls, authoring.capture],
  );
  const finalize = useMemo(
    () => ({ actor: authoring.finalize, preparer: finalizeParts.preparer }),
    [authoring.finalize, finalizeParts.preparer],
  );
  const [activeTab, setActiveTab] = useState<SidebarTab>('details');

  useUnsavedWorkReport(editor);
  const { regenerating, regenerate } = useRegenerateStep({
    project,
    videos,
    read: () => editor.getSnapshot().context,
    send: (event) => editor.send(event),
  });

  const presignFrames = useEffectEvent((paths: string[]) => capture.presign(paths));
  // Existing annotation frames load one by one (spec 4 "Frame capture").
  useEffect(() => {
    const seen = new Map<number, string>();
    for (const step of initial.steps) {
      for (const annotation of step.annotations) {
        if (annotation.frameImagePath && !seen.has(annotation.frameTimestampMs)) {
          seen.set(annotation.frameTimestampMs, annotation.frameImagePath);
        }
      }
    }
    if (initial.origin === 'ai' || initial.origin === 'empty') return;
    presignFrames([...seen.values()]);
    capture.actor.send({
      type: 'frames.load',
      frames: [...seen].map(([timestampMs, path]) => ({ timestampMs, path })),
    });
  }, [capture.actor, initial]);

  const stepIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const dirty = useSelector(editor, (snapshot) => snapshot.hasTag('dirty'));

  const bridge = useMemo<AuthoringEditor>(
    () => ({
      activeTab,
      selectTab: setActiveTab,
      stepIndex,
      dirty,
      saving: authoring.saving,
      saveStep: () => {
        saveStep(editor);
        authoring.flush();
        setActiveTab('details');
      },
      regenerating,
      regenerateStep: () => void regenerate(),
    }),
    [
      activeTab,
      stepIndex,
      dirty,
      editor,
      authoring.saving,
      authoring.flush,
      regenerating,
      regenerate,
    ],
  );
  useRegisterAuthoringEditor(bridge);

  const editStep = (index: number) => {
    editor.send({ type: 'step.select', index });
    setActiveTab('details');
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <AuthoringHeader
        projectName={project.name}
        editor={editor}
        origin={initial.origin}
        draftSavedAt={initial.draftSavedAt}
        draftStatus={
          draftUnavailable
            ? {
                state: 'failed',
                message:
                  'Autosave is off: your autosaved work could not be loaded. Reload to try again.',
              }
            : authoring.status
        }
        frameCapture={capture.actor}
      />
      {activeTab === 'details' ? (
        <DetailsView
          projectId={project.project_id}
          editor={editor}
          capture={capture}
          frames={frames}
          player={player}
          videos={videos}
          videoProblem={videoProblem}
        />
      ) : (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-6 py-6 lg:px-10">
            {activeTab === 'overview' ? (
              <AuthoringOverview projectId={project.project_id} editor={editor} onEdit={editStep} />
            ) : null}
            {activeTab === 'repository' ? <RepositoryView /> : null}
            {activeTab === 'finalize' ? (
              <FinalizeTab
                projectId={project.project_id}
                projectName={project.name}
                finalize={finalize}
                editor={editor}
                frames={frames}
                videos={videos}
              />
            ) : null}
          </div>
        </div>
      )}
    </div>
  );
}
