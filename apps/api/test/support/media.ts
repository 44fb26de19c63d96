import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type GeneratedVideo,
  generateNarratedVideo,
  generateSilentVideo,
  generateStillVideo,
  loadScript,
} from '../../../../tests/fixtures/media/generate';
import { putStoredFile } from './files';

/** Generated media is cached here across test runs (keyed by script and generator version). */
export const MEDIA_CACHE = join(tmpdir(), 'stepwise-media-cache');

/** A narrated how-to video from tests/fixtures/media/scripts, with the truth of its timings. */
export async function narratedVideo(id = 'birdhouse'): Promise<GeneratedVideo> {
  return generateNarratedVideo(await loadScript(id), MEDIA_CACHE);
}

export function silentVideo(seconds: number): Promise<string> {
  return generateSilentVideo(MEDIA_CACHE, seconds);
}

/** A tiny still video of any length (16x16 px, 1 fps, silent). */
export function stillVideo(seconds: number): Promise<string> {
  return generateStillVideo(MEDIA_CACHE, seconds);
}

/** Puts a local video into a user's storage area as a finished upload; returns its path. */
export function storeVideo(dataDir: string, uid: string, file: string, name = 'video.mp4') {
  const path = `users/${uid}/videos/${Date.now()}-${name}`;
  putStoredFile(dataDir, path, readFileSync(file), { filetype: 'video/mp4', filename: name });
  return path;
}
