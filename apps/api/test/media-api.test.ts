import { messages, NO_VOICE_DETAIL } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedVideo } from '../../../tests/fixtures/media/generate';
import { buildTestApp } from './support/app';
import { putStoredFile } from './support/files';
import { trpcCall } from './support/finalize';
import { bearer, createCreator, type TestUser } from './support/identity';
import { narratedVideo, silentVideo, stillVideo, storeVideo } from './support/media';
import { boundaryF1 } from './support/narration';
import { textBytes } from './support/uploads';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let alice: TestUser;
let bob: TestUser;
let video: GeneratedVideo;
let silent: string;

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(field: string, name: string, bytes: Buffer, type = 'video/mp4') {
  const boundary = '----stepwise-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function post(user: TestUser | null, url: string, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: user ? bearer(user) : {},
    payload: payload as Record<string, unknown>,
  });
}

async function extract(user: TestUser, file: string, name = 'birdhouse.mp4') {
  const { readFileSync } = await import('node:fs');
  const body = multipart('video', name, readFileSync(file));
  return ctx.app.inject({
    method: 'POST',
    url: '/api/extract-audio',
    headers: { ...bearer(user), ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  ctx = await buildTestApp();
  [alice, bob] = await Promise.all([
    createCreator(ctx.app, 'alice'),
    createCreator(ctx.app, 'bob'),
  ]);
  video = await narratedVideo('birdhouse');
  silent = await silentVideo(4);
}, 180_000);

afterAll(async () => {
  await ctx?.close();
});

describe('POST /api/extract-audio, /api/transcribe, /api/analyze-transcript', () => {
  it('turns an uploaded narrated video into steps with times, tools and materials', async () => {
    const extracted = await extract(alice, video.videoPath);
    expect(extracted.statusCode, extracted.body).toBe(200);
    const { audio_url } = extracted.json() as { audio_url: string };
    expect(audio_url).toMatch(new RegExp(`^/files/users/${alice.uid}/audio/[0-9a-f-]+\\.wav$`));

    const transcribed = await post(alice, '/api/transcribe', {
      audio_url,
      language_code: 'en-US',
    });
    expect(transcribed.statusCode, transcribed.body).toBe(200);
    const transcription = transcribed.json() as {
      transcript: string;
      segments: unknown[];
      words: { start_ms: number; end_ms: number; word: string }[];
    };
    expect(transcription.words.length).toBeGreaterThan(40);
    // Offline speech recognition of a synthetic voice mishears some words, not most of them.
    const heard = [
      'tape',
      'measure',
      'pencil',
      'hammer',
      'screwdriver',
      'panel',
      'board',
      'roof',
    ].filter((word) => transcription.transcript.includes(word));
    expect(heard.length, transcription.transcript).toBeGreaterThanOrEqual(3);

    const analyzed = await post(alice, '/api/analyze-transcript', {
      ...transcription,
      video_metadata: {
        filename: 'birdhouse.mp4',
        duration: video.truth.duration_ms / 1000,
        size: 1000,
      },
      project_context: { name: 'Cedar birdhouse', description: '', tags: ['Woodworking'] },
    });
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const analysis = analyzed.json() as {
      steps: { name: string; video_start_time_ms: number; video_end_time_ms: number }[];
      tools: string[];
      materials: string[];
      questions: string[];
    };
    expect(analysis.steps.length).toBeGreaterThanOrEqual(video.truth.steps.length - 1);
    for (const step of analysis.steps) {
      expect(step.video_end_time_ms).toBeGreaterThan(step.video_start_time_ms);
      expect(step.name).not.toMatch(/^(you|there's|so|um)$/i);
    }
    expect(analysis.tools.length + analysis.materials.length).toBeGreaterThan(2);
    expect(analysis.questions.length).toBe(analysis.steps.length);
  }, 120_000);

  it('reads the steps of a narration without markers or longer pauses from what is said', async () => {
    // A tune-half script (tests/fixtures/media/devset.ts): an instruction and its why/tip per step,
    // the same pause after every sentence. Boundary F1 measured 0.83 through this path.
    const mulch = await narratedVideo('garden-mulch-bed');
    const extracted = await extract(alice, mulch.videoPath, 'mulch.mp4');
    expect(extracted.statusCode, extracted.body).toBe(200);
    const transcribed = await post(alice, '/api/transcribe', {
      audio_url: extracted.json().audio_url,
      language_code: 'en-US',
    });
    expect(transcribed.statusCode, transcribed.body).toBe(200);
    const analyzed = await post(alice, '/api/analyze-transcript', {
      ...(transcribed.json() as object),
      video_metadata: { filename: 'mulch.mp4', duration: mulch.truth.duration_ms / 1000, size: 1 },
      project_context: { name: 'Mulch a garden bed', description: '', tags: ['Gardening'] },
    });
    expect(analyzed.statusCode, analyzed.body).toBe(200);
    const steps = analyzed.json().steps as {
      name: string;
      video_start_time_ms: number;
      video_end_time_ms: number;
      confidence: number | null;
      transcript: { start_ms: number; end_ms: number; text: string }[];
    }[];
    const truth = mulch.truth.steps.map((step) => step.start_ms);
    expect(
      boundaryF1(
        steps.map((step) => step.video_start_time_ms),
        truth,
      ),
    ).toBeGreaterThanOrEqual(0.7);
    for (const step of steps) {
      expect(step.name).not.toMatch(/^step\b/i);
      expect(step.confidence).toBeGreaterThanOrEqual(0);
      expect(step.confidence).toBeLessThanOrEqual(1);
      expect(step.transcript.length).toBeGreaterThan(0);
      for (const line of step.transcript) {
        expect(line.start_ms).toBeGreaterThanOrEqual(step.video_start_time_ms);
        expect(line.end_ms).toBeLessThanOrEqual(step.video_end_time_ms);
      }
    }
  }, 120_000);

  it("answers 'no_voice' for a video without speech", async () => {
    const extracted = await extract(alice, silent, 'silent.mp4');
    expect(extracted.statusCode, extracted.body).toBe(200);
    const res = await post(alice, '/api/transcribe', {
      audio_url: extracted.json().audio_url,
      language_code: 'en-US',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(NO_VOICE_DETAIL);
  }, 60_000);

  it('refuses what is not a video, and other people’s audio, with a detail', async () => {
    const notVideo = multipart('video', 'notes.mp4', textBytes(2000), 'video/mp4');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/extract-audio',
      headers: { ...bearer(alice), ...notVideo.headers },
      payload: notVideo.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(messages.media.extractFailed);

    const wrongField = multipart('file', 'a.mp4', textBytes(10));
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/extract-audio',
      headers: { ...bearer(alice), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('Send the video in the form field "video".');

    const extracted = await extract(alice, silent, 'silent.mp4');
    const stolen = await post(bob, '/api/transcribe', { audio_url: extracted.json().audio_url });
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().detail).toBe('You can only process your own files.');

    const unsigned = await post(null, '/api/transcribe', { audio_url: extracted.json().audio_url });
    expect(unsigned.statusCode).toBe(401);
  }, 60_000);

  it('extracts the audio of a stored video named by path, and 404s a missing one', async () => {
    const path = storeVideo(ctx.dataDir, alice.uid, video.videoPath, 'birdhouse.mp4');
    const res = await post(alice, '/api/extract-audio', { video_path: path });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().audio_url).toMatch(/\.wav$/);

    const missing = await post(alice, '/api/extract-audio', {
      video_path: `users/${alice.uid}/videos/none.mp4`,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Video file not found.');
  }, 60_000);

  it('enforces the 300 s AI limit on the server too', async () => {
    const res = await post(alice, '/api/analyze-transcript', {
      transcript: 'First, cut the board.',
      video_metadata: { filename: 'long.mp4', duration: 300.5, size: 10 },
      project_context: { name: 'Long' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(messages.create.aiDisabledDuration);
  });
});

describe('media jobs (pg-boss)', () => {
  let jobs: Awaited<ReturnType<typeof buildTestApp>>;
  let carol: TestUser;

  beforeAll(async () => {
    jobs = await buildTestApp({ MEDIA_WORKERS: 'in-process', MEDIA_JOB_RETRIES: '0' });
    carol = await createCreator(jobs.app, 'carol');
  }, 60_000);

  afterAll(async () => {
    await jobs?.close();
  });

  async function status(batchId: string) {
    const res = await trpcCall(
      jobs.app,
      carol,
      'media.breakdownStatus',
      { batch_id: batchId },
      'query',
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result.data as {
      done: boolean;
      jobs: {
        state: string;
        phase: string | null;
        phase_progress: number | null;
        error: string | null;
        result: { videoName: string; transcript: string; steps: unknown[] } | null;
      }[];
    };
  }

  /** Polls the breakdown until it ends; `seen` gets every job's phase and phase progress. */
  async function settle(batchId: string, seen: [string | null, number | null][] = []) {
    for (let i = 0; i < 600; i++) {
      const current = await status(batchId);
      for (const job of current.jobs) seen.push([job.phase, job.phase_progress]);
      if (current.done) return current;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the breakdown did not finish');
  }

  function breakdown(videos: { name: string; path: string }[]) {
    return trpcCall(
      jobs.app,
      carol,
      'media.breakdown',
      {
        videos,
        project_context: { name: 'Cedar birdhouse', description: 'A weekend build', tags: [] },
      },
      'mutation',
    );
  }

  it('breaks each video down in a job, through the four phases in order', async () => {
    const path = storeVideo(jobs.dataDir, carol.uid, video.videoPath, 'birdhouse.mp4');
    const silentPath = storeVideo(jobs.dataDir, carol.uid, silent, 'silent.mp4');
    const started = await breakdown([
      { name: 'birdhouse.mp4', path },
      { name: 'silent.mp4', path: silentPath },
    ]);
    expect(started.statusCode, started.body).toBe(200);
    const { batch_id, jobs: queued } = started.json().result.data;
    expect(queued.map((job: { video_name: string }) => job.video_name)).toEqual([
      'birdhouse.mp4',
      'silent.mp4',
    ]);

    const seen: [string | null, number | null][] = [];
    const final = await settle(batch_id, seen);
    // The transcription told how much of the audio it had decoded, and only the transcription.
    const transcribing = seen.filter(([phase, done]) => phase === 'transcribing_audio' && done);
    expect(transcribing.length, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(transcribing.every(([, done]) => done! > 0 && done! <= 1)).toBe(true);
    expect(seen.filter(([phase, done]) => phase !== 'transcribing_audio' && done !== null)).toEqual(
      [],
    );
    const [narrated, quiet] = final.jobs as [(typeof final.jobs)[0], (typeof final.jobs)[0]];
    expect(narrated.state).toBe('completed');
    expect(narrated.result?.videoName).toBe('birdhouse.mp4');
    expect(narrated.result?.steps.length).toBeGreaterThan(2);
    expect(narrated.result?.transcript.length).toBeGreaterThan(100);
    expect(quiet.state).toBe('failed');
    expect(quiet.error).toBe(NO_VOICE_DETAIL);

    const rows = await jobs.db
      .selectFrom('media_jobs')
      .select(['video_name', 'phases'])
      .where('batch_id', '=', batch_id)
      .orderBy('video_index')
      .execute();
    expect(rows[0]?.phases).toEqual([
      'extracting_audio',
      'transcribing_audio',
      'getting_duration',
      'analyzing',
    ]);
    expect(rows[1]?.phases).toEqual(['extracting_audio', 'transcribing_audio']);

    // Nobody else can read or cancel it.
    const peek = await trpcCall(jobs.app, bob, 'media.breakdownStatus', { batch_id }, 'query');
    expect(peek.statusCode).toBe(404);
  }, 240_000);

  it('refuses a video over 300 s before any work, with the spec text', async () => {
    const path = storeVideo(jobs.dataDir, carol.uid, await stillVideo(301), 'long.mp4');
    const started = await breakdown([{ name: 'long.mp4', path }]);
    const final = await settle(started.json().result.data.batch_id);
    expect(final.jobs[0]?.state).toBe('failed');
    expect(final.jobs[0]?.error).toBe(messages.create.aiDisabledDuration);
  }, 120_000);

  it('cancels a breakdown when the creator leaves', async () => {
    const path = storeVideo(jobs.dataDir, carol.uid, video.videoPath, 'birdhouse.mp4');
    const started = await breakdown([{ name: 'birdhouse.mp4', path }]);
    const { batch_id } = started.json().result.data;
    const cancelled = await trpcCall(
      jobs.app,
      carol,
      'media.cancelBreakdown',
      { batch_id },
      'mutation',
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result.data.jobs[0].state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const later = await status(batch_id);
    expect(later.jobs[0]?.state).toBe('cancelled');
    expect(later.jobs[0]?.result).toBeNull();
  }, 60_000);

  it('refuses someone else’s video and a missing one', async () => {
    const theirs = `users/${bob.uid}/videos/theirs.mp4`;
    putStoredFile(jobs.dataDir, theirs, textBytes(10));
    const res = await breakdown([{ name: 'theirs.mp4', path: theirs }]);
    expect(res.statusCode).toBe(403);
    const missing = await breakdown([
      { name: 'gone.mp4', path: `users/${carol.uid}/videos/gone.mp4` },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Video file not found.');
  });

  it('regenerates one step from its time range, keeping the range', async () => {
    const path = storeVideo(jobs.dataDir, carol.uid, video.videoPath, 'birdhouse.mp4');
    const truth = video.truth.steps[1] as (typeof video.truth.steps)[0];
    const res = await trpcCall(
      jobs.app,
      carol,
      'media.regenerateStep',
      {
        video: { name: 'birdhouse.mp4', path },
        time_range: { start_ms: truth.start_ms, end_ms: truth.end_ms },
        project_context: { name: 'Cedar birdhouse' },
      },
      'mutation',
    );
    expect(res.statusCode, res.body).toBe(200);
    const { step, used_full_context, transcript } = res.json().result.data;
    expect(used_full_context).toBe(false);
    expect(transcript.length).toBeGreaterThan(10);
    expect(step.video_start_time_ms).toBe(truth.start_ms);
    expect(step.video_end_time_ms).toBe(truth.end_ms);
    expect(step.name.length).toBeGreaterThan(2);
  }, 120_000);

  it('falls back to the whole video when the range says under 10 characters', async () => {
    const path = storeVideo(jobs.dataDir, carol.uid, video.videoPath, 'birdhouse.mp4');
    // The lead-in silence before the first sentence.
    const first = video.truth.sentences[0] as (typeof video.truth.sentences)[0];
    const res = await trpcCall(
      jobs.app,
      carol,
      'media.regenerateStep',
      {
        video: { name: 'birdhouse.mp4', path },
        time_range: { start_ms: 0, end_ms: Math.max(200, first.start_ms - 100) },
        project_context: { name: 'Cedar birdhouse' },
      },
      'mutation',
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().result.data;
    expect(data.used_full_context).toBe(true);
    expect(data.transcript.length).toBeGreaterThan(100);
    expect(data.step.video_start_time_ms).toBe(0);

    const silentPath = storeVideo(jobs.dataDir, carol.uid, silent, 'silent.mp4');
    const quiet = await trpcCall(
      jobs.app,
      carol,
      'media.regenerateStep',
      {
        video: { name: 'silent.mp4', path: silentPath },
        time_range: { start_ms: 0, end_ms: 2000 },
        project_context: { name: 'Quiet' },
      },
      'mutation',
    );
    expect(quiet.statusCode).toBe(400);
    expect(quiet.json().error.message).toBe(messages.regeneration.noVoice);
  }, 180_000);
});
