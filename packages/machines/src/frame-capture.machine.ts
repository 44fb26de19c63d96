import { FRAME_LOADING_MESSAGE_MS, messages } from '@stepwise/contracts';
import { frameToLoad, noLoading } from './frame-capture/loading';
import {
  alert,
  captureInput,
  draftOf,
  frameAnnotation,
  framesOf,
  overlayInput,
  resultAnnotation,
  resultFrameOf,
  status,
  videoOf,
} from './frame-capture/params';
import { frameCaptureSetup } from './frame-capture/setup';

export * from './frame-capture/rules';
export * from './frame-capture/selectors';
export type * from './frame-capture/types';

/**
 * Frame capture and annotation popups (spec 4 "Frame capture", spec 8 "Frame capture helpers",
 * spec 9 "Annotation drawing and images"). Two regions:
 * - `capture`: capture a frame and annotate it in the 'Annotate Frame' popup, or capture a result
 *   frame, annotate it in the 'Annotate Result Frame' popup and finalize it on close.
 * - `library`: load existing annotation frames one by one, then show the outcome for 3 s (5 s
 *   after a failure).
 *
 * Provided by the app: actors `captureFrame`, `overlayAnnotations`, `loadFrame`, `delay`; actions
 * `showAlert` (a blocking alert), `pauseVideo`, `annotationAdded` (a frame annotation for the
 * step), `resultSaved` (the step's result image).
 */

export const frameCaptureMachine = frameCaptureSetup.createMachine({
  id: 'frameCapture',
  description:
    'Captures video frames as JPEG for the annotation popups, captures and finalizes the result frame (with or without drawn annotations), and loads existing annotation frames one by one with a timed message.',
  type: 'parallel',
  context: {
    frames: {},
    currentFrame: null,
    resultFrame: null,
    annotations: [],
    captureMs: 0,
    status: null,
    loading: noLoading,
  },
  states: {
    capture: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'frame.capture': [
              {
                guard: { type: 'isVideoNotReady', params: videoOf },
                actions: alert(messages.frames.videoNotReady),
              },
              {
                target: 'capturingFrame',
                actions: [{ type: 'assignCaptureTime', params: videoOf }, 'clearStatus'],
              },
            ],
            'result.capture': [
              {
                guard: { type: 'isVideoNotReady', params: videoOf },
                actions: alert(messages.frames.videoNotReady),
              },
              {
                guard: { type: 'isVideoPlaying', params: videoOf },
                target: 'capturingResult',
                actions: [
                  'pauseVideo',
                  { type: 'assignCaptureTime', params: videoOf },
                  'clearStatus',
                ],
              },
              {
                target: 'capturingResult',
                actions: [{ type: 'assignCaptureTime', params: videoOf }, 'clearStatus'],
              },
            ],
            'popup.open': [
              { guard: 'hasCurrentFrame', target: 'annotatingFrame', actions: 'resetAnnotations' },
              { actions: alert(messages.annotation.captureFirst) },
            ],
            'frame.clear': { actions: ['clearCurrentFrame', 'resetAnnotations'] },
          },
        },
        capturingFrame: {
          tags: 'busy',
          invoke: {
            id: 'captureFrame',
            src: 'captureFrame',
            input: captureInput('frame'),
            onDone: {
              target: 'annotatingFrame',
              actions: [
                { type: 'storeFrame', params: ({ event }) => event.output },
                'resetAnnotations',
              ],
            },
            onError: { target: 'idle', actions: status(messages.frames.captureFailed) },
          },
        },
        annotatingFrame: {
          tags: 'popupOpen',
          on: {
            'annotation.submit': {
              guard: { type: 'canSubmitAnnotation', params: draftOf },
              actions: [
                { type: 'addAnnotation', params: frameAnnotation },
                { type: 'annotationAdded', params: frameAnnotation },
              ],
            },
            'popup.close': { target: 'idle' },
          },
        },
        capturingResult: {
          tags: 'busy',
          invoke: {
            id: 'captureResultFrame',
            src: 'captureFrame',
            input: captureInput('result'),
            onDone: {
              target: 'annotatingResult',
              actions: [
                { type: 'storeResultFrame', params: ({ event }) => event.output },
                'resetAnnotations',
                status(messages.frames.resultCaptured),
              ],
            },
            onError: { target: 'idle', actions: status(messages.frames.resultCaptureFailed) },
          },
        },
        annotatingResult: {
          tags: 'popupOpen',
          on: {
            'annotation.submit': {
              guard: { type: 'canSubmitAnnotation', params: draftOf },
              actions: { type: 'addAnnotation', params: resultAnnotation },
            },
            /** Closing the popup finalizes the result frame. */
            'popup.close': [
              { guard: 'hasAnnotations', target: 'overlaying' },
              {
                target: 'idle',
                actions: [
                  { type: 'resultSaved', params: resultFrameOf },
                  status(messages.frames.resultSavedNoAnnotations),
                ],
              },
            ],
          },
        },
        overlaying: {
          tags: 'busy',
          invoke: {
            id: 'overlayAnnotations',
            src: 'overlayAnnotations',
            input: overlayInput,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'resultSaved', params: ({ event }) => event.output },
                'clearStatus',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                { type: 'resultSaved', params: resultFrameOf },
                status(messages.frames.resultOverlayFailed),
              ],
            },
          },
        },
      },
    },
    library: {
      initial: 'idle',
      on: {
        /** A new list replaces any load in progress. */
        'frames.load': [
          { guard: { type: 'hasNoFramesToLoad', params: framesOf }, target: '.reported.noFrames' },
          {
            target: '.loading',
            reenter: true,
            actions: { type: 'startLoading', params: framesOf },
          },
        ],
      },
      states: {
        idle: {},
        loading: {
          tags: 'loadingFrames',
          invoke: {
            id: 'loadFrame',
            src: 'loadFrame',
            input: ({ context }) => frameToLoad(context.loading),
            onDone: [
              {
                guard: 'hasMoreFrames',
                target: 'loading',
                reenter: true,
                actions: [
                  { type: 'recordLoadedFrame', params: ({ event }) => event.output },
                  'advanceLoading',
                ],
              },
              {
                guard: { type: 'hasLoadFailures', params: ({ event }) => event.output },
                target: 'reported.someFailed',
                actions: { type: 'recordLoadedFrame', params: ({ event }) => event.output },
              },
              {
                target: 'reported.allLoaded',
                actions: { type: 'recordLoadedFrame', params: ({ event }) => event.output },
              },
            ],
            onError: [
              {
                guard: 'hasMoreFrames',
                target: 'loading',
                reenter: true,
                actions: ['recordFailedFrame', 'advanceLoading'],
              },
              { target: 'reported.someFailed', actions: 'recordFailedFrame' },
            ],
          },
        },
        reported: {
          initial: 'allLoaded',
          states: {
            allLoaded: {
              invoke: {
                id: 'delay',
                src: 'delay',
                input: { ms: FRAME_LOADING_MESSAGE_MS.success },
                onDone: { target: '#frameCapture.library.idle' },
              },
            },
            someFailed: {
              invoke: {
                id: 'delay',
                src: 'delay',
                input: { ms: FRAME_LOADING_MESSAGE_MS.failure },
                onDone: { target: '#frameCapture.library.idle' },
              },
            },
            noFrames: {
              invoke: {
                id: 'delay',
                src: 'delay',
                input: { ms: FRAME_LOADING_MESSAGE_MS.success },
                onDone: { target: '#frameCapture.library.idle' },
              },
            },
          },
        },
      },
    },
  },
});
