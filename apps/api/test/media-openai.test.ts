import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnalyzeTranscriptInput, analyzeTranscriptResponseSchema } from '@stepwise/contracts';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createLlmAnalyzer,
  RESPONSE_SCHEMA_NAME,
  UNUSABLE_ANSWER_DETAIL,
} from '../src/media/analyzer/llm';
import { createOpenAiTranscriber } from '../src/media/openai-transcriber';
import { MediaError } from '../src/media/types';
import { someBytes } from './support/files';
import {
  apiError,
  CHAT_PATH,
  chatCompletion,
  type OpenAiServer,
  type RecordedRequest,
  startOpenAiServer,
  TRANSCRIPTIONS_PATH,
} from './support/openai-server';

const API_KEY = 'sk-test-secret-key';
const MODEL = 'test-model';

let server: OpenAiServer;
let client: OpenAI;
let dir: string;
beforeAll(async () => {
  server = await startOpenAiServer();
  // No retries: a test's 500 is answered once (the client's retry policy is not ours to test).
  client = new OpenAI({ apiKey: API_KEY, baseURL: server.baseURL, maxRetries: 0 });
  dir = mkdtempSync(join(tmpdir(), 'stepwise-openai-test-'));
});
afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => server.reset());

const input: AnalyzeTranscriptInput = {
  transcript: 'First, cut the side panels with a hand saw. Next, glue the roof on.',
  video_metadata: { filename: 'shed.mp4', duration: 60, size: 123_456 },
  project_context: { name: 'Garden shed', description: 'A small shed', tags: ['wood'] },
  segments: [
    { start_ms: 1200, end_ms: 4800, text: 'First, cut the side panels with a hand saw.' },
    { start_ms: 31_000, end_ms: 34_500, text: 'Next, glue the roof on.' },
  ],
};

const goodStep = (overrides: Record<string, unknown> = {}) => ({
  name: 'Cut the side panels',
  description: 'Cut the side panels with a hand saw.',
  start_seconds: 1.2,
  end_seconds: 31,
  tools: ['hand saw'],
  materials: ['side panels'],
  cautions: [],
  validation_question: 'What do you use to cut the side panels?',
  validation_answer: 'a hand saw',
  ...overrides,
});

const answer = (steps: unknown[]) => chatCompletion(JSON.stringify({ steps }));

async function failureOf(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

/** Every object in a strict schema lists all its properties as required and allows no others. */
function expectStrict(schema: unknown): void {
  if (Array.isArray(schema)) {
    for (const entry of schema) expectStrict(entry);
    return;
  }
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object') {
    expect(node.additionalProperties).toBe(false);
    expect([...(node.required as string[])].sort()).toEqual(
      Object.keys(node.properties as object).sort(),
    );
  }
  for (const value of Object.values(node)) expectStrict(value);
}

describe('llm analyzer against an OpenAI-compatible server', () => {
  const analyzer = () => createLlmAnalyzer({ client, model: MODEL });

  it('sends the model, a strict json_schema and the timed transcript', async () => {
    server.reply(CHAT_PATH, { json: answer([goodStep()]) });
    await analyzer().analyze(input);
    expect(server.requests).toHaveLength(1);
    const request = server.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', path: CHAT_PATH });
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const body = request.json as {
      model: string;
      messages: { role: string; content: string }[];
      response_format: {
        type: string;
        json_schema: { name: string; strict: boolean; schema: Record<string, unknown> };
      };
    };
    expect(body.model).toBe(MODEL);
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema).toMatchObject({
      name: RESPONSE_SCHEMA_NAME,
      strict: true,
    });
    const { schema } = body.response_format.json_schema;
    expect(schema).not.toHaveProperty('$schema');
    expectStrict(schema);
    const stepSchema = (schema.properties as { steps: { items: { properties: object } } }).steps;
    expect(Object.keys(stepSchema.items.properties)).toEqual(
      expect.arrayContaining(['name', 'start_seconds', 'end_seconds', 'validation_question']),
    );
    const prompt = body.messages.find((message) => message.role === 'user')!.content;
    expect(prompt).toContain('Project: Garden shed');
    expect(prompt).toContain('shed.mp4, 60.0 seconds long');
    expect(prompt).toContain('[1.2s] First, cut the side panels with a hand saw.');
    expect(prompt).toContain('[31.0s] Next, glue the roof on.');
    expect(prompt).not.toContain('Regenerate');
  });

  it('turns a good answer into steps with ms times, timing texts and lists', async () => {
    const roof = goodStep({
      name: 'Glue the roof',
      description: 'Glue the roof on.',
      start_seconds: 31,
      // Slightly past the end (rounding): clamped to the video.
      end_seconds: 60.4,
      tools: [],
      materials: ['wood glue', 'Wood glue'],
      cautions: ['Wear gloves.'],
      validation_question: '',
      validation_answer: '',
    });
    server.reply(CHAT_PATH, { json: answer([roof, goodStep()]) });
    const result = await analyzer().analyze(input);
    expect(analyzeTranscriptResponseSchema.parse(result)).toEqual(result);
    expect(result.steps.map((step) => [step.video_start_time_ms, step.video_end_time_ms])).toEqual([
      [1200, 31_000],
      [31_000, 60_000],
    ]);
    expect(result.steps[0]).toMatchObject({
      name: 'Cut the side panels',
      timestamp_display: '00:01.200 - 00:31.000',
      timestamps: { start_seconds: 1.2, end_seconds: 31, duration_seconds: 29.8 },
      tools: ['hand saw'],
      validation_metric: {
        question: 'What do you use to cut the side panels?',
        expected_answer: 'a hand saw',
      },
      estimated_duration: 30,
      difficulty_level: 'Beginner',
    });
    expect(result.steps[1]!.validation_metric).toBeNull();
    expect(result.materials).toEqual(['side panels', 'wood glue']);
    expect(result.cautions).toEqual(['Wear gloves.']);
    expect(result.questions).toEqual(['What do you use to cut the side panels?']);
  });

  it('asks for the time range when regenerating, and refuses steps outside it', async () => {
    const ranged = { ...input, time_range: { start_ms: 30_000, end_ms: 40_000 } };
    server.reply(CHAT_PATH, {
      json: answer([goodStep({ start_seconds: 31, end_seconds: 39.5 })]),
    });
    const result = await analyzer().analyze(ranged);
    expect(result.steps[0]).toMatchObject({
      video_start_time_ms: 31_000,
      video_end_time_ms: 39_500,
    });
    const prompt = (server.requests[0]!.json as { messages: { content: string }[] }).messages[1]!
      .content;
    expect(prompt).toContain('between 30.0s and 40.0s');
    expect(prompt).toContain('[31.0s] Next, glue the roof on.');
    expect(prompt).not.toContain('[1.2s]');

    server.reply(CHAT_PATH, { json: answer([goodStep({ start_seconds: 5, end_seconds: 35 })]) });
    const error = await failureOf(analyzer().analyze(ranged));
    expect(error).toMatchObject({ failure: 'analyze_failed', detail: UNUSABLE_ANSWER_DETAIL });
  });

  const malformed: [string, unknown][] = [
    ['not JSON', chatCompletion('Sure! Here are the steps: 1. Cut the panels')],
    ['no content', chatCompletion(null)],
    ['a cut-off answer', chatCompletion('{"steps": [', 'length')],
    ['another shape', chatCompletion(JSON.stringify({ result: [goodStep()] }))],
    ['a step missing a field', answer([{ ...goodStep(), end_seconds: undefined }])],
    ['a time that is a string', answer([goodStep({ start_seconds: '1.2' })])],
    ['an end before the start', answer([goodStep({ start_seconds: 20, end_seconds: 10 })])],
    ['a zero-length step', answer([goodStep({ start_seconds: 10, end_seconds: 10 })])],
    ['a step past the video', answer([goodStep({ start_seconds: 50, end_seconds: 95 })])],
    ['a negative time', answer([goodStep({ start_seconds: -5, end_seconds: 10 })])],
    ['a nameless step', answer([goodStep({ name: '  ' })])],
    ['one bad step among good ones', answer([goodStep(), goodStep({ end_seconds: 0 })])],
  ];
  it.each(malformed)(
    'fails the whole analysis on %s, never returning partial steps',
    async (_case, reply) => {
      server.reply(CHAT_PATH, { json: reply });
      const error = await failureOf(analyzer().analyze(input));
      expect(error).toMatchObject({
        failure: 'analyze_failed',
        detail:
          'Failed to analyze transcript: the model returned an answer that could not be used.',
      });
      expect(error.detail).not.toContain('Cut the panels');
    },
  );

  it('maps a server error to analyze_failed, keeping the cause and no key or URL', async () => {
    server.reply(CHAT_PATH, { status: 500, json: apiError('The model crashed') });
    const error = await failureOf(analyzer().analyze(input));
    expect(error).toMatchObject({
      failure: 'analyze_failed',
      detail: 'Failed to analyze transcript',
    });
    expect(error.cause).toBeInstanceOf(OpenAI.APIError);
    expect((error.cause as InstanceType<typeof OpenAI.APIError>).status).toBe(500);
    expect(error.detail).not.toContain(API_KEY);
    expect(error.detail).not.toContain('127.0.0.1');
  });

  it('maps an unreachable server to analyze_failed', async () => {
    const offline = new OpenAI({
      apiKey: API_KEY,
      baseURL: 'http://127.0.0.1:9/v1',
      maxRetries: 0,
    });
    const error = await failureOf(
      createLlmAnalyzer({ client: offline, model: MODEL }).analyze(input),
    );
    expect(error).toMatchObject({ failure: 'analyze_failed' });
    expect(error.cause).toBeInstanceOf(OpenAI.APIConnectionError);
  });

  it('passes the abort signal to the request', async () => {
    server.reply(CHAT_PATH, { json: answer([goodStep()]), delayMs: 5000 });
    const controller = new AbortController();
    const pending = analyzer().analyze(input, { signal: controller.signal });
    await waitForRequest();
    controller.abort();
    const error = await failureOf(pending);
    expect(error.failure).toBe('aborted');
  });
});

async function waitForRequest(): Promise<RecordedRequest> {
  for (let tries = 0; tries < 200; tries++) {
    const request = server.requests[0];
    if (request) return request;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the server received no request');
}

describe('openai transcriber against an OpenAI-compatible server', () => {
  const transcriber = () => createOpenAiTranscriber({ client, model: 'whisper-test' });
  const wav = () => {
    const path = join(dir, 'speech.wav');
    writeFileSync(path, someBytes(4096));
    return path;
  };
  const verbose = {
    task: 'transcribe',
    language: 'english',
    duration: 6.5,
    text: ' First, cut the board. ',
    segments: [{ id: 0, start: 0.5, end: 2.2345, text: ' First, cut the board.', tokens: [1, 2] }],
    words: [
      { word: 'First', start: 0.5, end: 0.9 },
      { word: 'cut', start: 1.0004, end: 1.3 },
      { word: 'the', start: 1.31, end: 1.4 },
      { word: 'board', start: 1.5, end: 2.2345 },
    ],
  };

  it('uploads the WAV asking for verbose_json with segment and word times', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { json: verbose });
    const path = wav();
    await transcriber().transcribe(path);
    const request = server.requests[0]!;
    expect(request).toMatchObject({ method: 'POST', path: TRANSCRIPTIONS_PATH });
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request.fields).toMatchObject({
      model: ['whisper-test'],
      language: ['en'],
      response_format: ['verbose_json'],
    });
    expect([...(request.fields!['timestamp_granularities[]'] ?? [])].sort()).toEqual([
      'segment',
      'word',
    ]);
    expect(request.files).toHaveLength(1);
    expect(request.files![0]).toMatchObject({ field: 'file', filename: 'speech.wav' });
    expect(request.files![0]!.bytes.equals(someBytes(4096))).toBe(true);
  });

  it('returns the transcript with whole-ms segment and word times', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { json: verbose });
    await expect(transcriber().transcribe(wav())).resolves.toEqual({
      transcript: 'First, cut the board.',
      segments: [{ start_ms: 500, end_ms: 2235, text: 'First, cut the board.' }],
      words: [
        { start_ms: 500, end_ms: 900, word: 'First' },
        { start_ms: 1000, end_ms: 1300, word: 'cut' },
        { start_ms: 1310, end_ms: 1400, word: 'the' },
        { start_ms: 1500, end_ms: 2235, word: 'board' },
      ],
    });
  });

  it('reports no_voice when nothing was said', async () => {
    server.reply(TRANSCRIPTIONS_PATH, {
      json: { ...verbose, text: '  ', segments: [], words: [] },
    });
    const error = await failureOf(transcriber().transcribe(wav()));
    expect(error).toMatchObject({ failure: 'no_voice', detail: 'no_voice' });
  });

  it('maps a server error to transcribe_failed with the cause, no key or URL', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { status: 500, json: apiError('GPU on fire') });
    const error = await failureOf(transcriber().transcribe(wav()));
    expect(error).toMatchObject({
      failure: 'transcribe_failed',
      detail: 'Failed to transcribe audio',
    });
    expect((error.cause as InstanceType<typeof OpenAI.APIError>).status).toBe(500);
    expect(error.detail).not.toContain(API_KEY);
    expect(error.detail).not.toContain(server.baseURL);
  });

  it('maps an answer that is not verbose JSON to transcribe_failed', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { json: { words: 'none' } });
    const error = await failureOf(transcriber().transcribe(wav()));
    expect(error).toMatchObject({ failure: 'transcribe_failed' });
  });

  it('maps a missing file to transcribe_failed', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { json: verbose });
    const error = await failureOf(transcriber().transcribe(join(dir, 'missing.wav')));
    expect(error).toMatchObject({ failure: 'transcribe_failed' });
    expect(error.detail).not.toContain(dir);
  });

  it('passes the abort signal to the upload', async () => {
    server.reply(TRANSCRIPTIONS_PATH, { json: verbose, delayMs: 5000 });
    const controller = new AbortController();
    const pending = transcriber().transcribe(wav(), { signal: controller.signal });
    await waitForRequest();
    controller.abort();
    const error = await failureOf(pending);
    expect(error.failure).toBe('aborted');
  });
});
