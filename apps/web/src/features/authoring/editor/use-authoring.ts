import {
  AUTOSAVE_FAILED_TEXT,
  type AuthoringInput,
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
import { createActorContext, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { draftFingerprint, draftFromEditor } from '@/features/authoring/editor/draft-codec';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { type InitialSteps, openingEvent } from '@/features/authoring/editor/use-step-editor';
import { failureReason } from '@/features/creation/api-errors';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

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

/** The authoring actor system of a screen, for the components under its `Provider`. */
export const AuthoringSystem = createActorContext(authoringMachine);

export type AuthoringActor = ActorRefFrom<typeof authoringMachine>;

/** What the system is started with (read once, when its `Provider` mounts). */
export function authoringInput({
  initial,
  initialRevision,
  enabled,
  finalize,
}: {
  initial: InitialSteps;
  initialRevision: number;
  /** False when the stored draft could not be read: autosave stays off. */
  enabled: boolean;
  /** The project Finish finalizes. */
  finalize: FinalizeProject;
}): AuthoringInput {
  return {
    editor: { steps: initial.steps, videoIndex: initial.draft?.videoIndex ?? 0 },
    opening: openingEvent(initial),
    autosave: { revision: initialRevision, fingerprint: null },
    autosaveEnabled: enabled,
    finalize,
  };
}

/**
 * The authoring machine of this screen with the app's parts: the step editor, frame capture with
 * the browser's parts (`useFrameCapture().logic`), the draft's autosave and finalize with the app's
 * parts (`useFinalizeLogic().logic`) run as its child actors; `AuthoringSystem.Provider` starts it
 * (the spec leaves what the editor opens on unsaid, and a blank new step hid the project's work,
 * so `authoringInput` opens a draft's form restored, else step 1 selected).
 *
 * The app provides the autosave's `saveDraft`: it reads the editor, skips a state equal to the
 * last one stored, and saves on the revision the machine holds; a 409 (another tab saved
 * meanwhile) is a conflict, so autosave stops with the server's text rather than overwrite that
 * tab's work.
 */
export function useAuthoringLogic({
  projectId,
  frames,
  frameCapture,
  finalize,
}: {
  projectId: string;
  /** The screen's frame store (read when a draft is built). */
  frames: FrameStore;
  /** The frame-capture machine with the browser's parts provided. */
  frameCapture: typeof frameCaptureMachine;
  /** The finalize machine with the app's parts provided. */
  finalize: typeof finalizeMachine;
}): typeof authoringMachine {
  const trpc = useTRPC();
  const save = useMutation(trpc.drafts.save.mutationOptions());
  const mutate = save.mutateAsync;
  const [logic] = useState(() =>
    authoringMachine.provide({
      actors: {
        frameCapture,
        finalize,
        autosave: autosaveMachine.provide({
          actors: {
            saveDraft: fromPromise<AutosaveResult, AutosaveRequest>(async ({ input, system }) => {
              const editor = system.get('stepEditor') as ActorRefFrom<typeof stepEditorMachine>;
              const draft = draftFromEditor(editor.getSnapshot().context, frames);
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
  );
  return logic;
}

/**
 * The running authoring system, under `AuthoringSystem.Provider`: its children by `systemId`, the
 * autosave's status and `saving` tag read in slices, `flush` (sends pending changes now, after the
 * creator saved a step, instead of after the quiet time). The page being hidden flushes too.
 */
export function useAuthoringSystem() {
  const authoring = AuthoringSystem.useActorRef();
  const children = useMemo(
    () => ({
      editor: authoring.system.get('stepEditor') as ActorRefFrom<typeof stepEditorMachine>,
      autosave: authoring.system.get('autosave') as ActorRefFrom<typeof autosaveMachine>,
      capture: authoring.system.get('frameCapture') as ActorRefFrom<typeof frameCaptureMachine>,
      finalize: authoring.system.get('finalize') as ActorRefFrom<typeof finalizeMachine>,
    }),
    [authoring],
  );

  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') authoring.send({ type: 'draft.flush' });
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [authoring]);

  const status = useSelector(children.autosave, draftStatusOf, sameStatus);
  const saving = useSelector(children.autosave, (snapshot) => snapshot.hasTag('saving'));
  const flush = useCallback(() => authoring.send({ type: 'draft.flush' }), [authoring]);
  return { root: authoring, ...children, status, saving, flush };
}

const sameStatus = (a: DraftStatus, b: DraftStatus): boolean =>
  a.state === b.state &&
  (a.state !== 'saved' || b.state !== 'saved' || a.at.getTime() === b.at.getTime()) &&
  (a.state !== 'failed' || b.state !== 'failed' || a.message === b.message);
