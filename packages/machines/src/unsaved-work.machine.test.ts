import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { LeaveRequest, UnsavedWorkFacts } from './unsaved-work/facts';
import {
  selectHasUnsavedWork,
  selectLeaveDialog,
  selectLeaveMessage,
} from './unsaved-work/selectors';
import { unsavedWorkMachine } from './unsaved-work.machine';

const clean: UnsavedWorkFacts = {
  editingStepHasData: false,
  newStepHasData: false,
  stepCount: 2,
  unfinalizedAiSteps: 0,
};

async function start(stored: UnsavedWorkFacts | null | Error = null) {
  const proceed = vi.fn((_: unknown, _request: LeaveRequest) => {});
  const stay = vi.fn((_: unknown, _request: LeaveRequest) => {});
  const persistFlags = vi.fn((_: unknown, _facts: UnsavedWorkFacts) => {});
  const clearFlags = vi.fn();
  const machine = unsavedWorkMachine.provide({
    actors: {
      loadFlags: fromPromise(async () => {
        if (stored instanceof Error) throw stored;
        return stored;
      }),
    },
    actions: { proceed, stay, persistFlags, clearFlags },
  });
  const actor = createActor(machine).start();
  await waitFor(actor, (snapshot) => !snapshot.matches({ work: 'restoring' }));
  const update = (facts: Partial<UnsavedWorkFacts>) =>
    actor.send({ type: 'work.update', ...clean, ...facts });
  return { actor, proceed, stay, persistFlags, clearFlags, update };
}

describe('unsaved work: the four definitions (spec 4)', () => {
  it.each([
    ['a step being edited with data', { editingStepHasData: true }],
    ['a new step with data', { newStepHasData: true }],
    ['no steps at all', { stepCount: 0 }],
    ['unfinalized AI steps', { unfinalizedAiSteps: 2 }],
  ])('%s is unsaved work', async (_label, facts) => {
    const { actor, update } = await start();
    update(facts);
    expect(selectHasUnsavedWork(actor.getSnapshot())).toBe(true);
  });

  it('steps present and no form data is clean', async () => {
    const { actor, update } = await start();
    update({ editingStepHasData: true });
    update({});
    expect(actor.getSnapshot().matches({ work: 'clean' })).toBe(true);
    expect(selectHasUnsavedWork(actor.getSnapshot())).toBe(false);
  });

  it('nothing reported yet is clean', async () => {
    const { actor } = await start();
    expect(actor.getSnapshot().matches({ work: 'clean' })).toBe(true);
  });

  it('unfinalized AI steps pick the AI message state', async () => {
    const { actor, update } = await start();
    update({ unfinalizedAiSteps: 1, newStepHasData: true });
    expect(actor.getSnapshot().matches({ work: { dirty: 'aiSteps' } })).toBe(true);
  });
});

describe('flags in session storage (spec 4)', () => {
  it('restores stored AI steps on start', async () => {
    const { actor } = await start({ ...clean, unfinalizedAiSteps: 3 });
    expect(actor.getSnapshot().matches({ work: { dirty: 'aiSteps' } })).toBe(true);
    expect(actor.getSnapshot().context.facts?.unfinalizedAiSteps).toBe(3);
  });

  it('restores stored unsaved changes on start', async () => {
    const { actor } = await start({ ...clean, newStepHasData: true });
    expect(actor.getSnapshot().matches({ work: { dirty: 'changes' } })).toBe(true);
  });

  it('stored clean flags or a failed read start clean', async () => {
    expect((await start(clean)).actor.getSnapshot().matches({ work: 'clean' })).toBe(true);
    const failed = await start(new Error('storage blocked'));
    expect(failed.actor.getSnapshot().matches({ work: 'clean' })).toBe(true);
  });

  it('writes the facts on every change', async () => {
    const { persistFlags, update } = await start();
    update({ newStepHasData: true });
    update({});
    expect(persistFlags.mock.calls.map(([, facts]) => facts)).toEqual([
      { ...clean, newStepHasData: true },
      clean,
    ]);
  });

  it('clears the flags on save', async () => {
    const { actor, clearFlags, update } = await start();
    update({ editingStepHasData: true });
    actor.send({ type: 'work.saved' });
    expect(clearFlags).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ work: 'clean' })).toBe(true);
    expect(actor.getSnapshot().context.facts).toBeNull();
  });
});

describe('leaving (spec 4, spec 5 texts)', () => {
  it('proceeds at once when there is no unsaved work', async () => {
    const { actor, proceed } = await start();
    actor.send({ type: 'leave.request', action: 'log out', kind: 'logout' });
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(proceed.mock.calls[0]?.[1]).toEqual({ action: 'log out', kind: 'logout' });
    expect(selectLeaveDialog(actor.getSnapshot())).toBeNull();
  });

  it.each(['navigate', 'logout', 'back'] as const)(
    'asks before %s with unsaved changes',
    async (kind) => {
      const { actor, proceed, update } = await start();
      update({ editingStepHasData: true });
      actor.send({ type: 'leave.request', action: 'leave this page', kind });
      expect(proceed).not.toHaveBeenCalled();
      expect(selectLeaveDialog(actor.getSnapshot())).toEqual({
        title: 'Unsaved Changes',
        message:
          'You have unsaved changes. Are you sure you want to leave this page? Your changes will not be saved.',
        cancelLabel: 'Cancel',
        continueLabel: 'Continue',
      });
    },
  );

  it('names one unfinalized AI step in the singular', async () => {
    const { actor, update } = await start();
    update({ unfinalizedAiSteps: 1 });
    actor.send({ type: 'leave.request', action: 'log out', kind: 'logout' });
    expect(selectLeaveMessage(actor.getSnapshot())).toBe(
      "You have 1 AI-generated step that haven't been finalized yet. Are you sure you want to log out? Your AI-generated steps will not be saved.",
    );
  });

  it('names several unfinalized AI steps in the plural, and follows a changing count', async () => {
    const { actor, update } = await start();
    update({ unfinalizedAiSteps: 3 });
    actor.send({ type: 'leave.request', action: 'go back', kind: 'back' });
    expect(selectLeaveMessage(actor.getSnapshot())).toBe(
      "You have 3 AI-generated steps that haven't been finalized yet. Are you sure you want to go back? Your AI-generated steps will not be saved.",
    );
    update({ unfinalizedAiSteps: 2 });
    expect(selectLeaveMessage(actor.getSnapshot())).toContain('You have 2 AI-generated steps');
  });

  it('uses the page-leave text for unload, AI steps or not', async () => {
    const { actor, update } = await start();
    update({ unfinalizedAiSteps: 4 });
    actor.send({ type: 'leave.request', action: 'leave', kind: 'unload' });
    expect(selectLeaveMessage(actor.getSnapshot())).toBe(
      'You have unsaved changes. Are you sure you want to leave?',
    );
  });

  it('asks while the profile loads, for any kind of leaving', async () => {
    for (const kind of ['navigate', 'logout', 'unload', 'back'] as const) {
      const { actor, proceed } = await start();
      actor.send({ type: 'profile.loading' });
      actor.send({ type: 'leave.request', action: 'leave', kind });
      expect(proceed).not.toHaveBeenCalled();
      expect(selectLeaveMessage(actor.getSnapshot())).toBe(
        'Data is still loading. Are you sure you want to leave?',
      );
    }
  });

  it('proceeds at once once the profile has loaded', async () => {
    const { actor, proceed } = await start();
    actor.send({ type: 'profile.loading' });
    actor.send({ type: 'profile.loaded' });
    actor.send({ type: 'leave.request', action: 'leave', kind: 'navigate' });
    expect(proceed).toHaveBeenCalledTimes(1);
  });

  it('unsaved work outranks the loading profile', async () => {
    const { actor, update } = await start();
    actor.send({ type: 'profile.loading' });
    update({ stepCount: 0 });
    actor.send({ type: 'leave.request', action: 'log out', kind: 'logout' });
    expect(selectLeaveMessage(actor.getSnapshot())).toBe(
      'You have unsaved changes. Are you sure you want to log out? Your changes will not be saved.',
    );
  });

  it('Continue proceeds with the request and discards the work and its flags', async () => {
    const { actor, proceed, clearFlags, update } = await start();
    update({ newStepHasData: true });
    actor.send({ type: 'leave.request', action: 'leave authoring', kind: 'navigate' });
    actor.send({ type: 'leave.confirm' });
    expect(proceed.mock.calls[0]?.[1]).toEqual({ action: 'leave authoring', kind: 'navigate' });
    expect(clearFlags).toHaveBeenCalledTimes(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ work: 'clean', leave: 'idle' })).toBe(true);
    expect(snapshot.context.request).toBeNull();
    expect(selectLeaveDialog(snapshot)).toBeNull();
  });

  it('Cancel stays and keeps the work', async () => {
    const { actor, proceed, stay, clearFlags, update } = await start();
    update({ newStepHasData: true });
    actor.send({ type: 'leave.request', action: 'go back', kind: 'back' });
    actor.send({ type: 'leave.cancel' });
    expect(proceed).not.toHaveBeenCalled();
    expect(clearFlags).not.toHaveBeenCalled();
    expect(stay.mock.calls[0]?.[1]).toEqual({ action: 'go back', kind: 'back' });
    expect(actor.getSnapshot().matches({ work: { dirty: 'changes' }, leave: 'idle' })).toBe(true);
  });

  it('Continue while only the profile loads leaves the (clean) work alone', async () => {
    const { actor, proceed, clearFlags } = await start();
    actor.send({ type: 'profile.loading' });
    actor.send({ type: 'leave.request', action: 'leave', kind: 'navigate' });
    actor.send({ type: 'leave.confirm' });
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(clearFlags).not.toHaveBeenCalled();
  });

  it('a stray Continue with no question asked discards nothing', async () => {
    const { actor, proceed, clearFlags, update } = await start();
    update({ stepCount: 0 });
    actor.send({ type: 'leave.confirm' });
    expect(proceed).not.toHaveBeenCalled();
    expect(clearFlags).not.toHaveBeenCalled();
    expect(selectHasUnsavedWork(actor.getSnapshot())).toBe(true);
  });
});
