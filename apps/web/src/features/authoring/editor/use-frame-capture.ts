import { messages } from '@stepwise/contracts';
import {
  type CaptureFrameInput,
  type FrameToLoad,
  frameCaptureMachine,
  type OverlayInput,
  type StepEditorEvent,
  type StoredFrame,
  type stepEditorMachine,
} from '@stepwise/machines';
import { toast } from '@stepwise/ui';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type ActorRefFrom, type AnyActorRef, fromPromise } from 'xstate';
import { renderAnnotatedJpeg } from '@/features/annotation/render-annotated-image';
import {
  createLimiter,
  FRAME_CHECKS_AT_ONCE,
  frameAnswers,
} from '@/features/authoring/editor/frame-check';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { SignedUrlBatcher } from '@/features/files/signed-url-batcher';
import { useSignedUrlChannel } from '@/features/files/signed-urls-provider';
import type { CapturedFrame, VideoPlayerHandle } from '@/features/player/video-player';
import type { UploadQueue } from '@/features/uploads/upload-queue';

/** The system an actor runs in (the authoring system, for the capture child). */
type AnyActorSystem = AnyActorRef['system'];

/** What the runtime needs of the screen. */
export interface FrameCaptureDeps {
  projectId: string;
  frames: FrameStore;
  queue: UploadQueue;
  player: RefObject<VideoPlayerHandle | null>;
}

/** The step editor of the authoring system: captured frames and result images go to its step. */
const editorOf = (system: AnyActorSystem) =>
  system.get('stepEditor') as ActorRefFrom<typeof stepEditorMachine>;

/** What the result image upload needs of the system: the editor, and its step's result image. */
interface EditorPort {
  send: (event: StepEditorEvent) => void;
  /** The result image the step holds now (its object URL), to attach the stored path to it. */
  currentResultUrl: () => string | null;
}

const editorPort = (system: AnyActorSystem): EditorPort => ({
  send: (event) => editorOf(system).send(event),
  currentResultUrl: () => editorOf(system).getSnapshot().context.step.resultImage?.imageUrl ?? null,
});

export type FrameCaptureActor = ActorRefFrom<typeof frameCaptureMachine>;

const loadImage = (url: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The frame image could not be read.'));
    image.src = url;
  });

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * The frame-capture machine of #5 with the browser's parts provided: stills from the player's
 * canvas capture, annotated results drawn on a canvas, existing frames downloaded through signed
 * URLs, alerts as toasts, and the result image uploaded to the project's result_images. `logic`
 * runs as the authoring system's `frameCapture` child (captures reach the system's step editor);
 * `controls(actor)` are the screen's buttons on that running child.
 */
export function useFrameCapture(deps: FrameCaptureDeps) {
  const depsRef = useRef(deps);
  depsRef.current = deps;
  /** A frame the player already captured (its Capture button): the actor uses it. */
  const pending = useRef<CapturedFrame | null>(null);
  const channel = useSignedUrlChannel();
  /**
   * Each stored frame's signed URL once it answers (null when it does not), asked for once: the
   * batcher signs 200 paths a call, and the HEAD checks run a few at a time.
   */
  const signedFrames = useRef(new Map<string, Promise<string | null>>());
  const [limit] = useState(() => createLimiter(FRAME_CHECKS_AT_ONCE));
  const signFrame = useCallback(
    (path: string): Promise<string | null> => {
      let signed = signedFrames.current.get(path);
      if (!signed) {
        channel.batcher ??= new SignedUrlBatcher(channel.sign);
        signed = channel.batcher
          .load(path)
          .then((result) =>
            limit(async () => ((await frameAnswers(result.url)) ? result.url : null)),
          );
        signedFrames.current.set(path, signed);
      }
      return signed;
    },
    [channel, limit],
  );

  const [logic] = useState(() =>
    frameCaptureMachine.provide({
      actors: {
        captureFrame: fromPromise<StoredFrame, CaptureFrameInput>(async ({ input, system }) => {
          const { player, frames } = depsRef.current;
          const captured = pending.current ?? (await player.current?.captureFrame());
          pending.current = null;
          if (!captured) throw new Error('The player is not ready.');
          if (input.kind === 'result') {
            const url = frames.keep(captured.blob, captured.canvas);
            return { timestampMs: input.timestampMs, fileName: input.fileName, url };
          }
          const url = frames.capture(
            input.timestampMs,
            captured.blob,
            input.fileName,
            captured.canvas,
          );
          editorOf(system).send({
            type: 'frame.captured',
            frame: { timestampMs: input.timestampMs, imageUrl: url, imagePath: null },
          });
          return { timestampMs: input.timestampMs, fileName: input.fileName, url };
        }),
        overlayAnnotations: fromPromise<StoredFrame, OverlayInput>(async ({ input }) => {
          const image = await loadImage(input.frame.url);
          const blob = await renderAnnotatedJpeg(
            image,
            input.annotations.map((annotation) => ({
              text: annotation.text,
              geometry: annotation.shape,
              color: annotation.color ?? null,
            })),
            input.style,
            input.quality,
          );
          const url = depsRef.current.frames.keep(blob);
          return { timestampMs: input.frame.timestampMs, fileName: input.fileName, url };
        }),
        loadFrame: fromPromise<StoredFrame | null, FrameToLoad>(async ({ input }) => {
          // Signed in batches (see signFrame): nothing is downloaded until a frame is shown.
          const url = await signFrame(input.path);
          // A frame that is not there any more counts as not loaded (spec 8: a failed download).
          if (!url) return null;
          depsRef.current.frames.signed(input.timestampMs, url, input.path);
          return { timestampMs: input.timestampMs, fileName: baseName(input.path), url };
        }),
      },
      actions: {
        showAlert: (_, params) => {
          toast.warning(params.message);
        },
        pauseVideo: () => depsRef.current.player.current?.pause(),
        // The popup edits the step's annotations directly (annotation.replace).
        annotationAdded: () => {},
        resultSaved: ({ system }, image) => {
          void storeResultImage(depsRef.current, editorPort(system), image);
        },
      },
    }),
  );

  useEffect(() => () => deps.frames.dispose(), [deps.frames]);

  // The screen memoises what this returns for the running child: one object for the actor's
  // life, passed down without re-rendering children.
  const controls = useCallback(
    (actor: FrameCaptureActor) => ({
      actor,
      /** Signs every stored frame's path at once (in batches) before they load one by one. */
      presign(paths: readonly string[]) {
        for (const path of paths) void signFrame(path).catch(() => undefined);
      },
      /** The player captured a still: run it through the machine (timestamp, popup). */
      captureFromPlayer(frame: CapturedFrame) {
        const facts = depsRef.current.player.current?.facts();
        if (!facts) return;
        pending.current = frame;
        actor.send({ type: 'frame.capture', ...facts });
      },
      captureResult() {
        const facts = depsRef.current.player.current?.facts();
        if (!facts) {
          toast.warning(messages.frames.videoNotReady);
          return;
        }
        pending.current = null;
        actor.send({ type: 'result.capture', ...facts });
      },
    }),
    [signFrame],
  );
  return { logic, controls };
}

/** What `useFrameCapture` gives the screen: the provided machine and the controls' maker. */
export type FrameCaptureParts = ReturnType<typeof useFrameCapture>;

/** The capture buttons of the screen on the running `frameCapture` child. */
export type FrameCaptureControls = ReturnType<FrameCaptureParts['controls']>;

/** The result frame (annotated or not) becomes the step's result image, then is stored. */
async function storeResultImage(
  deps: FrameCaptureDeps,
  editor: EditorPort,
  image: StoredFrame,
): Promise<void> {
  const blob = deps.frames.blobOf(image.url);
  if (!blob) return;
  const shown = {
    name: image.fileName,
    type: 'image/jpeg',
    size: blob.size,
    imageUrl: image.url,
    imagePath: null,
    hasExistingImage: false,
    file: null,
  };
  editor.send({ type: 'resultImage.set', image: shown });
  const id = deps.queue.enqueue(blob, {
    purpose: 'result-image',
    projectId: deps.projectId,
    filename: image.fileName,
  });
  const item = await deps.queue.settled(id);
  if (item.status !== 'done' || !item.result) {
    toast.error(item.error ?? messages.frames.resultCaptureFailed);
    return;
  }
  deps.frames.recordPath(image.url, item.result.path);
  // Only if the author is still on the step that holds this result image (else it is filled in
  // when the steps are stored: see persistable-steps.ts).
  if (editor.currentResultUrl() !== image.url) return;
  editor.send({
    type: 'resultImage.set',
    image: { ...shown, imagePath: item.result.path, hasExistingImage: true },
  });
}
