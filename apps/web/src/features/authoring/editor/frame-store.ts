import type { EditorAnnotation, FrameUploadEvent } from '@stepwise/machines';
import type { UploadQueue } from '@/features/uploads/upload-queue';

/** How long after a capture its upload starts (the popup opens in the meantime). */
export const FRAME_UPLOAD_DELAY_MS = 250;

/** A captured or loaded still: its JPEG, the object URL shown, and its storage path once stored. */
interface FrameEntry {
  blob: Blob | null;
  url: string;
  path: string | null;
}

/**
 * The stills of one authoring session, by frame timestamp (spec 3 "Captured frames"). A captured
 * frame opens its popup at once from an object URL while its JPEG uploads in the background to
 * the project's annotation_frames; annotations drawn before the upload ends get its path later
 * (`withStoredPaths`). Each capture's upload is told as it starts and as it ends (`onUpload`: the
 * authoring system holds Finish until none runs). Object URLs are revoked on `dispose`.
 */
export class FrameStore {
  readonly #frames = new Map<number, FrameEntry>();
  readonly #blobsByUrl = new Map<string, Blob>();
  readonly #pathsByUrl = new Map<string, string>();
  /** The latest capture's canvas (only one is kept: a 1080p frame is 8 MB of pixels). */
  #latestCanvas: { url: string; canvas: HTMLCanvasElement } | null = null;
  readonly #queue: UploadQueue;
  readonly #projectId: string;

  readonly #uploadDelayMs: number;
  readonly #onUpload: (event: FrameUploadEvent) => void;

  /**
   * `onUpload` hears of each capture's upload: `frame.uploading` as the frame is captured, then
   * `frame.stored` with its path (the step editor fills it into the annotations drawn on it) or
   * `frame.unstored` (it failed, or a recapture at that time replaced it before it ended).
   */
  constructor(
    queue: UploadQueue,
    projectId: string,
    uploadDelayMs = 0,
    onUpload: (event: FrameUploadEvent) => void = () => {},
  ) {
    this.#queue = queue;
    this.#projectId = projectId;
    this.#uploadDelayMs = uploadDelayMs;
    this.#onUpload = onUpload;
  }

  /** Keeps a blob under a new object URL (a result frame, an annotated result). */
  keep(blob: Blob, canvas?: HTMLCanvasElement): string {
    const url = URL.createObjectURL(blob);
    this.#blobsByUrl.set(url, blob);
    if (canvas) this.#latestCanvas = { url, canvas };
    return url;
  }

  blobOf(url: string): Blob | null {
    return this.#blobsByUrl.get(url) ?? null;
  }

  /** A newly captured frame: shown at once, uploaded as `fileName` in the background. */
  capture(timestampMs: number, blob: Blob, fileName: string, canvas?: HTMLCanvasElement): string {
    const url = this.keep(blob, canvas);
    const entry: FrameEntry = { blob, url, path: null };
    const upload = () =>
      this.#queue.settled(
        this.#queue.enqueue(blob, {
          purpose: 'annotation-frame',
          projectId: this.#projectId,
          filename: fileName,
          frameName: fileName,
        }),
      );
    this.#frames.set(timestampMs, entry);
    this.#onUpload({ type: 'frame.uploading', timestampMs });
    // With a delay the upload starts a moment later, so the popup opens first.
    const delay = this.#uploadDelayMs;
    const started =
      delay > 0
        ? new Promise<void>((resolve) => setTimeout(resolve, delay)).then(upload)
        : upload();
    void started.then(
      (item) => {
        entry.path = item.status === 'done' ? (item.result?.path ?? null) : null;
        if (entry.path) this.#pathsByUrl.set(url, entry.path);
        // Stored for that time only while this capture is still its frame (not recaptured).
        const current = this.#frames.get(timestampMs) === entry;
        this.#onUpload(
          entry.path && current
            ? { type: 'frame.stored', timestampMs, path: entry.path }
            : { type: 'frame.unstored', timestampMs },
        );
      },
      () => this.#onUpload({ type: 'frame.unstored', timestampMs }),
    );
    return url;
  }

  /** The canvas a capture drew for `url`, while it is the latest capture. */
  canvasOf(url: string): HTMLCanvasElement | null {
    return this.#latestCanvas?.url === url ? this.#latestCanvas.canvas : null;
  }

  /** A stored frame known by a signed URL (nothing downloaded until it is shown). */
  signed(timestampMs: number, url: string, path: string): void {
    if (this.#frames.get(timestampMs)?.path === path) return;
    this.#frames.set(timestampMs, { blob: null, url, path });
  }

  /** An existing frame loaded for editing: already stored at `path`. */
  loaded(timestampMs: number, blob: Blob, path: string): string {
    const url = this.keep(blob);
    this.#frames.set(timestampMs, { blob, url, path });
    return url;
  }

  /** The storage path an object URL's blob was stored at (a result image). */
  recordPath(url: string, path: string): void {
    this.#pathsByUrl.set(url, path);
  }

  storedPathOfUrl(url: string): string | null {
    return this.#pathsByUrl.get(url) ?? null;
  }

  urlOf(timestampMs: number): string | null {
    return this.#frames.get(timestampMs)?.url ?? null;
  }

  pathOf(timestampMs: number): string | null {
    return this.#frames.get(timestampMs)?.path ?? null;
  }

  /** The annotations with the storage path of their frame filled in where it is known now. */
  withStoredPaths(annotations: readonly EditorAnnotation[]): EditorAnnotation[] {
    let changed = false;
    const next = annotations.map((annotation) => {
      if (annotation.frameImagePath) return annotation;
      const path = this.pathOf(annotation.frameTimestampMs);
      if (!path) return annotation;
      changed = true;
      return { ...annotation, frameImagePath: path };
    });
    return changed ? next : (annotations as EditorAnnotation[]);
  }

  dispose(): void {
    for (const url of this.#blobsByUrl.keys()) URL.revokeObjectURL(url);
    this.#blobsByUrl.clear();
    this.#pathsByUrl.clear();
    this.#latestCanvas = null;
    this.#frames.clear();
  }
}
