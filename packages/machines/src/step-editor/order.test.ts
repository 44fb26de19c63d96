import { describe, expect, it } from 'vitest';
import { cutStep, sandStep, startStepEditor as start } from './fixtures';
import { isInStartOrder, overlapsOf, stepOverlaps } from './order';
import { emptyEditorStep } from './step';
import type { EditorStep } from './types';

/** A listed step (an id of its own) with its times given in seconds, for readability. */
const step = (name: string, startS: number, endS: number, videoIndex = 0): EditorStep => ({
  ...emptyEditorStep(),
  id: `id-${name}`,
  name,
  description: `${name}.`,
  startMs: startS * 1000,
  endMs: endS * 1000,
  videoIndex,
  isFinalized: true,
});

/** The AI's 0-24.7 s step, a step of the second video, and a step marked 6-14 s added last. */
const aiStep = { ...step('Remove the wheel', 0, 24.7), id: 'ai-step-1', isAiGenerated: true };
const secondVideo = step('Fit the tyre', 3, 9, 1);
const marked = step('Check the brake pads', 6, 14);
const names = (steps: readonly EditorStep[]) => steps.map((entry) => entry.name);

describe('steps.move (drag and Move up / Move down in the sidebar)', () => {
  it('moves a step to another position, keeping every step data', () => {
    const { send } = start({ steps: [aiStep, secondVideo, marked] });
    const snapshot = send({ type: 'steps.move', from: 2, to: 0 });
    expect(names(snapshot.context.steps)).toEqual([
      'Check the brake pads',
      'Remove the wheel',
      'Fit the tyre',
    ]);
    expect(snapshot.context.steps[0]).toBe(marked);
    expect(snapshot.context.steps[1]).toBe(aiStep);
  });

  it('keeps the loaded step loaded (its new index) with its unsaved edits, in the same state', () => {
    const { send } = start({ steps: [aiStep, secondVideo, marked] });
    send(
      { type: 'step.select', index: 0 },
      { type: 'step.change', patch: { description: 'Unsaved edit.' } },
    );
    const before = send().value;
    const snapshot = send({ type: 'steps.move', from: 0, to: 2 });
    expect(snapshot.context.currentIndex).toBe(2);
    expect(snapshot.context.steps[2]?.name).toBe('Remove the wheel');
    expect(snapshot.context.step.description).toBe('Unsaved edit.');
    expect(snapshot.value).toEqual(before);
    // Saving now replaces the moved step, not the one that took its old place.
    const saved = send({ type: 'step.save' });
    expect(names(saved.context.steps)).toEqual([
      'Fit the tyre',
      'Check the brake pads',
      'Remove the wheel',
    ]);
    expect(saved.context.steps[2]?.description).toBe('Unsaved edit.');
  });

  it('shifts the loaded step when another step moves across it', () => {
    const { send } = start({ steps: [aiStep, secondVideo, marked] });
    send({ type: 'step.select', index: 1 });
    expect(send({ type: 'steps.move', from: 2, to: 0 }).context.currentIndex).toBe(2);
    expect(send({ type: 'steps.move', from: 0, to: 2 }).context.currentIndex).toBe(1);
  });

  it('leaves a new step being written alone (index -1)', () => {
    const { send } = start({ steps: [aiStep, marked] });
    send({ type: 'step.change', patch: { name: 'Pump the tyre' } });
    const snapshot = send({ type: 'steps.move', from: 1, to: 0 });
    expect(snapshot.context.currentIndex).toBe(-1);
    expect(snapshot.context.step.name).toBe('Pump the tyre');
    expect(snapshot.matches({ form: 'newStep' })).toBe(true);
  });

  it.each([
    [0, 0],
    [-1, 0],
    [0, 3],
    [1.5, 0],
  ])('ignores a move from %d to %d', (from, to) => {
    const { send, snapshot } = start({ steps: [aiStep, secondVideo, marked] });
    const before = snapshot().context.steps;
    expect(send({ type: 'steps.move', from, to }).context.steps).toBe(before);
  });
});

describe('steps.sortByStart', () => {
  it('orders the steps by video, then start time (stable for equal starts), keeping the loaded step', () => {
    const late = step('Pump the tyre', 30, 40);
    const same = step('Spin the wheel', 6, 8);
    const { send } = start({ steps: [secondVideo, late, aiStep, marked, same] });
    send({ type: 'step.select', index: 3 });
    const snapshot = send({ type: 'steps.sortByStart' });
    expect(names(snapshot.context.steps)).toEqual([
      'Remove the wheel',
      'Check the brake pads',
      'Spin the wheel',
      'Pump the tyre',
      'Fit the tyre',
    ]);
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.context.step).toBe(marked);
  });

  it('puts steps without times after the timed steps of their video', () => {
    const untimed = { ...step('Tidy up', 0, 0), startMs: null, endMs: null };
    const { send } = start({ steps: [untimed, marked, aiStep] });
    expect(names(send({ type: 'steps.sortByStart' }).context.steps)).toEqual([
      'Remove the wheel',
      'Check the brake pads',
      'Tidy up',
    ]);
  });
});

describe('overlaps and order (read by the sidebar and the form)', () => {
  it('a step overlaps another of the same video when their ranges share time', () => {
    expect(stepOverlaps([aiStep, secondVideo, marked])).toEqual([
      [{ index: 2, startMs: 6000, endMs: 14000 }],
      [],
      [{ index: 0, startMs: 0, endMs: 24700 }],
    ]);
    // Touching ends and other videos are no overlap.
    expect(stepOverlaps([step('A', 0, 6), step('B', 6, 9), step('C', 0, 9, 1)])).toEqual([
      [],
      [],
      [],
    ]);
  });

  it('the form checks its own times against every other step', () => {
    const form = { ...marked, startMs: 20000, endMs: 40000 };
    expect(overlapsOf(form, [aiStep, secondVideo, marked], 2)).toEqual([
      { index: 0, startMs: 0, endMs: 24700 },
    ]);
    expect(overlapsOf({ ...form, startMs: null }, [aiStep], -1)).toEqual([]);
  });

  it('tells whether the steps are in start order', () => {
    expect(isInStartOrder([aiStep, marked, secondVideo])).toBe(true);
    expect(isInStartOrder([marked, aiStep])).toBe(false);
    expect(isInStartOrder([secondVideo, aiStep])).toBe(false);
    expect(isInStartOrder([cutStep, { ...sandStep, videoIndex: 0, startMs: 2000 }])).toBe(true);
  });
});
