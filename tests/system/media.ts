import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateNarratedVideo, type NarrationScript } from '../fixtures/media/generate';

/** Generated media is cached across runs, beside the API tests' cache. */
const MEDIA_CACHE = join(tmpdir(), 'stepwise-media-cache');

/**
 * A short narrated how-to (three steps, about 20 s) so that an AI breakdown on the offline
 * pipeline takes seconds, not minutes. Like every fixture it has the same pause after every
 * sentence (see fixtures/media/README.md): the steps are told by what is said.
 */
const SHELF: NarrationScript = {
  id: 'system-shelf',
  context: { name: 'Hang a shelf', description: 'Hang a small wall shelf.', tags: ['DIY'] },
  voice: 'flite:slt',
  steps: [
    {
      name: 'Mark the wall',
      sentences: [
        'First, mark the wall with a pencil and a level.',
        'Make two small marks for the brackets.',
      ],
      tools: ['pencil', 'level'],
      materials: [],
      cautions: [],
    },
    {
      name: 'Drill the holes',
      sentences: [
        'Next, drill two holes with the drill.',
        'Be careful to keep the drill straight.',
      ],
      tools: ['drill'],
      materials: [],
      cautions: ['Be careful to keep the drill straight.'],
    },
    {
      name: 'Mount the shelf',
      sentences: [
        'Finally, screw the brackets to the wall with the screws.',
        'Then place the shelf on the brackets.',
      ],
      tools: [],
      materials: ['screws', 'brackets'],
      cautions: [],
    },
  ],
};

export const SHELF_CONTEXT = SHELF.context;

/** The short narrated video's bytes. */
export async function narratedVideo(): Promise<Buffer> {
  const video = await generateNarratedVideo(SHELF, MEDIA_CACHE);
  return readFile(video.videoPath);
}

/**
 * A real MP4 of several megabytes (lossless noise compresses badly), for uploads long enough to
 * be cut in the middle.
 */
export async function largeVideo(): Promise<Buffer> {
  const file = join(MEDIA_CACHE, 'system-noise-6s.mp4');
  if (!existsSync(file)) {
    await mkdir(MEDIA_CACHE, { recursive: true });
    const partial = `${file}.${process.pid}.partial.mp4`;
    await promisify(execFile)('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'nullsrc=s=320x240:r=10,geq=random(1)*255:128:128'],
      ...['-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p'],
      partial,
    ]);
    await rename(partial, file);
  }
  return readFile(file);
}
