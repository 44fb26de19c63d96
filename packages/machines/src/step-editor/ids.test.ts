import { afterEach, describe, expect, it, vi } from 'vitest';
import { cutStep, sandStep, startStepEditor as start } from './fixtures';
import {
  indexOfStepKey,
  loadedStepKey,
  newStepId,
  stepKeyOf,
  withStepIds,
  withUuidIds,
} from './ids';
import { emptyEditorStep } from './step';
import type { EditorStep } from './types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ids = (steps: readonly EditorStep[]) => steps.map((step) => step.id);

/** The ids are all set and all different. */
function expectOwnIds(steps: readonly EditorStep[]) {
  const all = ids(steps);
  expect(all.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  expect(new Set(all).size).toBe(all.length);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a step the creator makes has an id of its own at once', () => {
  it('duplicate, split and a saved new step each get a fresh uuid; merge keeps the first id', () => {
    const { send } = start();
    send({ type: 'steps.duplicate', index: 0 });
    const copy = send().context.steps[1]!;
    expect(copy.id).toMatch(UUID);

    send({ type: 'steps.split', index: 0, atMs: 5000 });
    const [first, secondPart] = send().context.steps;
    expect(first!.id).toBe(cutStep.id);
    expect(secondPart!.id).toMatch(UUID);

    send(
      { type: 'step.new' },
      { type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } },
      { type: 'time.markStart', ms: 20_000 },
      { type: 'time.markEnd', ms: 25_000 },
    );
    // The form of a new step has no id until it is in the list.
    expect(send().context.step.id).toBeNull();
    const saved = send({ type: 'step.save' }).context.steps.at(-1)!;
    expect(saved.name).toBe('Glue');
    expect(saved.id).toMatch(UUID);

    const steps = send().context.steps;
    expectOwnIds(steps);
    expect(ids(steps)).toEqual([cutStep.id, secondPart!.id, copy.id, sandStep.id, saved.id]);

    // Merging the split back: the first part's id stays, the second part's goes with it.
    const merged = send({ type: 'steps.mergeNext', index: 0 }).context.steps;
    expect(ids(merged)).toEqual([cutStep.id, copy.id, sandStep.id, saved.id]);
  });

  it('a copy of a copy, and two copies of one step, are all different', () => {
    const { send } = start();
    send({ type: 'steps.duplicate', index: 0 }, { type: 'steps.duplicate', index: 0 });
    send({ type: 'steps.duplicate', index: 1 });
    const steps = send().context.steps;
    expect(steps).toHaveLength(5);
    expectOwnIds(steps);
  });

  it('undo and redo bring every step back with the id it had', () => {
    const { send } = start();
    send({ type: 'steps.duplicate', index: 0 });
    send({ type: 'steps.split', index: 0, atMs: 4000 });
    send(
      { type: 'step.new' },
      { type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } },
      { type: 'time.markStart', ms: 20_000 },
      { type: 'time.markEnd', ms: 25_000 },
      { type: 'step.save' },
    );
    const after = ids(send().context.steps);
    expect(after).toHaveLength(5);
    // The second undo takes back the unsaved new step the first left in the form (see
    // step-list.test.ts), so the list stays as it was.
    const undone = [
      ids(send({ type: 'history.undo' }).context.steps),
      ids(send({ type: 'history.undo' }).context.steps),
      ids(send({ type: 'history.undo' }).context.steps),
      ids(send({ type: 'history.undo' }).context.steps),
    ];
    expect(undone[0]).toEqual(after.slice(0, 4));
    expect(undone[1]).toEqual(undone[0]);
    expect(undone[2]).toEqual([after[0], after[2], after[3]]);
    expect(undone[3]).toEqual([cutStep.id, sandStep.id]);
    expect(ids(send({ type: 'history.redo' }).context.steps)).toEqual(undone[2]);
    expect(ids(send({ type: 'history.redo' }).context.steps)).toEqual(undone[1]);
    expect(ids(send({ type: 'history.redo' }).context.steps)).toEqual(undone[0]);
    expect(ids(send({ type: 'history.redo' }).context.steps)).toEqual(after);
  });
});

describe('ids through a draft', () => {
  it('a draft of made steps opens with the same ids, and the form on its listed step', () => {
    const first = start();
    first.send(
      { type: 'steps.duplicate', index: 0 },
      { type: 'steps.split', index: 0, atMs: 5000 },
    );
    first.send({ type: 'step.change', patch: { name: 'Cut the board again' } });
    // What a draft keeps (JSON: no handles, no identity).
    const draft = JSON.parse(JSON.stringify(first.send().context)) as {
      steps: EditorStep[];
      step: EditorStep;
      currentIndex: number;
    };
    const reopened = start({ steps: draft.steps });
    const restored = reopened.send({
      type: 'draft.restore',
      step: draft.step,
      currentIndex: draft.currentIndex,
    });
    expect(ids(restored.context.steps)).toEqual(ids(first.send().context.steps));
    expect(restored.context.step.id).toBe(restored.context.steps[1]!.id);
    expect(restored.context.step.name).toBe('Cut the board again');
  });

  it('an old draft without ids: every step gets one, the form takes its step\'s, nothing is "changed"', () => {
    const old = [cutStep, sandStep, { ...sandStep, name: 'Oil' }].map((step) => ({
      ...step,
      id: null,
    }));
    const { send } = start({ steps: old });
    const steps = send().context.steps;
    expectOwnIds(steps);
    expect(ids(steps).every((id) => UUID.test(id ?? ''))).toBe(true);
    expect(steps.map((step) => ({ ...step, id: null }))).toEqual(old);

    const restored = send({ type: 'draft.restore', step: old[1]!, currentIndex: 1 });
    expect(restored.context.step.id).toBe(steps[1]!.id);
    expect(restored.matches({ form: { existingStep: 'saved' } })).toBe(true);
    expect(restored.hasTag('dirty')).toBe(false);
  });

  it('a step whose id an earlier step already has gets a fresh one; the others keep theirs', () => {
    const { send } = start({ steps: [cutStep, { ...cutStep, name: 'Cut again' }, sandStep] });
    const [a, b, c] = send().context.steps;
    expect(a).toBe(cutStep);
    expect(b!.id).toMatch(UUID);
    expect(c).toBe(sandStep);
  });

  it('a restored new step that carries an id of the list is saved under a fresh one', () => {
    const { send } = start();
    send({ type: 'draft.restore', step: { ...sandStep, name: 'Sand again' }, currentIndex: -1 });
    const steps = send({ type: 'step.save' }).context.steps;
    expect(steps.map((step) => step.name)).toEqual(['Cut the board', 'Sand', 'Sand again']);
    expectOwnIds(steps);
    expect(steps[2]!.id).toMatch(UUID);
  });
});

describe('step ids', () => {
  it('makes version 4 uuids, also without crypto.randomUUID (a page on plain http)', () => {
    expect(newStepId()).toMatch(UUID);
    expect(newStepId()).not.toBe(newStepId());
    type WebCrypto = { randomUUID?: () => string; getRandomValues: (array: Uint8Array) => unknown };
    const cryptoNow = () => (globalThis as unknown as { crypto: WebCrypto }).crypto;
    const real = cryptoNow();
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array) => real.getRandomValues(array),
    });
    expect(cryptoNow().randomUUID).toBeUndefined();
    const made = Array.from({ length: 50 }, newStepId);
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(50);
  });

  it('withStepIds keeps unique ids, fills nulls and repeats', () => {
    const blank = emptyEditorStep();
    const steps = withStepIds([cutStep, blank, cutStep, blank]);
    expect(steps[0]).toBe(cutStep);
    expectOwnIds(steps);
    expect(blank.id).toBeNull();
  });

  it('withUuidIds renews an old draft’s ai-step-N ids as uuids; the form follows its listed step', () => {
    const stored = newStepId();
    const draft = {
      steps: [cutStep, sandStep, { ...cutStep, id: stored }, { ...sandStep, id: 'ai-step-9' }],
      step: { ...sandStep, name: 'Sand (typing)' },
      currentIndex: 1,
      videoIndex: 1,
    };
    const opened = withUuidIds(draft);
    const [cut, sand, kept, other] = ids(opened.steps);
    for (const id of [cut, sand, other]) expect(id).toMatch(UUID);
    expect(kept).toBe(stored);
    expectOwnIds(opened.steps);
    expect(opened.step).toMatchObject({ id: sand, name: 'Sand (typing)' });
    expect(opened.videoIndex).toBe(1);
    expect(opened.steps[2]).toBe(draft.steps[2]);

    // A new step's form keeps its null id; an old id the edited step does not hold gets its own.
    const blank = { ...draft, step: emptyEditorStep(), currentIndex: -1 };
    expect(withUuidIds(blank).step.id).toBeNull();
    const stray = withUuidIds({ ...draft, currentIndex: 0 });
    expect(stray.step.id).toMatch(UUID);
    expect(ids(stray.steps)).not.toContain(stray.step.id);
  });

  it('keys a step by its id and finds it again wherever it moved', () => {
    const { send } = start();
    const keys = send().context.steps.map(stepKeyOf);
    expect(keys).toEqual([cutStep.id, sandStep.id]);
    send({ type: 'steps.move', from: 0, to: 1 });
    const moved = send().context.steps;
    expect(indexOfStepKey(moved, cutStep.id!)).toBe(1);
    expect(indexOfStepKey(moved, sandStep.id!)).toBe(0);
    expect(indexOfStepKey(moved, 'gone')).toBe(-1);
    expect(loadedStepKey(moved, -1)).toBeNull();
    send({ type: 'step.select', index: 1 });
    expect(loadedStepKey(send().context.steps, send().context.currentIndex)).toBe(cutStep.id);
  });
});
