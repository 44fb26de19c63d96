import type { DraftRecord, Project, SidebarTab, Step } from '@stepwise/contracts';
import type { FrameUploadEvent } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { type RefObject, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import {
  type AuthoringEditor,
  useRegisterAuthoringEditor,
} from '@/features/authoring/authoring-bridge';
import { AuthoringHeader } from '@/features/authoring/editor/authoring-header';
import { AuthoringOverview, FinalizeTab } from '@/features/authoring/editor/authoring-views';
import { DetailsView } from '@/features/authoring/editor/details-view';
import { FRAME_UPLOAD_DELAY_MS, FrameStore } from '@/features/authoring/editor/frame-store';
import { saveStep } from '@/features/authoring/editor/save-step';
import {
  AuthoringSystem,
  authoringInput,
  useAuthoringLogic,
  useAuthoringSystem,
} from '@/features/authoring/editor/use-authoring';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import {
  type FrameCaptureParts,
  useFrameCapture,
} from '@/features/authoring/editor/use-frame-capture';
import { useRegenerateStep } from '@/features/authoring/editor/use-regenerate-step';
import { type InitialSteps, initialSteps } from '@/features/authoring/editor/use-step-editor';
import { useUnsavedWorkReport } from '@/features/authoring/editor/use-unsaved-work-report';
import { type FinishPreparer, useFinalizeLogic } from '@/features/finalize/use-finish-project';
import type { VideoPlayerHandle } from '@/features/player/video-player';
import { RepositoryView } from '@/features/repository/repository-view';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';
import { useUploadQueueInstance } from '@/features/uploads/use-upload-queue';
import { machineInspectOption } from '@/lib/inspect';

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
 * The authoring screen (spec 2 "Annotate / authoring screen"): the authoring actor system (step
 * editor, frame capture, autosave and finalize as children, `AuthoringSystem.Provider`) behind the
 * details view (player, timeline, steps, tabs, popups), the overview, the repository and the
 * finalize view; the sidebar's Save / Regenerate act through the bridge. The editor's state is
 * autosaved as a server-side draft and guarded against leaving.
 *
 * This component makes what the system runs on (the frame store, the machines with the app's
 * parts, the input) and starts it; `AuthoringWorkspace` is the screen inside it.
 */
export function AuthoringScreen(props: AuthoringScreenProps) {
  const { project, serverSteps, videos, draft, draftUnavailable, userId } = props;
  const [initial] = useState(() => initialSteps(project, serverSteps, videos, draft));
  const queue = useUploadQueueInstance();
  // Each frame upload's start and end go to the system, which starts with the provider below.
  const uploads = useRef<(event: FrameUploadEvent) => void>(() => {});
  const [frames] = useState(
    () =>
      new FrameStore(queue, project.project_id, FRAME_UPLOAD_DELAY_MS, (event) =>
        uploads.current(event),
      ),
  );
  const player = useRef<VideoPlayerHandle | null>(null);
  const frameCapture = useFrameCapture({ projectId: project.project_id, frames, queue, player });
  const port = useUnsavedWork();
  const finalize = useFinalizeLogic({
    projectId: project.project_id,
    onFinished: () => port.send({ type: 'work.saved' }),
  });
  const logic = useAuthoringLogic({
    projectId: project.project_id,
    frames,
    frameCapture: frameCapture.logic,
    finalize: finalize.logic,
  });
  const [options] = useState(() => ({
    input: authoringInput({
      initial,
      initialRevision: draft?.revision ?? 0,
      enabled: !draftUnavailable,
      finalize: { projectId: project.project_id, projectName: project.name, userId },
    }),
    ...machineInspectOption(),
  }));
  return (
    <AuthoringSystem.Provider logic={logic} options={options}>
      <AuthoringWorkspace
        {...props}
        initial={initial}
        frames={frames}
        uploads={uploads}
        player={player}
        captureControls={frameCapture.controls}
        preparer={finalize.preparer}
      />
    </AuthoringSystem.Provider>
  );
}

interface WorkspaceProps extends AuthoringScreenProps {
  initial: InitialSteps;
  frames: FrameStore;
  /** Where the frame store's upload events go: set here to the running system. */
  uploads: RefObject<(event: FrameUploadEvent) => void>;
  player: RefObject<VideoPlayerHandle | null>;
  captureControls: FrameCaptureParts['controls'];
  preparer: FinishPreparer;
}

/** The authoring screen inside its running system: each view reads the child it needs. */
function AuthoringWorkspace({
  project,
  videos,
  videoProblem,
  draftUnavailable,
  initial,
  frames,
  uploads,
  player,
  captureControls,
  preparer,
}: WorkspaceProps) {
  const authoring = useAuthoringSystem();
  const { editor } = authoring;
  const { root } = authoring;
  uploads.current = (event) => root.send(event);
  const capture = useMemo(
    () => captureControls(authoring.capture),
    [captureControls, authoring.capture],
  );
  const finalize = useMemo(
    () => ({ actor: authoring.finalize, preparer }),
    [authoring.finalize, preparer],
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
