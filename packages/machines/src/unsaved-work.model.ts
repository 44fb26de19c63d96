import { doneEvent, errorEvent, type MachineModel, pendingActor } from '../test/model';
import { LEAVE_KINDS, type UnsavedWorkFacts } from './unsaved-work/facts';
import { unsavedWorkMachine } from './unsaved-work.machine';

/** The unsaved-work machine with test actors: reading session storage settles when a path says. */
export const unsavedWorkTestMachine = unsavedWorkMachine.provide({
  actors: { loadFlags: pendingActor<UnsavedWorkFacts | null>() },
});

const clean: UnsavedWorkFacts = {
  editingStepHasData: false,
  newStepHasData: false,
  stepCount: 3,
  unfinalizedAiSteps: 0,
};

/** Facts that reach each definition of unsaved work, and none. */
export const reports = {
  clean,
  editing: { ...clean, editingStepHasData: true },
  newStep: { ...clean, newStepHasData: true },
  noSteps: { ...clean, stepCount: 0 },
  aiSteps: { ...clean, unfinalizedAiSteps: 2 },
} satisfies Record<string, UnsavedWorkFacts>;

export const unsavedWorkModel: MachineModel<typeof unsavedWorkTestMachine> = {
  name: 'unsaved-work',
  machine: unsavedWorkTestMachine,
  events: [
    doneEvent('loadFlags', null),
    doneEvent('loadFlags', reports.aiSteps),
    doneEvent('loadFlags', reports.newStep),
    errorEvent('loadFlags', new Error('session storage unavailable')),
    ...Object.values(reports).map((facts) => ({ type: 'work.update' as const, ...facts })),
    { type: 'work.saved' },
    { type: 'profile.loading' },
    { type: 'profile.loaded' },
    ...LEAVE_KINDS.map((kind) => ({ type: 'leave.request' as const, action: 'leave', kind })),
    { type: 'leave.confirm' },
    { type: 'leave.cancel' },
  ],
};
