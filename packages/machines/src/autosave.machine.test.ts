import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_FAILED_TEXT,
  type AutosaveRequest,
  type AutosaveResult,
  autosaveMachine,
} from './autosave.machine';

/**
 * An autosave actor whose saves are answered by hand: `requests` holds what each save was given,
 * `answer(i, ...)` settles save i. The quiet time is the default timer (faked).
 */
function start(input = { revision: 3, fingerprint: 'f3' }) {
  const requests: AutosaveRequest[] = [];
  const settle: {
    resolve: (result: AutosaveResult) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const machine = autosaveMachine.provide({
    actors: {
      saveDraft: fromPromise<AutosaveResult, AutosaveRequest>(
        ({ input: request }) =>
          new Promise((resolve, reject) => {
            requests.push(request);
            settle.push({ resolve, reject });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const change = () => actor.send({ type: 'draft.changed' });
  const saved = (i: number, revision: number) =>
    settle[i]?.resolve({
      kind: 'saved',
      revision,
      savedAt: `2026-11-26T10:00:0${revision}.000Z`,
      fingerprint: `f${revision}`,
    });
  return { actor, requests, settle, change, saved };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('autosave', () => {
  it('saves once the editor has been quiet for the debounce time, not on every change', async () => {
    const { actor, requests, change, saved } = start();
    change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS - 100);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true);
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(requests).toEqual([{ baseRevision: 3, lastFingerprint: 'f3' }]);
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    saved(0, 4);
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('saved');
    expect(snapshot.hasTag('dirty')).toBe(false);
    expect(snapshot.context).toMatchObject({ revision: 4, fingerprint: 'f4', error: null });
    expect(snapshot.context.savedAt).toBe('2026-11-26T10:00:04.000Z');
  });

  it('sends changes made during a save right after it, on the revision it produced', async () => {
    const { actor, requests, change, saved } = start();
    change();
    actor.send({ type: 'draft.flush' });
    change();
    change();
    expect(requests).toHaveLength(1);
    saved(0, 4);
    await flush();
    expect(requests).toEqual([
      { baseRevision: 3, lastFingerprint: 'f3' },
      { baseRevision: 4, lastFingerprint: 'f4' },
    ]);
    saved(1, 5);
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context.revision).toBe(5);
  });

  it('keeps the revision when there was nothing new to store', async () => {
    const { actor, settle, change } = start();
    change();
    actor.send({ type: 'draft.flush' });
    settle[0]?.resolve({ kind: 'unchanged' });
    await flush();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(actor.getSnapshot().context).toMatchObject({ revision: 3, fingerprint: 'f3' });
  });

  it('stops on a conflict with another tab, keeping its text, and sends nothing more', async () => {
    const { actor, requests, settle, change } = start();
    change();
    actor.send({ type: 'draft.flush' });
    settle[0]?.reject({ kind: 'conflict', message: 'This project was changed in another tab.' });
    await flush();
    change();
    actor.send({ type: 'draft.flush' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 3);
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('conflicted');
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('This project was changed in another tab.');
  });

  it('retries a failed save on the next change, and words a failure without a reason', async () => {
    const { actor, requests, settle, change, saved } = start();
    change();
    actor.send({ type: 'draft.flush' });
    settle[0]?.reject(new Error('socket hang up'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(AUTOSAVE_FAILED_TEXT);
    change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({ baseRevision: 3, lastFingerprint: 'f3' });
    saved(1, 4);
    await flush();
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('saves nothing more once the draft was cleared, not even a change waiting or on its way', async () => {
    const { actor, requests, change } = start();
    change();
    actor.send({ type: 'draft.cleared' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().value).toBe('cleared');
    expect(actor.getSnapshot().hasTag('dirty')).toBe(false);

    const late = start();
    late.change();
    late.actor.send({ type: 'draft.flush' });
    late.actor.send({ type: 'draft.cleared' });
    late.saved(0, 4);
    await flush();
    late.change();
    late.actor.send({ type: 'draft.flush' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(late.requests).toHaveLength(1);
    expect(late.actor.getSnapshot().value).toBe('cleared');
  });
});

describe('autosave held while Finish is on its way (draft.hold, draft.release)', () => {
  it('starts no save while held; a save on its way ends, and what changed waits for the release', async () => {
    const { actor, requests, change, saved } = start();
    change();
    actor.send({ type: 'draft.flush' });
    change();
    actor.send({ type: 'draft.hold' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    saved(0, 4);
    await flush();
    expect(requests).toHaveLength(1);
    expect(actor.getSnapshot().hasTag('saving')).toBe(false);
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true);
    change();
    actor.send({ type: 'draft.flush' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(1);

    actor.send({ type: 'draft.release' });
    expect(requests).toEqual([
      { baseRevision: 3, lastFingerprint: 'f3' },
      { baseRevision: 4, lastFingerprint: 'f4' },
    ]);
  });

  it('holds a change waiting for the quiet time, and a clean draft stays clean', async () => {
    const { actor, requests, change } = start();
    change();
    actor.send({ type: 'draft.hold' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(requests).toEqual([]);
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true);

    const clean = start();
    clean.actor.send({ type: 'draft.hold' });
    expect(clean.actor.getSnapshot().hasTag('dirty')).toBe(false);
    clean.actor.send({ type: 'draft.release' });
    clean.change();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(clean.requests).toHaveLength(1);
  });

  it('keeps a failed save held and tries it again on the release', async () => {
    const { actor, requests, settle, change } = start();
    change();
    actor.send({ type: 'draft.flush' });
    actor.send({ type: 'draft.hold' });
    settle[0]?.reject(new Error('socket hang up'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe(AUTOSAVE_FAILED_TEXT);
    expect(actor.getSnapshot().hasTag('dirty')).toBe(true);
    expect(requests).toHaveLength(1);
    actor.send({ type: 'draft.release' });
    expect(requests).toHaveLength(2);
  });

  it('shows no earlier conflict or failure once the draft was cleared', async () => {
    const { actor, settle, change } = start();
    change();
    actor.send({ type: 'draft.flush' });
    settle[0]?.reject({ kind: 'conflict', message: 'This project was changed in another tab.' });
    await flush();
    expect(actor.getSnapshot().value).toBe('conflicted');
    actor.send({ type: 'draft.cleared' });
    expect(actor.getSnapshot().value).toBe('cleared');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
