import { describe, expect, it } from 'vitest';
import { cutStep, sandStep, startStepEditor as start } from './fixtures';
import { HISTORY_LIMIT } from './history';
import type { EditorAnnotation, EditorStep } from './types';

const annotationAt = (ms: number, text: string): EditorAnnotation => ({
  text,
  frameTimestampMs: ms,
  frameImagePath: null,
  geometry: { type: 'point', x: 0.5, y: 0.5, width: 0, height: 0 },
});

/** A second step on cutStep's video, right after it, with its own tool and a shared one. */
const clampStep: EditorStep = {
  ...cutStep,
  id: 'step-3',
  name: 'Clamp the board',
  description: 'Clamp it to the bench.',
  startMs: 8000,
  endMs: 12_000,
  cautionaryNotes: '',
  bestPracticeNotes: 'Use two clamps.',
  validationQuestion: '',
  validationAnswer: '',
  tools: [
    { ...cutStep.tools[0]!, quantity: 1 },
    { ...cutStep.tools[0]!, name: 'Clamp', specification: '', quantity: 2 },
  ],
  annotations: [annotationAt(9000, 'Clamp here')],
};

describe('duplicate a step', () => {
  it('puts a copy (a new record) right after it and loads the copy', () => {
    const { send } = start();
    const snapshot = send({ type: 'steps.duplicate', index: 0 });
    const { steps, currentIndex, step } = snapshot.context;
    expect(steps.map((s) => s.name)).toEqual(['Cut the board', 'Cut the board', 'Sand']);
    // A new record: all of the step but its id, which is its own (see ids.test.ts).
    expect(steps[1]).toEqual({ ...cutStep, id: steps[1]!.id });
    expect(steps[1]!.id).not.toBe(cutStep.id);
    expect(currentIndex).toBe(1);
    expect(step).toBe(steps[1]);
    expect(snapshot.matches({ form: 'existingStep' })).toBe(true);
  });

  it('drops the AI review of the copy, and duplicates nothing for an unknown index', () => {
    const reviewed = {
      ...sandStep,
      aiReview: {
        confidence: 0.4,
        review: [],
        uncertainItems: [],
        transcript: [],
        reviewed: false,
      },
    };
    const { send } = start({ steps: [reviewed] });
    const copy = send({ type: 'steps.duplicate', index: 0 }).context.steps[1]!;
    expect(copy.aiReview).toBeUndefined();
    expect(copy.isAiGenerated).toBe(true);
    expect(send({ type: 'steps.duplicate', index: 5 }).context.steps).toHaveLength(2);
  });
});

describe('merge a step with the next one', () => {
  it('joins texts in order, spans both times, keeps both annotations and merges items by the buy-list rule', () => {
    const { send } = start({ steps: [cutStep, clampStep, sandStep] });
    const snapshot = send({ type: 'steps.mergeNext', index: 0 });
    const { steps, currentIndex } = snapshot.context;
    expect(steps.map((s) => s.name)).toEqual(['Cut the board', 'Sand']);
    expect(currentIndex).toBe(0);
    const merged = steps[0]!;
    expect(merged.id).toBe('step-1');
    expect(merged.description).toBe('Cut along the line.\n\nClamp it to the bench.');
    expect(merged.cautionaryNotes).toBe('Wear gloves.');
    expect(merged.bestPracticeNotes).toBe('Measure twice.\nUse two clamps.');
    expect(merged.validationQuestion).toBe('Is the cut straight?');
    expect([merged.startMs, merged.endMs]).toEqual([2000, 12_000]);
    expect(merged.annotations.map((a) => a.text)).toEqual(['Clamp here']);
    // Same name and specification: one entry, quantities added (the buy-list rule).
    expect(merged.tools.map((t) => [t.name, t.quantity])).toEqual([
      ['Saw', 2],
      ['Clamp', 2],
    ]);
  });

  it('never merges across videos or past the last step', () => {
    const { send } = start();
    expect(send({ type: 'steps.mergeNext', index: 0 }).context.steps).toEqual([cutStep, sandStep]);
    expect(send({ type: 'steps.mergeNext', index: 1 }).context.steps).toEqual([cutStep, sandStep]);
    expect(send({ type: 'history.undo' }).context.steps).toEqual([cutStep, sandStep]);
  });
});

describe('split a step at the playhead', () => {
  const annotated: EditorStep = {
    ...cutStep,
    annotations: [
      annotationAt(3000, 'Mark'),
      annotationAt(6000, 'Kerf'),
      annotationAt(5000, 'Line'),
    ],
    supplementaryFiles: [],
  };

  it('divides the times there; annotations go to the side their frame falls on; the second part is new and loaded', () => {
    const { send } = start({ steps: [annotated, sandStep] });
    const snapshot = send({ type: 'steps.split', index: 0, atMs: 5000.4 });
    const [first, second, third] = snapshot.context.steps;
    expect([first!.startMs, first!.endMs, second!.startMs, second!.endMs]).toEqual([
      2000, 5000, 5000, 8000,
    ]);
    expect(first!.annotations.map((a) => a.text)).toEqual(['Mark']);
    expect(second!.annotations.map((a) => a.text)).toEqual(['Kerf', 'Line']);
    expect(first!.id).toBe('step-1');
    expect(second!.id).not.toBeNull();
    expect(second!.id).not.toBe('step-1');
    expect(second!.name).toBe('Cut the board');
    expect(second!.tools).toEqual(first!.tools);
    expect(third).toBe(sandStep);
    expect(snapshot.context.currentIndex).toBe(1);
  });

  it('splits only strictly inside the step', () => {
    const { send } = start();
    for (const atMs of [2000, 8000, 1000, 9000, Number.NaN]) {
      expect(send({ type: 'steps.split', index: 0, atMs }).context.steps).toHaveLength(2);
    }
    const untimed = { ...cutStep, startMs: null };
    expect(
      start({ steps: [untimed] }).send({ type: 'steps.split', index: 0, atMs: 3000 }).context.steps,
    ).toHaveLength(1);
  });
});

describe('undo and redo of step-level edits', () => {
  it('walks back through split, merge and duplicate and forward again', () => {
    const { send } = start({ steps: [cutStep, clampStep, sandStep] });
    const states: string[][] = [];
    const names = () => send().context.steps.map((s) => `${s.name} ${s.startMs}-${s.endMs}`);
    states.push(names());
    send({ type: 'steps.duplicate', index: 2 });
    states.push(names());
    send({ type: 'steps.mergeNext', index: 0 });
    states.push(names());
    send({ type: 'steps.split', index: 0, atMs: 4000 });
    states.push(names());
    for (let at = states.length - 2; at >= 0; at--) {
      send({ type: 'history.undo' });
      expect(names()).toEqual(states[at]);
    }
    // Nothing more to undo: nothing changes.
    expect(send({ type: 'history.undo' }).context.steps).toEqual([cutStep, clampStep, sandStep]);
    for (let at = 1; at < states.length; at++) {
      send({ type: 'history.redo' });
      expect(names()).toEqual(states[at]);
    }
    expect(send({ type: 'history.redo' }).context.history.future).toHaveLength(0);
  });

  it('brings back the form as it was, typed text included, and a new edit ends redo', () => {
    const { send } = start();
    send({ type: 'step.select', index: 0 }, { type: 'step.change', patch: { name: 'Cut it' } });
    send({ type: 'steps.duplicate', index: 1 });
    expect(send().context.step.name).toBe('Sand');
    const back = send({ type: 'history.undo' });
    expect(back.context.currentIndex).toBe(0);
    expect(back.context.step.name).toBe('Cut it');
    expect(back.matches({ form: 'existingStep' })).toBe(true);
    expect(send({ type: 'history.redo' }).context.step.name).toBe('Sand');
    send({ type: 'history.undo' }, { type: 'step.delete', index: 1 });
    expect(send().context.history.future).toEqual([]);
  });

  it('undoes save, delete and reorder too; a new step returns to the empty form', () => {
    const { send } = start();
    send(
      { type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } },
      { type: 'time.markStart', ms: 20_000 },
      { type: 'time.markEnd', ms: 25_000 },
      { type: 'step.save' },
    );
    expect(send().context.steps).toHaveLength(3);
    send({ type: 'steps.move', from: 2, to: 0 }, { type: 'step.delete', index: 0 });
    expect(send().context.steps.map((s) => s.name)).toEqual(['Cut the board', 'Sand']);
    expect(send({ type: 'history.undo' }).context.steps.map((s) => s.name)).toEqual([
      'Glue',
      'Cut the board',
      'Sand',
    ]);
    send({ type: 'history.undo' });
    const beforeSave = send({ type: 'history.undo' });
    expect(beforeSave.context.steps).toEqual([cutStep, sandStep]);
    // The unsaved new step is back in the form, as it was before Save.
    expect(beforeSave.context.step.name).toBe('Glue');
    expect(beforeSave.matches({ form: 'newStep' })).toBe(true);
  });

  it("brings the player back to the restored step's video", () => {
    const { send } = start();
    send({ type: 'step.select', index: 0 }, { type: 'steps.duplicate', index: 0 });
    // Another step, on video 2, is loaded (not a stopping point), then the copy is undone.
    send({ type: 'step.select', index: 2 });
    expect(send().context.videoIndex).toBe(1);
    const back = send({ type: 'history.undo' });
    expect(back.context.currentIndex).toBe(0);
    expect(back.context.step.name).toBe('Cut the board');
    expect(back.context.videoIndex).toBe(0);
  });

  it(`keeps the last ${HISTORY_LIMIT} stopping points`, () => {
    const { send } = start();
    for (let n = 0; n < HISTORY_LIMIT + 10; n++) send({ type: 'steps.move', from: 0, to: 1 });
    expect(send().context.history.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("the form's unsaved edit and step-level edits", () => {
  const edited = () => {
    const { send } = start({ steps: [cutStep, clampStep, sandStep] });
    send({ type: 'step.select', index: 0 }, { type: 'step.change', patch: { name: 'Cut it' } });
    return send;
  };

  it('keeps the edit in the list before a duplicate, merge or split, and one undo takes both back', () => {
    for (const event of [
      { type: 'steps.duplicate', index: 0 },
      { type: 'steps.mergeNext', index: 0 },
      { type: 'steps.split', index: 0, atMs: 5000 },
    ] as const) {
      const send = edited();
      const after = send(event).context;
      expect(after.steps[0]!.name).toBe('Cut it');
      expect(after.steps[after.currentIndex]!.name).toBe('Cut it');
      const back = send({ type: 'history.undo' });
      expect(back.context.steps).toEqual([cutStep, clampStep, sandStep]);
      expect(back.context.step.name).toBe('Cut it');
      expect(back.matches({ form: { existingStep: 'changed' } })).toBe(true);
    }
  });

  it('splits by the times in the form, not the times last saved', () => {
    const send = edited();
    send({ type: 'time.markEnd', ms: 11_000 });
    const [first, second] = send({ type: 'steps.split', index: 0, atMs: 9000 }).context.steps;
    expect([first!.startMs, first!.endMs, second!.startMs, second!.endMs]).toEqual([
      2000, 9000, 9000, 11_000,
    ]);
  });

  it('does not act while the edit fails the save check (the form keeps it)', () => {
    const send = edited();
    send({ type: 'step.change', patch: { description: ' ' } });
    for (const event of [
      { type: 'steps.duplicate', index: 0 },
      { type: 'steps.mergeNext', index: 0 },
      { type: 'steps.split', index: 0, atMs: 5000 },
    ] as const) {
      const snapshot = send(event);
      expect(snapshot.context.steps).toEqual([cutStep, clampStep, sandStep]);
      expect(snapshot.context.step.name).toBe('Cut it');
      expect(snapshot.context.history.past).toEqual([]);
    }
  });
});

describe('merging a split back', () => {
  it('says a text both halves share once (description and notes)', () => {
    const { send } = start();
    send({ type: 'steps.split', index: 0, atMs: 5000 });
    const merged = send({ type: 'steps.mergeNext', index: 0 }).context.steps[0]!;
    expect(merged.name).toBe(cutStep.name);
    expect(merged.description).toBe(cutStep.description);
    expect(merged.cautionaryNotes).toBe(cutStep.cautionaryNotes);
    expect(merged.bestPracticeNotes).toBe(cutStep.bestPracticeNotes);
    expect([merged.startMs, merged.endMs]).toEqual([cutStep.startMs, cutStep.endMs]);
  });
});

describe('undo while the form holds an unsaved edit (typing is never lost)', () => {
  it('takes back the typing alone first, redo brings it back, and the next undo takes back the edit before', () => {
    const { send } = start();
    send({ type: 'steps.duplicate', index: 0 });
    send({ type: 'step.change', patch: { name: 'Check the rim' } });
    const first = send({ type: 'history.undo' });
    // The copy is still there and in the form, as listed; the typing waits in redo.
    expect(first.context.steps.map((s) => s.name)).toEqual([
      'Cut the board',
      'Cut the board',
      'Sand',
    ]);
    expect(first.context.currentIndex).toBe(1);
    expect(first.context.step).toBe(first.context.steps[1]);
    expect(first.matches({ form: { existingStep: 'saved' } })).toBe(true);
    const again = send({ type: 'history.redo' });
    expect(again.context.step.name).toBe('Check the rim');
    expect(again.matches({ form: { existingStep: 'changed' } })).toBe(true);
    // Undo the typing once more, then the copy (no empty stopping point in between).
    send({ type: 'history.undo' });
    const before = send({ type: 'history.undo' });
    expect(before.context.steps).toEqual([cutStep, sandStep]);
    expect(before.context.history.past).toEqual([]);
  });

  it('undoes typing with nothing else to undo, in a listed step and in a new step', () => {
    const listed = start();
    listed.send(
      { type: 'step.select', index: 1 },
      { type: 'step.change', patch: { name: 'Sand it' } },
    );
    expect(listed.send({ type: 'history.undo' }).context.step).toEqual(sandStep);
    expect(listed.send({ type: 'history.redo' }).context.step.name).toBe('Sand it');

    const fresh = start();
    fresh.send({ type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } });
    const empty = fresh.send({ type: 'history.undo' });
    expect(empty.matches({ form: 'noStep' })).toBe(true);
    expect(empty.context.step.name).toBe('');
    const back = fresh.send({ type: 'history.redo' });
    expect(back.matches({ form: 'newStep' })).toBe(true);
    expect(back.context.step.description).toBe('Glue the joint.');
  });
});
