import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cutAudio } from '../src/media/audio-range';
import { extractAudio, probeDuration } from '../src/media/ffmpeg';
import { MediaError } from '../src/media/types';

// The media tools read the files the API copied out of storage. Whatever a path or a file's
// content says, they must never reach the network (server-side request forgery): a listening
// server here counts every request that arrives.
let server: Server;
let origin: string;
let dir: string;
const hits: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('#EXTM3U\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'stepwise-media-ssrf-'));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  return (error as MediaError).failure;
}

describe('media tools open local files only', () => {
  it('extractAudio, probeDuration and cutAudio given a URL fetch nothing', async () => {
    const url = `${origin}/private/video.mp4`;
    expect(await failure(extractAudio(url, join(dir, 'a.wav')))).toBe('extract_failed');
    expect(await failure(probeDuration(url))).toBe('probe_failed');
    expect(await failure(cutAudio(url, join(dir, 'b.wav'), 0, 1000))).toBe('extract_failed');
    expect(hits).toEqual([]);
  });

  it('a stored "video" that is a playlist of network addresses fetches nothing', async () => {
    const playlist = join(dir, 'playlist.mp4');
    await writeFile(
      playlist,
      `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${origin}/metadata/secret.ts\n#EXT-X-ENDLIST\n`,
    );
    expect(await failure(extractAudio(playlist, join(dir, 'c.wav')))).toBe('extract_failed');
    await probeDuration(playlist).catch(() => undefined);
    expect(hits).toEqual([]);
  });
});
