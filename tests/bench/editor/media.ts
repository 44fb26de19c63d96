// The media of the editor benchmark, made with ffmpeg and cached in the OS temp folder (like
// tests/fixtures/media/generate.ts): a one-hour video that only needs its duration and cheap
// seeking, a short 1920x1080 video to capture frames from, and a small JPEG used as the stored
// frame image of every seeded annotation.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireBinary } from '../../fixtures/media/generate';

/** Bump when the output changes, so cached files are made again. */
const MEDIA_VERSION = 1;
const CACHE_DIR = join(tmpdir(), 'stepwise-bench-editor-media');

export interface BenchMedia {
  /** 3600 s, 64x36, one frame a second, a keyframe every 4 s, no audio. */
  hourVideo: string;
  /** 5 s of `testsrc` at 1920x1080, 30 fps, no audio. */
  fullHdVideo: string;
  /** A 320x180 JPEG. */
  frameImage: string;
}

function ffmpeg(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffmpeg',
      ['-hide_banner', '-loglevel', 'error', '-y', ...args],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) reject(new Error(`ffmpeg failed: ${String(stderr).slice(-2000)}`));
        else resolve();
      },
    );
  });
}

/** `name` in the cache, made by `make(partialPath)` unless it is there already. */
async function cached(name: string, make: (path: string) => Promise<void>): Promise<string> {
  const path = join(CACHE_DIR, name);
  if (existsSync(path)) return path;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = join(CACHE_DIR, `.${process.pid}-${Date.now()}-${name}`);
  await make(partial);
  await rename(partial, path);
  return path;
}

const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

export async function benchMedia(): Promise<BenchMedia> {
  requireBinary('ffmpeg');
  const [hourVideo, fullHdVideo, frameImage] = await Promise.all([
    cached(`hour-3600s-v${MEDIA_VERSION}.mp4`, (out) =>
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc=size=64x36:rate=1:duration=3600'],
        ...H264,
        ...['-g', '4', '-an', '-movflags', '+faststart', '-f', 'mp4', out],
      ]),
    ),
    cached(`full-hd-5s-v${MEDIA_VERSION}.mp4`, (out) =>
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc=size=1920x1080:rate=30:duration=5'],
        ...H264,
        ...['-g', '30', '-an', '-movflags', '+faststart', '-f', 'mp4', out],
      ]),
    ),
    cached(`frame-320x180-v${MEDIA_VERSION}.jpg`, (out) =>
      ffmpeg([
        ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=1:duration=1'],
        ...['-frames:v', '1', '-q:v', '4', '-f', 'mjpeg', out],
      ]),
    ),
  ]);
  return { hourVideo, fullHdVideo, frameImage };
}
