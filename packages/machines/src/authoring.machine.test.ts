import type { FinalizeInput } from '@stepwise/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { authoringMachine } from './authoring.machine';
import {
  AUTOSAVE_DEBOUNCE_MS,
  type AutosaveRequest,
  type AutosaveResult,
  autosaveMachine,
} from './autosave.machine';
import { type FinalizeSubmission, finalizeMachine } from './finalize.machine';
import { failures, finalizeInput, submissions } from './finalize.model';
import { annotationDraft, cutStep, frame, sandStep } from './step-editor/fixtures';
import type { StepEditorContext, StepEditorEvent } from './step-editor/types';

/** A request the test answers by hand: `answer()` resolves it, `refuse(error)` rejects it. */
interface Held<T> {
  answer: (value: T) => void;
  refuse: (error: unknown) => void;
}

/**
 * The authoring system with its real step editor and autosave; only the autosave's `saveDraft`
 * and finalize's requests (the API calls) are the test's, counting calls and answering each at
 * once, or, with `holdRequests`, when the test says (`heldSaves`, `heldFinishes`). `log` lists
 * each request's start and end in order ('save', 'saved', 'save refused', 'finalize', ...).
 */
function start({
  opening = { type: 'step.select', index: 0 } as StepEditorEvent | null,
  autosaveEnabled = true,
  holdRequests = false,
} = {}) {
  const saves: AutosaveRequest[] = [];
  const log: string[] = [];
  const heldSaves: Held<AutosaveResult>[] = [];
  const heldFinishes: Held<unknown>[] = [];
  /** Answers at once, or when the test settles it from `held`; logs its start and end. */
  const request = <T>(name: string, held: Held<T>[], now: () => T): Promise<T> => {
    log.push(name);
    const answered = holdRequests
      ? new Promise<T>((answer, refuse) => held.push({ answer, refuse }))
      : Promise.resolve(now());
    return answered.then(
      (value) => {
        log.push(`${name} answered`);
        return value;
      },
      (error: unknown) => {
        log.push(`${name} refused`);
        throw error;
      },
    );
  };
  /** What finalize read at Finish: the frame paths of the form's annotations then. */
  const finishes: { framePaths: (string | null)[] }[] = [];
  const machine = authoringMachine.provide({
    actors: {
      finalize: finalizeMachine.provide({
        actors: {
          prepareSubmission: fromPromise<FinalizeSubmission, void>(async ({ system }) => {
            const editor = system.get('stepEditor') as AnyActorRef;
            const context = editor.getSnapshot().context as StepEditorContext;
            finishes.push({ framePaths: context.step.annotations.map((a) => a.frameImagePath) });
            return submissions.valid;
          }),
          submitFinalize: fromPromise<unknown, FinalizeInput>(() =>
            request('finalize', heldFinishes, () => ({ message: 'Project finalized' })),
          ),
        },
      }),
      autosave: autosaveMachine.provide({
        actors: {
          saveDraft: fromPromise<AutosaveResult, AutosaveRequest>(({ input }) => {
            saves.push(input);
            const revision = input.baseRevision + 1;
            return request('save', heldSaves, () => ({
              kind: 'saved',
              revision,
              savedAt: 'now',
              fingerprint: `f${revision}`,
            }));
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      editor: { steps: [cutStep, sandStep] },
      opening,
      autosave: { revision: 1, fingerprint: null },
      autosaveEnabled,
      finalize: finalizeInput,
    },
  }).start();
  const editor = actor.system.get('stepEditor') as AnyActorRef;
  const autosave = actor.system.get('autosave') as AnyActorRef;
  const finalize = actor.system.get('finalize') as AnyActorRef;
  return { actor, editor, autosave, finalize, saves, finishes, log, heldSaves, heldFinishes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the authoring actor system', () => {
  it('runs the step editor, frame capture and the autosave as children known to the system', () => {
    const { actor, editor, autosave } = start();
    expect(editor.getSnapshot().context.currentIndex).toBe(0);
    expect(autosave.getSnapshot().value).toBe('idle');
    const capture = actor.system.get('frameCapture') as AnyActorRef;
    expect(capture.getSnapshot().status).toBe('active');
    expect(capture.getSnapshot().value).toEqual({ capture: 'idle', library: 'idle' });
  });

  it('runs finalize as a child for the project, ready until Finish', () => {
    const { actor } = start();
    const finalize = actor.system.get('finalize') as AnyActorRef;
    expect(finalize.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(finalize.getSnapshot().context).toMatchObject(finalizeInput);
  });

  it('does not save what the editor opened on, then saves each change after the quiet time', async () => {
    const { editor, autosave, saves } = start();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(saves).toEqual([]);

    editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    expect(autosave.getSnapshot().hasTag('dirty')).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves).toEqual([{ baseRevision: 1, lastFingerprint: null }]);
    expect(autosave.getSnapshot().value).toBe('saved');
  });

  it('tells the autosave nothing for a tab switch (a draft does not keep it)', async () => {
    const { editor, autosave } = start();
    editor.send({ type: 'tab.select', tab: 'overview' });
    expect(autosave.getSnapshot().value).toBe('idle');
  });

  it('a flush saves at once; nothing is sent when autosave is off', async () => {
    const on = start();
    on.editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    on.actor.send({ type: 'draft.flush' });
    expect(on.saves).toHaveLength(1);

    const off = start({ autosaveEnabled: false });
    off.editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    off.actor.send({ type: 'draft.flush' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(off.saves).toEqual([]);
    expect(off.autosave.getSnapshot().value).toBe('idle');
  });

  it('without an opening event, the first edit is a change to save', async () => {
    const { editor, saves } = start({ opening: null });
    editor.send({ type: 'step.change', patch: { name: 'Glue' } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
  });

  it('passes a stored frame to the step editor, and that change is autosaved', async () => {
    const { actor, editor, saves } = start({ opening: null });
    editor.send({ type: 'frame.captured', frame: { ...frame, imagePath: null } });
    editor.send({ type: 'annotation.add', annotation: annotationDraft });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    actor.send({ type: 'frame.stored', timestampMs: frame.timestampMs, path: 'users/u1/f.jpg' });
    expect(editor.getSnapshot().context.step.annotations[0]?.frameImagePath).toBe('users/u1/f.jpg');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(2);
  });

  it('holds Finish while a captured frame uploads; finalize reads the steps once it is stored', async () => {
    const { actor, editor, finishes } = start({ opening: null });
    const finalize = actor.system.get('finalize') as AnyActorRef;
    editor.send({ type: 'frame.captured', frame: { ...frame, imagePath: null } });
    actor.send({ type: 'frame.uploading', timestampMs: frame.timestampMs });
    editor.send({ type: 'annotation.add', annotation: annotationDraft });
    finalize.send({ type: 'finalize.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(finalize.getSnapshot().value).toEqual({ preparing: 'frames' });
    expect(finishes).toEqual([]);

    actor.send({ type: 'frame.stored', timestampMs: frame.timestampMs, path: 'users/u1/f.jpg' });
    await vi.advanceTimersByTimeAsync(0);
    expect(finishes).toEqual([{ framePaths: ['users/u1/f.jpg'] }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(finalize.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
  });

  it('saves no draft once Finish has stored the steps (the server removed the draft then)', async () => {
    // A creator's walk: a frame still uploading at Finish; once it is stored the step editor takes
    // its path (a change the autosave would save 1.2 s later) and finalize goes on at once.
    const { actor, editor, autosave, saves } = start({ opening: null });
    const finalize = actor.system.get('finalize') as AnyActorRef;
    editor.send({ type: 'frame.captured', frame: { ...frame, imagePath: null } });
    actor.send({ type: 'frame.uploading', timestampMs: frame.timestampMs });
    editor.send({ type: 'annotation.add', annotation: annotationDraft });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(saves).toHaveLength(1);
    finalize.send({ type: 'finalize.submit' });
    actor.send({ type: 'frame.stored', timestampMs: frame.timestampMs, path: 'users/u1/f.jpg' });
    await vi.advanceTimersByTimeAsync(0);
    expect(finalize.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
    // A save now would be based on a revision the server no longer has: 409 Conflict.
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(saves).toHaveLength(1);
    expect(autosave.getSnapshot().value).toBe('cleared');
    expect(autosave.getSnapshot().hasTag('dirty')).toBe(false);
    editor.send({ type: 'step.change', patch: { name: 'After Finish' } });
    actor.send({ type: 'draft.flush' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(saves).toHaveLength(1);
  });

  it('lets Finish go on when a frame upload ends without storing it', async () => {
    const { actor, finishes } = start();
    const finalize = actor.system.get('finalize') as AnyActorRef;
    actor.send({ type: 'frame.uploading', timestampMs: frame.timestampMs });
    finalize.send({ type: 'finalize.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(finishes).toEqual([]);
    actor.send({ type: 'frame.unstored', timestampMs: frame.timestampMs });
    await vi.advanceTimersByTimeAsync(0);
    expect(finishes).toHaveLength(1);
  });
});

/** A save's answer: stored at `revision`. */
const storedAt = (revision: number): AutosaveResult => ({
  kind: 'saved',
  revision,
  savedAt: 'now',
  fingerprint: `f${revision}`,
});
const finalized = { message: 'Project finalized' };
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('Finish and a save on its way (finalize removes the draft: a later save is a 409)', () => {
  it('sends finalize only once a save already on its way at Finish is answered', async () => {
    const { editor, autosave, finalize, log, heldSaves, heldFinishes } = start({
      holdRequests: true,
    });
    editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    expect(log).toEqual(['save']);

    finalize.send({ type: 'finalize.submit' });
    await settle();
    expect(log).toEqual(['save']);
    expect(finalize.getSnapshot().hasTag('busy')).toBe(true);

    heldSaves[0]?.answer(storedAt(2));
    await settle();
    expect(log).toEqual(['save', 'save answered', 'finalize']);
    heldFinishes[0]?.answer(finalized);
    await settle();
    expect(finalize.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
    expect(autosave.getSnapshot().value).toBe('cleared');
  });

  it('sends no save during or after a Finish for a change made while a save was on its way', async () => {
    const { editor, autosave, finalize, log, saves, heldSaves, heldFinishes } = start({
      holdRequests: true,
    });
    editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    editor.send({ type: 'step.change', patch: { name: 'Cut the plank twice' } });
    finalize.send({ type: 'finalize.submit' });
    heldSaves[0]?.answer(storedAt(2));
    await settle();
    expect(log).toEqual(['save', 'save answered', 'finalize']);
    expect(autosave.getSnapshot().hasTag('dirty')).toBe(true);
    expect(autosave.getSnapshot().hasTag('saving')).toBe(false);

    heldFinishes[0]?.answer(finalized);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(saves).toHaveLength(1);
    expect(autosave.getSnapshot().value).toBe('cleared');
    expect(autosave.getSnapshot().hasTag('dirty')).toBe(false);
  });

  it('holds a change waiting for the quiet time while finalize is on its way; a failed Finish saves it', async () => {
    const { editor, autosave, finalize, log, heldSaves, heldFinishes } = start({
      holdRequests: true,
    });
    editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    finalize.send({ type: 'finalize.submit' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(log).toEqual(['finalize']);
    expect(autosave.getSnapshot().hasTag('dirty')).toBe(true);

    heldFinishes[0]?.refuse(failures.badGateway);
    await settle();
    expect(finalize.getSnapshot().value).toEqual({ ready: 'failed' });
    expect(log).toEqual(['finalize', 'finalize refused', 'save']);

    // Retry, while that save is on its way, waits for it as Finish does.
    finalize.send({ type: 'finalize.retry' });
    await settle();
    expect(log).toHaveLength(3);
    heldSaves[0]?.answer(storedAt(2));
    await settle();
    expect(log.slice(3)).toEqual(['save answered', 'finalize']);
  });

  it('shows no conflict once Finish removed the draft, even one answered before its reply', async () => {
    const { editor, autosave, finalize, heldSaves, heldFinishes } = start({ holdRequests: true });
    editor.send({ type: 'step.change', patch: { name: 'Cut the plank' } });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DEBOUNCE_MS);
    finalize.send({ type: 'finalize.submit' });
    heldSaves[0]?.refuse({ kind: 'conflict', message: 'This project was changed in another tab.' });
    await settle();
    heldFinishes[0]?.answer(finalized);
    await settle();
    expect(finalize.getSnapshot().value).toEqual({ succeeded: 'redirecting' });
    expect(autosave.getSnapshot().value).toBe('cleared');
    expect(autosave.getSnapshot().context.error).toBeNull();
  });
});
