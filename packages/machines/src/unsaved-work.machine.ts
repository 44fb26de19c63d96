import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import {
  factsOf,
  hasUnfinalizedAiSteps,
  hasUnsavedWork,
  type LeaveRequest,
  type UnsavedWorkFacts,
} from './unsaved-work/facts';

export * from './unsaved-work/facts';
export * from './unsaved-work/selectors';

/**
 * The unsaved-work guard (spec 4 "Unsaved work", spec 5 "Unsaved-work messages", spec 2 the
 * 'Unsaved Changes' dialog). Three regions:
 * - `work`: the facts the authoring screen reports, restored from session storage on start;
 *   `dirty` (tag `dirty`) tells which message applies (`aiSteps` names the count).
 * - `profile`: `loading` (tag `profileLoading`) while profile data loads.
 * - `leave`: a leave request proceeds at once when nothing is at stake, otherwise waits in
 *   `confirming` (tag `confirming`) for Continue (`leave.confirm`) or Cancel (`leave.cancel`).
 *
 * Provided by the app: `loadFlags` (read session storage, see `parseStoredFlags`),
 * `persistFlags` / `clearFlags` (write / remove them), `proceed` (carry out the request: navigate,
 * log out, go back, let the page unload) and `stay` (undo a blocked navigation).
 */

export interface UnsavedWorkContext {
  /** The last facts reported or restored; `null` until the authoring screen reports any. */
  facts: UnsavedWorkFacts | null;
  /** The leave request waiting for confirmation. */
  request: LeaveRequest | null;
}

export type UnsavedWorkEvent =
  | ({ type: 'work.update' } & UnsavedWorkFacts)
  | { type: 'work.saved' }
  | { type: 'profile.loading' }
  | { type: 'profile.loaded' }
  | ({ type: 'leave.request' } & LeaveRequest)
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

export type UnsavedWorkTag = 'dirty' | 'confirming' | 'profileLoading';

type UpdateArgs = { event: { type: 'work.update' } & UnsavedWorkFacts };
type RequestArgs = { event: { type: 'leave.request' } & LeaveRequest };

const reported = ({ event }: UpdateArgs): UnsavedWorkFacts => factsOf(event);
const requested = ({ event }: RequestArgs): LeaveRequest => ({
  action: event.action,
  kind: event.kind,
});
const pending = ({ context }: { context: UnsavedWorkContext }): LeaveRequest => context.request!;

export const unsavedWorkMachine = setup({
  types: {
    context: {} as UnsavedWorkContext,
    events: {} as UnsavedWorkEvent,
    tags: {} as UnsavedWorkTag,
  },
  actors: {
    /** Reads the flags from session storage; the app provides it (`null`: nothing stored). */
    loadFlags: fromPromise<UnsavedWorkFacts | null>(async () => null),
  },
  guards: {
    hasAiSteps: (_, facts: UnsavedWorkFacts | null) => hasUnfinalizedAiSteps(facts),
    hasUnsavedWork: (_, facts: UnsavedWorkFacts | null) => hasUnsavedWork(facts),
    isUnloadRequest: ({ event }) => event.type === 'leave.request' && event.kind === 'unload',
    isDirty: stateIn('#unsavedWork.work.dirty'),
    isDirtyWithAiSteps: stateIn('#unsavedWork.work.dirty.aiSteps'),
    isProfileLoading: stateIn('#unsavedWork.profile.loading'),
    isConfirmingLeave: stateIn('#unsavedWork.leave.confirming'),
  },
  actions: {
    assignFacts: assign((_, facts: UnsavedWorkFacts | null) => ({ facts })),
    clearFacts: assign({ facts: null }),
    assignRequest: assign((_, request: LeaveRequest) => ({ request })),
    clearRequest: assign({ request: null }),
    /** Writes the flags to session storage (provided by the app). */
    persistFlags: (_, _facts: UnsavedWorkFacts) => {},
    /** Removes the flags from session storage (provided by the app). */
    clearFlags: () => {},
    /** Carries out the leave request (provided by the app). */
    proceed: (_, _request: LeaveRequest) => {},
    /** Keeps the user where they are after Cancel (provided by the app). */
    stay: (_, _request: LeaveRequest) => {},
  },
}).createMachine({
  id: 'unsavedWork',
  description:
    "Tracks unsaved work (a step edited with data, a new step with data, no steps, unfinalized AI steps), keeps its flags in session storage, and asks 'Unsaved Changes' before leaving authoring, logging out, unloading or going back, and while the profile loads.",
  type: 'parallel',
  context: { facts: null, request: null },
  states: {
    work: {
      initial: 'restoring',
      on: {
        'work.update': [
          {
            guard: { type: 'hasAiSteps', params: reported },
            target: '.dirty.aiSteps',
            actions: [
              { type: 'assignFacts', params: reported },
              { type: 'persistFlags', params: reported },
            ],
          },
          {
            guard: { type: 'hasUnsavedWork', params: reported },
            target: '.dirty.changes',
            actions: [
              { type: 'assignFacts', params: reported },
              { type: 'persistFlags', params: reported },
            ],
          },
          {
            target: '.clean',
            actions: [
              { type: 'assignFacts', params: reported },
              { type: 'persistFlags', params: reported },
            ],
          },
        ],
        'work.saved': { target: '.clean', actions: ['clearFacts', 'clearFlags'] },
      },
      states: {
        restoring: {
          invoke: {
            id: 'loadFlags',
            src: 'loadFlags',
            onDone: [
              {
                guard: { type: 'hasAiSteps', params: ({ event }) => event.output },
                target: 'dirty.aiSteps',
                actions: { type: 'assignFacts', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'hasUnsavedWork', params: ({ event }) => event.output },
                target: 'dirty.changes',
                actions: { type: 'assignFacts', params: ({ event }) => event.output },
              },
              {
                target: 'clean',
                actions: { type: 'assignFacts', params: ({ event }) => event.output },
              },
            ],
            onError: { target: 'clean' },
          },
        },
        clean: {},
        dirty: {
          tags: 'dirty',
          initial: 'changes',
          on: {
            /** Continue discards the work: the flags go with it. */
            'leave.confirm': {
              guard: 'isConfirmingLeave',
              target: 'clean',
              actions: ['clearFacts', 'clearFlags'],
            },
          },
          states: {
            changes: {},
            aiSteps: {},
          },
        },
      },
    },
    profile: {
      initial: 'ready',
      states: {
        ready: { on: { 'profile.loading': { target: 'loading' } } },
        loading: { tags: 'profileLoading', on: { 'profile.loaded': { target: 'ready' } } },
      },
    },
    leave: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'leave.request': [
              {
                guard: and(['isUnloadRequest', 'isDirty']),
                target: 'confirming.pageLeave',
                actions: { type: 'assignRequest', params: requested },
              },
              {
                guard: 'isDirtyWithAiSteps',
                target: 'confirming.aiSteps',
                actions: { type: 'assignRequest', params: requested },
              },
              {
                guard: 'isDirty',
                target: 'confirming.unsavedChanges',
                actions: { type: 'assignRequest', params: requested },
              },
              {
                guard: 'isProfileLoading',
                target: 'confirming.stillLoading',
                actions: { type: 'assignRequest', params: requested },
              },
              { actions: { type: 'proceed', params: requested } },
            ],
          },
        },
        confirming: {
          tags: 'confirming',
          initial: 'unsavedChanges',
          on: {
            'leave.confirm': {
              target: 'idle',
              actions: [{ type: 'proceed', params: pending }, 'clearRequest'],
            },
            'leave.cancel': {
              target: 'idle',
              actions: [{ type: 'stay', params: pending }, 'clearRequest'],
            },
          },
          states: {
            unsavedChanges: {},
            aiSteps: {},
            pageLeave: {},
            stillLoading: {},
          },
        },
      },
    },
  },
});
