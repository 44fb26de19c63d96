import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  annotationDraft,
  cutStep,
  frame,
  sandStep,
  startStepEditor as start,
} from './step-editor/fixtures';
import { type StepEditorEvent, stepEditorMachine } from './step-editor.machine';

const fillDetails: StepEditorEvent[] = [
  { type: 'step.change', patch: { name: 'Glue', description: 'Glue the joint.' } },
  { type: 'time.markStart', ms: 20_000 },
  { type: 'time.markEnd', ms: 25_000 },
];

describe('initial state (spec 9 defaults)', () => {
  it('edits a new step (index -1) on the details tab, with no step selected', () => {
    const { snapshot } = start();
    expect(snapshot().value).toEqual({
      form: 'noStep',
      tab: { open: 'details' },
      notice: 'hidden',
    });
    expect(snapshot().context.currentIndex).toBe(-1);
    expect(snapshot().context.steps).toEqual([cutStep, sandStep]);
    expect(snapshot().hasTag('dirty')).toBe(false);
  });

  it('a new step with data is dirty; emptying it again is not', () => {
    const { send } = start();
    expect(send({ type: 'step.change', patch: { name: 'Glue' } }).hasTag('dirty')).toBe(true);
    expect(send({ type: 'step.change', patch: { name: '  ' } }).matches({ form: 'noStep' })).toBe(
      true,
    );
  });
});

describe('step save (spec 5, checked in order)', () => {
  it.each([
    [[], 'Step name is required.'],
    [[{ type: 'step.change', patch: { name: 'Glue' } }], 'Step description is required.'],
    [
      [
        { type: 'step.change', patch: { name: 'Glue', description: 'Glue it.' } },
        { type: 'time.markStart', ms: 3_000 },
      ],
      'Please set both start and end times for the step.',
    ],
    [
      [
        { type: 'step.change', patch: { name: 'Glue', description: 'Glue it.' } },
        { type: 'time.markEnd', ms: 3_000 },
        { type: 'time.markStart', ms: 5_000 },
      ],
      'End time must be after start time.',
    ],
  ] as Array<[StepEditorEvent[], string]>)('refuses %j with "%s"', (events, message) => {
    const { send } = start();
    const snapshot = send(...events, { type: 'step.save' });
    expect(snapshot.context.error).toEqual({ scope: 'step', message });
    expect(snapshot.context.steps).toHaveLength(2);
  });

  it('a new step is appended (finalized, on the selected video) and the form cleared', () => {
    const { send } = start();
    const snapshot = send({ type: 'video.select', index: 2 }, ...fillDetails, {
      type: 'step.save',
    });
    expect(snapshot.context.steps).toHaveLength(3);
    expect(snapshot.context.steps[2]).toMatchObject({
      name: 'Glue',
      startMs: 20000,
      endMs: 25000,
      videoIndex: 2,
      isFinalized: true,
    });
    expect(snapshot.matches({ form: 'noStep' })).toBe(true);
    expect(snapshot.context.currentIndex).toBe(-1);
    expect(snapshot.context.step.name).toBe('');
    expect(snapshot.context.error).toBeNull();
  });

  it('an existing step is replaced and the form kept', () => {
    const { send } = start();
    const snapshot = send(
      { type: 'step.select', index: 1 },
      { type: 'step.change', patch: { name: 'Sand smooth' } },
      { type: 'step.save' },
    );
    expect(snapshot.context.steps).toHaveLength(2);
    expect(snapshot.context.steps[1]).toMatchObject({ name: 'Sand smooth', isFinalized: true });
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.context.step.name).toBe('Sand smooth');
    expect(snapshot.matches({ form: { existingStep: 'saved' } })).toBe(true);
  });

  it('an error clears on the next accepted edit', () => {
    const { send } = start();
    send({ type: 'step.save' });
    expect(send({ type: 'step.change', patch: { name: 'G' } }).context.error).toBeNull();
  });
});

describe('loading, new and deleting steps', () => {
  it('loading a step switches to details and shows the message', () => {
    const { send } = start();
    const snapshot = send({ type: 'tab.select', tab: 'files' }, { type: 'step.select', index: 1 });
    expect(snapshot.value).toEqual({
      form: { existingStep: 'saved' },
      tab: { open: 'details' },
      notice: 'stepLoaded',
    });
    expect(snapshot.context.notice).toBe('Loaded step "Sand" for editing');
    expect(snapshot.context.step).toEqual(sandStep);
    expect(snapshot.context.currentIndex).toBe(1);
    expect(snapshot.context.videoIndex).toBe(1);
  });

  it('an unknown index loads nothing', () => {
    const { send } = start();
    expect(send({ type: 'step.select', index: 5 }).matches({ form: 'noStep' })).toBe(true);
  });

  it('a new step clears the form and sets index -1', () => {
    const { send } = start();
    const snapshot = send({ type: 'step.select', index: 0 }, { type: 'step.new' });
    expect(snapshot.matches({ form: 'noStep' })).toBe(true);
    expect(snapshot.context.currentIndex).toBe(-1);
    expect(snapshot.context.step.tools).toEqual([]);
  });

  it('deleting the edited step clears the form and shows the success message', () => {
    const { send } = start();
    const snapshot = send({ type: 'step.select', index: 1 }, { type: 'step.delete', index: 1 });
    expect(snapshot.context.steps).toEqual([cutStep]);
    expect(snapshot.matches({ form: 'noStep', notice: 'stepDeleted' })).toBe(true);
    expect(snapshot.context.currentIndex).toBe(-1);
    expect(snapshot.context.notice).toBe('Step deleted successfully');
  });

  it('deleting an earlier step shifts the current index down by one', () => {
    const { send } = start();
    const snapshot = send({ type: 'step.select', index: 1 }, { type: 'step.delete', index: 0 });
    expect(snapshot.context.steps).toEqual([sandStep]);
    expect(snapshot.context.currentIndex).toBe(0);
    expect(snapshot.context.step).toEqual(sandStep);
  });

  it('deleting a later step keeps the index; an unknown index deletes nothing', () => {
    const { send } = start();
    let snapshot = send({ type: 'step.select', index: 0 }, { type: 'step.delete', index: 1 });
    expect(snapshot.context.steps).toEqual([cutStep]);
    expect(snapshot.context.currentIndex).toBe(0);
    snapshot = send({ type: 'step.delete', index: 4 });
    expect(snapshot.context.steps).toEqual([cutStep]);
  });

  it('a loaded step is dirty while its form differs from the list: blanked, or changed back', () => {
    const { send } = start();
    expect(send({ type: 'step.select', index: 1 }).hasTag('dirty')).toBe(false);
    let snapshot = send({ type: 'step.change', patch: { name: 'Sand again' } });
    expect(snapshot.matches({ form: { existingStep: 'changed' } })).toBe(true);
    expect(snapshot.hasTag('dirty')).toBe(true);
    // Typed back to what the list holds: nothing is at stake any more.
    snapshot = send({ type: 'step.change', patch: { name: 'Sand' } });
    expect(snapshot.matches({ form: { existingStep: 'saved' } })).toBe(true);
    expect(snapshot.hasTag('dirty')).toBe(false);
    snapshot = send(
      { type: 'step.change', patch: { name: '', description: '' } },
      { type: 'time.clear' },
    );
    expect(snapshot.matches({ form: { existingStep: 'changed' } })).toBe(true);
    expect(snapshot.hasTag('dirty')).toBe(true);
    expect(send({ type: 'step.save' }).hasTag('dirty')).toBe(true);
    expect(send({ type: 'tab.select', tab: 'files' }).matches({ tab: 'leavingDetails' })).toBe(
      true,
    );
  });
});

describe('timed messages (the provided delay actor)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the loaded message shows for 2 s and the delete message for 3 s', async () => {
    vi.useFakeTimers();
    const actor = createActor(stepEditorMachine, { input: { steps: [cutStep, sandStep] } });
    actor.start();
    actor.send({ type: 'step.select', index: 0 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(actor.getSnapshot().context.notice).toBe('Loaded step "Cut the board" for editing');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches({ notice: 'hidden' })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();

    actor.send({ type: 'step.delete', index: 1 });
    await vi.advanceTimersByTimeAsync(2999);
    expect(actor.getSnapshot().context.notice).toBe('Step deleted successfully');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
    actor.stop();
  });

  it('asks the provided delay for 2000 ms and 3000 ms', () => {
    const asked: number[] = [];
    const delay = fromPromise<void, { ms: number }>(({ input }) => {
      asked.push(input.ms);
      return new Promise<void>(() => {});
    });
    const actor = createActor(stepEditorMachine.provide({ actors: { delay } }), {
      input: { steps: [cutStep, sandStep] },
    }).start();
    actor.send({ type: 'step.select', index: 0 });
    actor.send({ type: 'step.delete', index: 1 });
    expect(asked).toEqual([2000, 3000]);
    actor.stop();
  });
});

describe('video and timing', () => {
  it('selecting a video clears times, frame and annotations', () => {
    const { send } = start();
    const snapshot = send(
      { type: 'frame.captured', frame },
      ...fillDetails,
      { type: 'annotation.add', annotation: annotationDraft },
      { type: 'video.select', index: 1 },
    );
    expect(snapshot.context.videoIndex).toBe(1);
    expect(snapshot.context.step).toMatchObject({
      startMs: null,
      endMs: null,
      annotations: [],
    });
    expect(snapshot.context.frame).toBeNull();
    expect(snapshot.context.step.name).toBe('Glue');
  });

  it('Mark End is ignored when the time is not after the start', () => {
    const { send } = start();
    send({ type: 'time.markStart', ms: 5_000 });
    expect(send({ type: 'time.markEnd', ms: 5_000 }).context.step.endMs).toBeNull();
    expect(send({ type: 'time.markEnd', ms: 4_000 }).context.step.endMs).toBeNull();
    expect(send({ type: 'time.markEnd', ms: 5_500 }).context.step.endMs).toBe(5_500);
  });

  it('Clear resets start and end', () => {
    const { send } = start();
    const snapshot = send(...fillDetails, { type: 'time.clear' });
    expect(snapshot.context.step).toMatchObject({ startMs: null, endMs: null });
  });

  it('dragging a marker keeps start before end', () => {
    const { send } = start();
    send({ type: 'time.markStart', ms: 2_000 }, { type: 'time.markEnd', ms: 4_000 });
    // At least one frame (1/30 s) before the end, in whole ms.
    expect(
      send({ type: 'time.dragStart', ms: 6_000, durationMs: 10_000 }).context.step.startMs,
    ).toBe(3_967);
    expect(send({ type: 'time.dragEnd', ms: 12_000, durationMs: 10_000 }).context.step.endMs).toBe(
      10_000,
    );
  });
});

describe('tab-switch warning', () => {
  it('is skipped when no step is selected (index -1, empty form)', () => {
    const { send } = start();
    expect(send({ type: 'tab.select', tab: 'signoff' }).matches({ tab: { open: 'signoff' } })).toBe(
      true,
    );
    expect(
      send({ type: 'tab.select', tab: 'materials' }).matches({ tab: { open: 'materials' } }),
    ).toBe(true);
    expect(send({ type: 'tab.select', tab: 'details' }).context.tabWarning).toBeNull();
  });

  it('lists the missing details labels and stays on cancel', () => {
    const { send } = start();
    let snapshot = send(
      { type: 'step.change', patch: { name: 'Glue' } },
      { type: 'tab.select', tab: 'result' },
    );
    expect(snapshot.matches({ tab: 'leavingDetails' })).toBe(true);
    expect(snapshot.context.tabWarning).toEqual({
      pendingTab: 'result',
      missingFields: ['Step Description', 'Start Time', 'End Time'],
    });
    snapshot = send({ type: 'tab.cancel' });
    expect(snapshot.matches({ tab: { open: 'details' } })).toBe(true);
    expect(snapshot.context.tabWarning).toBeNull();
    expect(snapshot.context.step.name).toBe('Glue');
  });

  it('continues to the chosen tab on confirm', () => {
    const { send } = start();
    const snapshot = send(
      { type: 'step.change', patch: { name: 'Glue' } },
      { type: 'tab.select', tab: 'signoff' },
      { type: 'tab.confirm' },
    );
    expect(snapshot.matches({ tab: { open: 'signoff' } })).toBe(true);
    expect(snapshot.context.tabWarning).toBeNull();
  });

  it('lists the missing sign-off labels when leaving signoff (fields blank after trimming)', () => {
    const { send } = start();
    let snapshot = send(
      { type: 'step.select', index: 1 },
      { type: 'tab.select', tab: 'signoff' },
      { type: 'step.change', patch: { cautionaryNotes: 'Mask', validationAnswer: '  ' } },
      { type: 'tab.select', tab: 'files' },
    );
    expect(snapshot.matches({ tab: 'leavingSignoff' })).toBe(true);
    expect(snapshot.context.tabWarning?.missingFields).toEqual([
      'Best Practice Notes',
      'Validation Question',
      'Validation Answer',
    ]);
    snapshot = send({ type: 'tab.cancel' });
    expect(snapshot.matches({ tab: { open: 'signoff' } })).toBe(true);
  });

  it('complete tabs and the other tabs switch freely', () => {
    const { send } = start();
    send({ type: 'step.select', index: 0 });
    expect(send({ type: 'tab.select', tab: 'signoff' }).matches({ tab: { open: 'signoff' } })).toBe(
      true,
    );
    expect(send({ type: 'tab.select', tab: 'files' }).matches({ tab: { open: 'files' } })).toBe(
      true,
    );
    send({ type: 'step.change', patch: { name: '' } });
    expect(send({ type: 'tab.select', tab: 'details' }).matches({ tab: { open: 'details' } })).toBe(
      true,
    );
  });

  it('loading a step closes the dialog and shows details', () => {
    const { send } = start();
    const snapshot = send(
      { type: 'step.change', patch: { name: 'Glue' } },
      { type: 'tab.select', tab: 'files' },
      { type: 'step.select', index: 0 },
    );
    expect(snapshot.matches({ tab: { open: 'details' } })).toBe(true);
    expect(snapshot.context.tabWarning).toBeNull();
  });
});

describe('frame.stored (a capture whose upload ended after annotations were drawn)', () => {
  it('fills the path into every unstored annotation of that frame, in the form and the list', () => {
    const { send, snapshot } = start();
    send({ type: 'frame.captured', frame: { ...frame, imagePath: null } });
    send({ type: 'annotation.add', annotation: annotationDraft });
    send({ type: 'frame.captured', frame: { ...frame, timestampMs: 4000, imagePath: null } });
    send({ type: 'annotation.add', annotation: annotationDraft });
    for (const event of fillDetails) send(event);
    send({ type: 'step.save' });
    const saved = snapshot().context.steps.at(-1);
    expect(saved?.annotations.map((a) => a.frameImagePath)).toEqual([null, null]);
    send({ type: 'step.select', index: 2 });
    const before = snapshot().context.steps[0];

    send({ type: 'frame.stored', timestampMs: 2500, path: 'users/u1/frames/frame_2500.jpg' });
    const after = snapshot().context;
    expect(after.steps[2]?.annotations.map((a) => a.frameImagePath)).toEqual([
      'users/u1/frames/frame_2500.jpg',
      null,
    ]);
    expect(after.step.annotations[0]?.frameImagePath).toBe('users/u1/frames/frame_2500.jpg');
    // Steps without that frame stay the same objects (nothing re-renders or autosaves for them).
    expect(after.steps[0]).toBe(before);
  });

  it('leaves a stored path alone and is not an undo stopping point', () => {
    const { send, snapshot } = start();
    send({ type: 'frame.captured', frame });
    send({ type: 'annotation.add', annotation: annotationDraft });
    const context = snapshot().context;
    send({ type: 'frame.stored', timestampMs: 2500, path: 'users/u1/frames/other.jpg' });
    expect(snapshot().context.step).toBe(context.step);
    expect(snapshot().context.history).toBe(context.history);
  });
});
