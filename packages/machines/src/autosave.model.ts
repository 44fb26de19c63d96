import { doneEvent, errorEvent, type MachineModel, pendingActor } from '../test/model';
import { type AutosaveRequest, type AutosaveResult, autosaveMachine } from './autosave.machine';

/** The autosave machine with test actors: the save and the quiet time end when a path says. */
export const autosaveTestMachine = autosaveMachine.provide({
  actors: {
    saveDraft: pendingActor<AutosaveResult, AutosaveRequest>(),
    delay: pendingActor<void, { ms: number }>(),
  },
});

export const savedResult: AutosaveResult = {
  kind: 'saved',
  revision: 4,
  savedAt: '2026-11-26T10:00:00.000Z',
  fingerprint: 'f4',
};

export const autosaveModel: MachineModel<typeof autosaveTestMachine> = {
  name: 'autosave',
  machine: autosaveTestMachine,
  input: { revision: 3, fingerprint: 'f3' },
  events: [
    { type: 'draft.changed' },
    { type: 'draft.flush' },
    { type: 'draft.hold' },
    { type: 'draft.release' },
    { type: 'draft.cleared' },
    doneEvent('delay', undefined),
    doneEvent('saveDraft', savedResult),
    doneEvent('saveDraft', { kind: 'unchanged' }),
    errorEvent('saveDraft', { kind: 'conflict', message: 'Saved in another tab. Reload.' }),
    errorEvent('saveDraft', { kind: 'failed', message: 'Draft too large.' }),
  ],
};
