import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, NO_VOICE_DETAIL } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { putStoredFile } from './support/files';
import { bearer, createCreator, type TestUser } from './support/identity';
import { silentVideo } from './support/media';
import { textBytes } from './support/uploads';

/**
 * POST /api/transcribe on a file of the caller's that is not audio is the caller's fault: a 400
 * that says so, never the 503 of an engine that is down (issue #18).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let scratch: string;
let video: string;

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function ffmpeg(...args: string[]) {
  execFileSync('ffmpeg', ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args]);
}

function store(user: TestUser, name: string, bytes: Buffer, filetype: string) {
  const path = `users/${user.uid}/uploads/${Date.now()}-${name}`;
  putStoredFile(ctx.dataDir, path, bytes, { filetype, filename: name });
  return `/files/${path}`;
}

function transcribe(app: typeof ctx.app, user: TestUser, audioUrl: string) {
  return app.inject({
    method: 'POST',
    url: '/api/transcribe',
    headers: bearer(user),
    payload: { audio_url: audioUrl, language_code: 'en-US' },
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  alice = await createCreator(ctx.app, 'alice');
  scratch = mkdtempSync(join(tmpdir(), 'stepwise-transcribe-input-'));
  video = await silentVideo(3);
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('POST /api/transcribe on what is not audio', () => {
  it('a video (with a sound track), an image or a text file: 400 "not audio"', async () => {
    for (const [name, bytes, type] of [
      ['clip.mp4', readFileSync(video), 'video/mp4'],
      ['cover.png', PNG, 'image/png'],
      ['notes.wav', textBytes(4096), 'audio/wav'],
    ] as const) {
      const res = await transcribe(ctx.app, alice, store(alice, name, bytes, type));
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ detail: messages.media.notAudio });
    }
  }, 60_000);

  it('reads audio in another format than /extract-audio writes (stereo 44.1 kHz WAV, AAC)', async () => {
    for (const [name, codec] of [
      ['stereo.wav', ['-c:a', 'pcm_s16le']],
      ['voice.m4a', ['-c:a', 'aac']],
    ] as const) {
      const file = join(scratch, name);
      ffmpeg('-i', video, '-vn', '-ac', '2', '-ar', '44100', ...codec, file);
      const res = await transcribe(ctx.app, alice, store(alice, name, readFileSync(file), 'audio'));
      // Read as audio: the silent track is "no voice", the creator's fault, not "not audio".
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json()).toEqual({ detail: NO_VOICE_DETAIL });
    }
  }, 60_000);
});

describe('POST /api/transcribe when the engine is down', () => {
  it('still answers 503 "Failed to transcribe audio" for real audio', async () => {
    const down = await buildTestApp({ POCKETSPHINX_PATH: '/nonexistent/pocketsphinx_batch' });
    try {
      const user = await createCreator(down.app, 'down');
      // A second of tone between silences: loud enough above its own floor to be decoded.
      const tone = join(scratch, 'tone.wav');
      const burst = 'aevalsrc=if(between(t\\,1\\,2)\\,0.5*sin(2*PI*440*t)\\,0):d=3:s=16000';
      ffmpeg('-f', 'lavfi', '-i', burst, '-ac', '1', '-c:a', 'pcm_s16le', tone);
      const path = `users/${user.uid}/audio/tone.wav`;
      putStoredFile(down.dataDir, path, readFileSync(tone), { filetype: 'audio/wav' });
      const res = await transcribe(down.app, user, `/files/${path}`);
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({ detail: messages.media.transcribeFailed });
    } finally {
      await down.close();
    }
  }, 60_000);
});
