import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnnotationShape } from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { readImageHeader, shownSize } from '../../media/image-header';
import { downloadTo, scratchDir } from '../../media/media-files';
import { type FractionRegion, pixelRegion, redactImage } from '../../media/redact-image';
import { isSafeStoragePath, type ObjectInfo, type ObjectStore } from '../../storage/objects';

/**
 * Blur regions are real redaction: a learner never receives the pixels under one. A frame with
 * blur regions is served (guide reply, PDF) as a derivative with those regions pixelated, made
 * once by ffmpeg and kept in the store beside the frame as `redacted-<frame key>/<hash>.jpg`. The
 * hash covers the frame's path, size and time and the regions, so a changed region or a replaced
 * frame makes a new one; the frame key (a hash of the frame's path) gathers one frame's copies, so
 * a new copy removes the ones it replaces (a region moved five times leaves one copy, not five).
 * Neither name tells the raw frame's (whose path files.sign refuses to a learner anyway:
 * files.repository). Whatever goes wrong, the answer is "no image", never the raw frame.
 */

/** A frame bigger than this is not redacted (and so not shown); the PDF prints no larger. */
export const MAX_REDACTED_FRAME_BYTES = 20 * 1024 * 1024;

/** At most this many frames are redacted at once (a first read of a long guide queues). */
export const MAX_PARALLEL_REDACTIONS = 4;

/** Bumped when the redaction changes, so that older derivatives are made again. */
const REDACTION_VERSION = 1;

/** What making derivatives needs: the store, scratch space and the ffmpeg binary. */
export interface RedactionDeps {
  objects: ObjectStore;
  tmpDir: string;
  ffmpegPath?: string;
}

/** The blur regions among a frame's shapes (fractions 0-1), in their order. */
export function blurRegionsOf(
  shapes: readonly ({ type: AnnotationShape } & FractionRegion)[],
): FractionRegion[] {
  return shapes
    .filter((shape) => shape.type === 'blur')
    .map(({ x, y, width, height }) => ({ x, y, width, height }));
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** The folder that holds every redacted copy of `framePath` (and nothing else), beside it. */
export function redactedFolderOf(framePath: string): string {
  return `${framePath.slice(0, framePath.lastIndexOf('/') + 1)}redacted-${digest(framePath)}/`;
}

/** Where the derivative of `framePath` with `regions` redacted is stored: its own folder. */
export function redactedPathOf(
  framePath: string,
  regions: readonly FractionRegion[],
  source: Pick<ObjectInfo, 'size' | 'mtime'>,
): string {
  const hash = digest(
    JSON.stringify({
      v: REDACTION_VERSION,
      frame: framePath,
      size: source.size,
      mtime: source.mtime.getTime(),
      regions: regions.map((r) => [round(r.x), round(r.y), round(r.width), round(r.height)]),
    }),
  );
  return `${redactedFolderOf(framePath)}${hash}.jpg`;
}

/**
 * The app's redacted frames: each derivative made at most once at a time (two readers of a new
 * guide wait for the same ffmpeg run), and at most MAX_PARALLEL_REDACTIONS runs at once.
 */
export class RedactedFrames {
  private readonly making = new Map<string, Promise<string>>();
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly deps: RedactionDeps) {}

  /**
   * The stored path of `framePath` with `regions` pixelated, made now if it is not stored yet;
   * null when it cannot be had (the frame is missing, too large, not a JPEG or PNG, or ffmpeg
   * failed), which the caller shows as an image that is not available.
   */
  async pathOf(
    framePath: string,
    regions: readonly FractionRegion[],
    log?: FastifyBaseLogger,
  ): Promise<string | null> {
    try {
      const source = await this.deps.objects.stat(framePath);
      if (!source?.complete || source.size > MAX_REDACTED_FRAME_BYTES) return null;
      const target = redactedPathOf(framePath, regions, source);
      let pending = this.making.get(target);
      if (!pending) {
        pending = this.ensure(framePath, target, regions).finally(() => {
          this.making.delete(target);
        });
        this.making.set(target, pending);
      }
      return await pending;
    } catch (error) {
      log?.warn({ err: error, framePath }, 'a frame with blur regions could not be redacted');
      return null;
    }
  }

  /** The stored copy at `target`, made first when it is not there. */
  private async ensure(
    framePath: string,
    target: string,
    regions: readonly FractionRegion[],
  ): Promise<string> {
    if (!isSafeStoragePath(target)) throw new Error('The redacted frame has no valid path.');
    const stored = await this.deps.objects.stat(target);
    if (stored?.complete) return target;
    return this.inTurn(() => this.make(framePath, target, regions));
  }

  /** Runs `work` when fewer than MAX_PARALLEL_REDACTIONS others run (a freed turn passes on). */
  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < MAX_PARALLEL_REDACTIONS) this.running += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /**
   * Removes the frame's other copies (older regions, a replaced frame) once `target` is stored. A
   * failure here costs only space: the copy just made is answered all the same.
   */
  private async removeReplaced(framePath: string, target: string): Promise<void> {
    try {
      await this.deps.objects.removePrefix(redactedFolderOf(framePath), {
        keep: new Set([target]),
      });
    } catch {
      // Left for the next copy of this frame, or the project's deletion, to remove.
    }
  }

  /** Downloads the frame, redacts it with ffmpeg and stores the copy at `target`. */
  private async make(
    framePath: string,
    target: string,
    regions: readonly FractionRegion[],
  ): Promise<string> {
    const scratch = await scratchDir(this.deps.tmpDir);
    try {
      const input = join(scratch.dir, 'frame');
      const output = join(scratch.dir, 'redacted.jpg');
      await downloadTo(this.deps.objects, framePath, input);
      const header = readImageHeader(await readFile(input));
      if (!header) throw new Error('The frame is not a JPEG or PNG image.');
      const size = shownSize(header);
      const pixels = regions.map((region) => pixelRegion(region, size));
      await redactImage(input, output, header, pixels, { ffmpegPath: this.deps.ffmpegPath });
      await this.deps.objects.putFile(target, output, {
        contentType: 'image/jpeg',
        name: target.slice(target.lastIndexOf('/') + 1),
      });
      await this.removeReplaced(framePath, target);
      return target;
    } finally {
      await scratch.dispose();
    }
  }
}
