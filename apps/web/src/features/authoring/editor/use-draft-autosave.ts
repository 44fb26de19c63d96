import type { AuthoringDraftInput } from '@stepwise/contracts';
import type { stepEditorMachine } from '@stepwise/machines';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { draftFingerprint, draftFromEditor } from '@/features/authoring/editor/draft-codec';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { failureReason } from '@/features/creation/api-errors';
import { describeApiFailure, useTRPC } from '@/lib/trpc';

/** Shown when an autosave fails without a reason from the server. */
export const AUTOSAVE_FAILED = 'Your changes could not be autosaved. They are still here.';

/** How long the editor must be quiet before its state is autosaved. */
export const DRAFT_SAVE_DEBOUNCE_MS = 1200;

export type DraftStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; at: Date }
  | { state: 'failed'; message: string };

/**
 * Autosaves the step editor's state (its steps, the step being edited) as the project's
 * server-side draft, debounced, so a crash or a closed tab loses nothing (beyond the spec; issue
 * #9). Saves are sent one at a time, each based on the revision the last one produced; when
 * another tab saved meanwhile, autosave stops with the server's text (reload to continue) rather
 * than overwrite that tab's work. Pending changes are sent at once when the page is hidden.
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
}): DraftStatus {
  const trpc = useTRPC();
  const save = useMutation(trpc.drafts.save.mutationOptions());
  const [status, setStatus] = useState<DraftStatus>({ state: 'idle' });
  const revision = useRef<number | null>(initialRevision);
  const lastSaved = useRef<string | null>(null);
  const inFlight = useRef(false);
  const queued = useRef<AuthoringDraftInput | null>(null);
  const conflicted = useRef(false);

  const send = useEffectEvent(async (draft: AuthoringDraftInput) => {
    const fingerprint = draftFingerprint(draft);
    if (fingerprint === lastSaved.current || conflicted.current) return;
    if (inFlight.current) {
      queued.current = draft;
      return;
    }
    inFlight.current = true;
    setStatus({ state: 'saving' });
    try {
      const record = await save.mutateAsync({
        project_id: projectId,
        draft,
        base_revision: revision.current,
      });
      revision.current = record.revision;
      lastSaved.current = fingerprint;
      setStatus({ state: 'saved', at: new Date(record.updated_at) });
    } catch (error) {
      const failure = describeApiFailure(error);
      if (failure.kind === 'rejected' && failure.status === 409) {
        // Another tab saved meanwhile: nothing here overwrites it (the message says to reload).
        conflicted.current = true;
        queued.current = null;
      }
      setStatus({ state: 'failed', message: failureReason(error) ?? AUTOSAVE_FAILED });
    } finally {
      inFlight.current = false;
      const next = queued.current;
      queued.current = null;
      if (next) void send(next);
    }
  });

  const snapshotDraft = useEffectEvent(() => draftFromEditor(editor.getSnapshot().context, frames));

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
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
      clearTimeout(timer);
      timer = setTimeout(() => void send(snapshotDraft()), DRAFT_SAVE_DEBOUNCE_MS);
    });
    const flush = () => {
      if (document.visibilityState !== 'hidden' || timer === undefined) return;
      clearTimeout(timer);
      timer = undefined;
      void send(snapshotDraft());
    };
    document.addEventListener('visibilitychange', flush);
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [editor, enabled]);

  return status;
}
