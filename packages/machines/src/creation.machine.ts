import { CREATE_REDIRECT_DELAY_MS, PROGRESS, REDIRECTS } from '@stepwise/contracts';
import { and, not } from 'xstate';
import {
  analysisInput,
  annotateNavigation,
  annotateNavigationState,
  CANCEL_NAVIGATION,
  createProjectInput,
  deleteProjectInput,
  leaveNavigation,
  nextVideoUploadInput,
  PROBE_TIMEOUT_INPUT,
  probeInput,
  shortFormUploadInput,
} from './creation/payloads';
import { creationSetup } from './creation/setup';

export { limitRise, type MeasuredPace, type ShownEstimate } from './creation/estimate';
export { aiPhaseProgress, shortFormUploadProgress, videoUploadProgress } from './creation/progress';
export * from './creation/selectors';
export type * from './creation/types';
export { creationValidationError } from './creation/validation';

/**
 * The Create New Project screen (spec 2) and the creation flow (spec 4, 5, 8, 9) as a statechart.
 * Two regions run side by side:
 * - `flow`: editing the form (probing each added video's duration one at a time, within 5 s),
 *   submitting (AI analysis -> uploads -> creating the project), the created project until the
 *   redirect (with the leave confirmation that deletes it), and the two ends.
 * - `ai`: the AI toggle: on by default, off by the user, locked off while a video is over 300 s.
 * The app provides the side effects: the actors of `creation/setup.ts` and the `navigate` action.
 */
export const creationMachine = creationSetup.createMachine({
  id: 'creation',
  type: 'parallel',
  context: ({ input }) => ({
    uid: input.uid,
    now: input.now ?? Date.now,
    form: { name: '', description: '', tags: [] },
    videos: [],
    videoCount: 0,
    shortForm: null,
    aiData: null,
    error: null,
    progress: 0,
    startedAt: null,
    stageStartedAt: null,
    phaseDone: null,
    uploadedVideos: [],
    uploadedShortForm: null,
    projectId: null,
    leaveTo: REDIRECTS.cancelCreate,
  }),
  states: {
    flow: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'idle',
          on: {
            'form.change': { actions: 'changeForm' },
            'videos.add': { actions: 'addVideos' },
            'videos.remove': { actions: 'removeVideo' },
            'shortForm.set': { actions: 'setShortForm' },
            'shortForm.clear': { actions: 'clearShortForm' },
            'ai.clear': { guard: 'hasAiData', actions: 'clearAiData' },
            'creation.cancel': {
              target: 'left',
              actions: { type: 'navigate', params: CANCEL_NAVIGATION },
            },
          },
          states: {
            idle: {
              always: { guard: 'hasUnprobedVideo', target: 'probing' },
              on: {
                'creation.submit': [
                  { guard: 'hasValidationError', actions: 'showValidationError' },
                  {
                    guard: and(['isAiOn', not('hasAiData')]),
                    target: '#creation.flow.submitting.analyzing',
                    actions: 'startSubmission',
                  },
                  { target: '#creation.flow.submitting.uploading', actions: 'startSubmission' },
                ],
              },
            },
            /** One video at a time; submit waits (is not accepted) until every duration is known. */
            probing: {
              tags: 'probing',
              invoke: [
                {
                  id: 'probeDuration',
                  src: 'probeDuration',
                  input: probeInput,
                  onDone: {
                    target: 'idle',
                    actions: { type: 'recordDuration', params: ({ event }) => event },
                  },
                  onError: {
                    target: 'idle',
                    actions: { type: 'recordDuration', params: { output: 0 } },
                  },
                },
                {
                  id: 'probeTimeout',
                  src: 'delay',
                  input: PROBE_TIMEOUT_INPUT,
                  onDone: {
                    target: 'idle',
                    actions: { type: 'recordDuration', params: { output: 0 } },
                  },
                },
              ],
              on: {
                'videos.remove': {
                  guard: 'isRemovingProbedVideo',
                  target: 'idle',
                  actions: 'removeVideo',
                },
              },
            },
          },
        },
        submitting: {
          tags: 'busy',
          initial: 'analyzing',
          on: {
            'creation.cancel': {
              target: 'left',
              actions: { type: 'navigate', params: CANCEL_NAVIGATION },
            },
          },
          states: {
            analyzing: {
              entry: { type: 'setProgress', params: { value: PROGRESS.aiStart } },
              on: { 'ai.progress': { actions: 'recordAiPhase' } },
              invoke: {
                id: 'analyzeVideos',
                src: 'analyzeVideos',
                input: analysisInput,
                onDone: {
                  target: 'uploading',
                  actions: [
                    { type: 'recordAiData', params: ({ event }) => event },
                    { type: 'setProgress', params: { value: PROGRESS.aiDone } },
                  ],
                },
                onError: {
                  target: '#creation.flow.editing',
                  actions: { type: 'showAnalysisFailure', params: ({ event }) => event },
                },
              },
            },
            uploading: {
              entry: { type: 'setProgress', params: { value: PROGRESS.uploading } },
              initial: 'video',
              states: {
                video: {
                  invoke: {
                    id: 'uploadVideo',
                    src: 'uploadFile',
                    input: nextVideoUploadInput,
                    onDone: [
                      {
                        guard: 'hasMoreVideosToUpload',
                        target: 'video',
                        reenter: true,
                        actions: { type: 'recordUploadedVideo', params: ({ event }) => event },
                      },
                      {
                        guard: 'hasShortForm',
                        target: 'shortForm',
                        actions: { type: 'recordUploadedVideo', params: ({ event }) => event },
                      },
                      {
                        target: '#creation.flow.submitting.creating',
                        actions: { type: 'recordUploadedVideo', params: ({ event }) => event },
                      },
                    ],
                    onError: {
                      target: '#creation.flow.editing',
                      actions: { type: 'showUploadFailure', params: ({ event }) => event },
                    },
                  },
                },
                shortForm: {
                  entry: 'startShortFormUpload',
                  invoke: {
                    id: 'uploadShortForm',
                    src: 'uploadFile',
                    input: shortFormUploadInput,
                    onDone: {
                      target: '#creation.flow.submitting.creating',
                      actions: { type: 'recordUploadedShortForm', params: ({ event }) => event },
                    },
                    onError: {
                      target: '#creation.flow.editing',
                      actions: { type: 'showUploadFailure', params: ({ event }) => event },
                    },
                  },
                },
              },
            },
            creating: {
              entry: { type: 'setProgress', params: { value: PROGRESS.creatingProject } },
              invoke: {
                id: 'createProject',
                src: 'createProject',
                input: createProjectInput,
                onDone: {
                  target: '#creation.flow.created',
                  actions: { type: 'recordProject', params: ({ event }) => event },
                },
                onError: {
                  target: '#creation.flow.editing',
                  actions: { type: 'showCreateFailure', params: ({ event }) => event },
                },
              },
            },
          },
        },
        /** The project exists: finish, wait 1 s, redirect; leaving first deletes the project. */
        created: {
          type: 'parallel',
          tags: ['busy', 'projectCreated'],
          states: {
            progress: {
              initial: 'finalizing',
              states: {
                /** Not fatal: whatever `prepareAnnotate` does, the project is there to edit. */
                finalizing: {
                  entry: { type: 'setProgress', params: { value: PROGRESS.finalizing } },
                  invoke: {
                    id: 'prepareAnnotate',
                    src: 'prepareAnnotate',
                    input: annotateNavigationState,
                    onDone: 'complete',
                    onError: 'complete',
                  },
                },
                complete: {
                  tags: 'complete',
                  entry: { type: 'setProgress', params: { value: PROGRESS.complete } },
                  invoke: {
                    id: 'redirectDelay',
                    src: 'delay',
                    input: { ms: CREATE_REDIRECT_DELAY_MS },
                    onDone: 'redirecting',
                  },
                },
                /** Held while the leave confirmation is open or the project is being deleted. */
                redirecting: {
                  tags: 'complete',
                  always: {
                    guard: 'isNotLeaving',
                    target: '#creation.flow.annotating',
                    actions: { type: 'navigate', params: annotateNavigation },
                  },
                },
              },
            },
            leave: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'leave.request': { target: 'confirming', actions: 'rememberLeaveTarget' },
                    'creation.cancel': { target: 'confirming', actions: 'rememberCancelTarget' },
                  },
                },
                confirming: {
                  tags: 'confirmingLeave',
                  on: { 'leave.confirm': 'deleting', 'leave.cancel': 'idle' },
                },
                /** A failed delete still leaves: the cleanup on My Projects removes step-less projects. */
                deleting: {
                  invoke: {
                    id: 'deleteProject',
                    src: 'deleteProject',
                    input: deleteProjectInput,
                    onDone: {
                      target: '#creation.flow.left',
                      actions: { type: 'navigate', params: leaveNavigation },
                    },
                    onError: {
                      target: '#creation.flow.left',
                      actions: { type: 'navigate', params: leaveNavigation },
                    },
                  },
                },
              },
            },
          },
        },
        annotating: { type: 'final' },
        left: { type: 'final' },
      },
    },
    ai: {
      initial: 'on',
      states: {
        on: {
          tags: 'aiOn',
          always: { guard: 'hasOverLimitVideo', target: 'locked' },
          on: { 'ai.toggle': { guard: 'isEditing', target: 'off' } },
        },
        off: {
          always: { guard: 'hasOverLimitVideo', target: 'locked' },
          on: { 'ai.toggle': { guard: 'isEditing', target: 'on' } },
        },
        /** AI off and the toggle locked while the duration warning shows. */
        locked: {
          tags: 'aiLocked',
          always: { guard: not('hasOverLimitVideo'), target: 'on' },
        },
      },
    },
  },
});

export type CreationMachine = typeof creationMachine;
