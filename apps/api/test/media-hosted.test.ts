import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from './support/app';
import { trpcCall } from './support/finalize';
import { createCreator, type TestUser } from './support/identity';
import { narratedVideo, storeVideo } from './support/media';
import {
  CHAT_PATH,
  chatCompletion,
  type OpenAiServer,
  startOpenAiServer,
  TRANSCRIPTIONS_PATH,
} from './support/openai-server';

let server: OpenAiServer;
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let dana: TestUser;

beforeAll(async () => {
  server = await startOpenAiServer();
  // The whole app in hosted mode: both stages on an OpenAI-compatible server (a local one here).
  ctx = await buildTestApp({
    MEDIA_WORKERS: 'in-process',
    MEDIA_JOB_RETRIES: '0',
    TRANSCRIBER: 'openai',
    ANALYZER: 'llm',
    OPENAI_BASE_URL: server.baseURL,
    OPENAI_TRANSCRIBE_MODEL: 'whisper-local',
    OPENAI_ANALYZE_MODEL: 'llama-local',
  });
  dana = await createCreator(ctx.app, 'dana');
}, 120_000);

afterAll(async () => {
  await ctx?.close();
  await server?.close();
});

async function breakdownOf(path: string) {
  const started = await trpcCall(
    ctx.app,
    dana,
    'media.breakdown',
    {
      videos: [{ name: 'birdhouse.mp4', path }],
      project_context: { name: 'Cedar birdhouse', description: '', tags: ['Woodworking'] },
    },
    'mutation',
  );
  expect(started.statusCode, started.body).toBe(200);
  const batchId = started.json().result.data.batch_id as string;
  for (let i = 0; i < 300; i++) {
    const res = await trpcCall(
      ctx.app,
      dana,
      'media.breakdownStatus',
      { batch_id: batchId },
      'query',
    );
    const status = res.json().result.data;
    if (status.done) return status.jobs[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the breakdown did not finish');
}

it('breaks a video down through a hosted transcriber and model', async () => {
  const video = await narratedVideo('birdhouse');
  server.reply(TRANSCRIPTIONS_PATH, {
    json: {
      text: 'First, cut the board with a hand saw. Next, glue the roof on.',
      language: 'english',
      duration: 12,
      segments: [
        { id: 0, start: 0.5, end: 4, text: 'First, cut the board with a hand saw.' },
        { id: 1, start: 6, end: 9, text: 'Next, glue the roof on.' },
      ],
      words: [
        { word: 'First', start: 0.5, end: 0.9 },
        { word: 'Next', start: 6, end: 6.4 },
      ],
    },
  });
  const step = (name: string, start: number, end: number, tool: string) => ({
    name,
    description: `${name}.`,
    start_seconds: start,
    end_seconds: end,
    tools: [tool],
    materials: ['cedar board'],
    cautions: [],
    validation_question: `What do you use to ${name.toLowerCase()}?`,
    validation_answer: tool,
  });
  server.reply(CHAT_PATH, {
    json: chatCompletion(
      JSON.stringify({
        steps: [step('Cut the board', 0.5, 6, 'hand saw'), step('Glue the roof', 6, 9, 'clamp')],
      }),
    ),
  });

  const job = await breakdownOf(
    storeVideo(ctx.dataDir, dana.uid, video.videoPath, 'birdhouse.mp4'),
  );
  expect(job.state, job.error).toBe('completed');
  expect(job.result.transcript).toBe(
    'First, cut the board with a hand saw. Next, glue the roof on.',
  );
  expect(job.result.steps.map((s: { name: string }) => s.name)).toEqual([
    'Cut the board',
    'Glue the roof',
  ]);
  expect(job.result.steps[0]).toMatchObject({
    video_start_time_ms: 500,
    video_end_time_ms: 6000,
    validation_metric: {
      question: 'What do you use to cut the board?',
      expected_answer: 'hand saw',
    },
  });
  expect(job.result.tools).toEqual(['hand saw', 'clamp']);

  const [transcription, chat] = [
    server.requests.find((r) => r.path === TRANSCRIPTIONS_PATH),
    server.requests.find((r) => r.path === CHAT_PATH),
  ];
  expect(transcription?.fields?.model).toEqual(['whisper-local']);
  expect((chat?.json as { model?: string } | undefined)?.model).toBe('llama-local');
}, 120_000);

it('fails the job with the spec text when the model answers nonsense, keeping nothing', async () => {
  const video = await narratedVideo('birdhouse');
  server.reset();
  server.reply(TRANSCRIPTIONS_PATH, {
    json: { text: 'First, cut the board.', segments: [], words: [] },
  });
  server.reply(CHAT_PATH, { json: chatCompletion('{"steps": [{"name": "Cut"') });
  const job = await breakdownOf(
    storeVideo(ctx.dataDir, dana.uid, video.videoPath, 'birdhouse.mp4'),
  );
  expect(job.state).toBe('failed');
  expect(job.error).toMatch(/^Failed to analyze transcript/);
  expect(job.result).toBeNull();
}, 120_000);
