import {
  AUTOSAVE_FAILED_TEXT,
  type AutosaveFailure,
  type AutosaveRequest,
  type AutosaveResult,
  autosaveMachine,
  type stepEditorMachine,
} from '@stepwise/machines';
import { useMutation } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { type ActorRefFrom, fromPromise, type SnapshotFrom } from 'xstate';
import { draftFingerprint, draftFromEditor } from '@/features/authoring/editor/draft-codec';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
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
 * Autosaves the step editor's state (its steps, the step being edited) as the project's
 * server-side draft (beyond the spec; issue #9) through the autosave machine: the editor's changes
 * and the page being hidden are its events; its `saveDraft` actor reads the editor, skips a state
 * equal to the last one stored, and saves on the revision the machine holds. A 409 (another tab
 * saved meanwhile) is a conflict: autosave stops with the server's text rather than overwrite that
 * tab's work.
 */
export function useDraftAutosave({
  projectId,
  editor,
  frames,
  initialRevision,
  enabled,
}: {
  projectId: string;
  editor: ActorRefFrom<typeof stepEditorMachine>;
  frames: FrameStore;
  initialRevision: number;
  enabled: boolean;
}): { status: DraftStatus; saving: boolean; flush: () => void } {
  const trpc = useTRPC();
  const save = useMutation(trpc.drafts.save.mutationOptions());
  const mutate = save.mutateAsync;

  const actor = useMachineActor(
    autosaveMachine.provide({
      actors: {
        saveDraft: fromPromise<AutosaveResult, AutosaveRequest>(async ({ input }) => {
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
    { input: { revision: initialRevision, fingerprint: null } },
  );

  useEffect(() => {
    if (!enabled) return;
    let last = editor.getSnapshot().context;
    const subscription = editor.subscribe((snapshot) => {
      const { steps, step, currentIndex, videoIndex } = snapshot.context;
      if (
        steps === last.steps &&
        step === last.step &&
        currentIndex === last.currentIndex &&
        videoIndex === last.videoIndex
      ) {
        return;
      }
      last = snapshot.context;
      actor.send({ type: 'draft.changed' });
    });
    const flush = () => {
      if (document.visibilityState === 'hidden') actor.send({ type: 'draft.flush' });
    };
    document.addEventListener('visibilitychange', flush);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', flush);
    };
  }, [actor, editor, enabled]);

  const status = useSelector(actor, draftStatusOf, sameStatus);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  // Sends pending changes now (after the creator saved a step), instead of after the quiet time.
  const flush = useCallback(() => {
    if (enabled) actor.send({ type: 'draft.flush' });
  }, [actor, enabled]);
  return { status, saving, flush };
}

const sameStatus = (a: DraftStatus, b: DraftStatus): boolean =>
  a.state === b.state &&
  (a.state !== 'saved' || b.state !== 'saved' || a.at.getTime() === b.at.getTime()) &&
  (a.state !== 'failed' || b.state !== 'failed' || a.message === b.message);
