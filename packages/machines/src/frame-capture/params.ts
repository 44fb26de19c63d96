import { annotationOn, captureFileName, JPEG_MIME, overlayInputFor } from './rules';
import type {
  CaptureFrameInput,
  FrameAnnotation,
  FrameCaptureContext,
  FrameCaptureEvent,
  FrameKind,
  FrameToLoad,
  OverlayInput,
  StoredFrame,
  VideoFacts,
} from './types';

/** What the frame-capture machine's config hands its actions, guards and actors. */

type ContextArgs = { context: FrameCaptureContext };
type SubmitArgs = ContextArgs & {
  event: Extract<FrameCaptureEvent, { type: 'annotation.submit' }>;
};

/** The alert action with its text. */
export const alert = (message: string) => ({ type: 'showAlert', params: { message } }) as const;
/** The status-line action with its text. */
export const status = (message: string) => ({ type: 'setStatus', params: { message } }) as const;

export const videoOf = ({ event }: { event: VideoFacts }): VideoFacts => event;
export const framesOf = ({ event }: { event: { frames: FrameToLoad[] } }): FrameToLoad[] =>
  event.frames;
export const draftOf = ({ event }: SubmitArgs) => ({ shape: event.shape, text: event.text });

/** The `captureFrame` input: `frame_{ms}.jpg` or `result_frame_{ms}.jpg`, as JPEG. */
export const captureInput =
  (kind: FrameKind) =>
  ({ context }: ContextArgs): CaptureFrameInput => ({
    kind,
    timestampMs: context.captureMs,
    fileName: captureFileName(kind, context.captureMs),
    mimeType: JPEG_MIME,
  });

const annotationWith =
  (frame: 'currentFrame' | 'resultFrame') =>
  ({ context, event }: SubmitArgs): FrameAnnotation =>
    annotationOn(context[frame]!, event.shape!, event.text, event.color);
/** A submit in the 'Annotate Frame' popup: on the captured frame. */
export const frameAnnotation = annotationWith('currentFrame');
/** A submit in the 'Annotate Result Frame' popup: on the result frame. */
export const resultAnnotation = annotationWith('resultFrame');

export const resultFrameOf = ({ context }: ContextArgs): StoredFrame => context.resultFrame!;
export const overlayInput = ({ context }: ContextArgs): OverlayInput =>
  overlayInputFor(context.resultFrame!, context.annotations);
