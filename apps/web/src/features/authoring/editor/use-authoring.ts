import {
  AUTOSAVE_FAILED_TEXT,
  type AutosaveFailure,
  type AutosaveRequest,
  type AutosaveResult,
  authoringMachine,
  autosaveMachine,
  type FinalizeProject,
  type finalizeMachine,
  type frameCaptureMachine,
  type stepEditorMachine,
} from '@stepwise/machines';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { draftFingerprint, draftFromEditor } from '@/features/authoring/editor/draft-codec';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { type InitialSteps, openingEvent } from '@/features/authoring/editor/use-step-editor';
import { failureReason } from '@/features/creation/api-errors';
import { describeApiFailure, useTRPC } from '@/lib/trpc';
import { useMachineActor } from '@/lib/use-machine';

/** Shown when an autosave fails without a reason from the server. */
export const AUTOSAVE_FAILED = AUTOSAVE_FAILED_TEXT;

export type DraftStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; message: string };

/** What the header shows of the autosave machine: saving, the last failure, or the last save. */
export function draftStatusOf(snapshot: SnapshotFrom<typeof autosaveMachine>): DraftStatus {
  const { error, savedAt } = snapshot.context;
  if (snapshot.hasTag('saving')) return { state: 'saving' };
  if (error !== null) return { state: 'failed', message: error };
  if (savedAt !== null) return { state: 'saved', at: new Date(savedAt) };
  return { state: 'idle' };
}

/**
 * The authoring actor system of this screen (`authoringMachine`: the step editor, frame capture
 * with the browser's parts `frameCapture`, the draft's autosave and finalize with the app's parts
 * as child actors), opened on `initial` (a draft's form restored, else step 1 selected;
 * the spec leaves what the editor opens on unsaid, and a blank new step hid the project's work).
 *
 * The app provides the autosave's `saveDraft`: it reads the editor, skips a state equal to the
 * last one stored, and saves on the revision the machine holds; a 409 (another tab saved
 * meanwhile) is a conflict, so autosave stops with the server's text rather than overwrite that
 * tab's work. The page being hidden flushes pending changes. `frameStored` tells the system a
 * captured frame's upload ended.
 */
export function useAuthoring({
  projectId,
  initial,
  frames,
  frameCapture,
  finalize,
  initialRevision,
  enabled,
}: {
  projectId: string;
  initial: InitialSteps;
  /** The screen's frame store (read when a draft is built). */
  frames: () => FrameStore;
  /** The frame-capture machine with the browser's parts provided (`useFrameCapture().logic`). */
  frameCapture: typeof frameCaptureMachine;
  /** The finalize machine with the app's parts (`useFinalizeLogic().logic`) and its project. */
  finalize: { logic: typeof finalizeMachine; project: FinalizeProject };
  initialRevision: number;
  enabled: boolean;
}) {
  const trpc = useTRPC();
  const save = useMutation(trpc.drafts.save.mutationOptions());
  const mutate = save.mutateAsync;

  const [input] = useState(() => ({
    editor: { steps: initial.steps, videoIndex: initial.draft?.videoIndex ?? 0 },
    opening: openingEvent(initial),
    autosave: { revision: initialRevision, fingerprint: null },
    autosaveEnabled: enabled,
    finalize: finalize.project,
  }));
  const authoring = useMachineActor(
    authoringMachine.provide({
      actors: {
        frameCapture,
        finalize: finalize.logic,
        autosave: autosaveMachine.provide({
          actors: {
            saveDraft: fromPromise<AutosaveResult, AutosaveRequest>(async ({ input, system }) => {
              const editor = system.get('stepEditor') as ActorRefFrom<typeof stepEditorMachine>;
              const draft = draftFromEditor(editor.getSnapshot().context, frames());
              const fingerprint = draftFingerprint(draft);
              if (fingerprint === input.lastFingerprint) return { kind: 'unchanged' };
              try {
                const record = await mutate({
                  project_id: projectId,
                  draft,
                  base_revision: input.baseRevision,
                });
                return {
                  kind: 'saved',
                  revision: record.revision,
                  savedAt: record.updated_at,
                  fingerprint,
                };
              } catch (error) {
                const failure = describeApiFailure(error);
                const conflict = failure.kind === 'rejected' && failure.status === 409;
                const reason: AutosaveFailure = {
                  kind: conflict ? 'conflict' : 'failed',
                  message: failureReason(error) ?? AUTOSAVE_FAILED_TEXT,
                };
                throw reason;
              }
            }),
          },
        }),
      },
    }),
    { input },
  );
  const editor = authoring.system.get('stepEditor') as ActorRefFrom<typeof stepEditorMachine>;
  const autosave = authoring.system.get('autosave') as ActorRefFrom<typeof autosaveMachine>;
  const capture = authoring.system.get('frameCapture') as ActorRefFrom<typeof frameCaptureMachine>;
  const finalizer = authoring.system.get('finalize') as ActorRefFrom<typeof finalizeMachine>;

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') authoring.send({ type: 'draft.flush' });
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [authoring]);

  const status = useSelector(autosave, draftStatusOf, sameStatus);
  const saving = useSelector(autosave, (snapshot) => snapshot.hasTag('saving'));
  // Sends pending changes now (after the creator saved a step), instead of after the quiet time.
  const flush = useCallback(() => authoring.send({ type: 'draft.flush' }), [authoring]);
  const frameStored = useCallback(
    (timestampMs: number, path: string) =>
      authoring.send({ type: 'frame.stored', timestampMs, path }),
    [authoring],
  );
  return { editor, capture, finalize: finalizer, status, saving, flush, frameStored };
}

const sameStatus = (a: DraftStatus, b: DraftStatus): boolean =>
  a.state === b.state &&
  (a.state !== 'saved' || b.state !== 'saved' || a.at.getTime() === b.at.getTime()) &&
  (a.state !== 'failed' || b.state !== 'failed' || a.message === b.message);
