import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AnalyzeTranscriptInput,
  type AnalyzeTranscriptResponse,
  analyzeTranscriptResponseSchema,
  type ProjectContext,
  type TranscriptSegment,
  type TranscriptWord,
} from '@stepwise/contracts';
import OpenAI from 'openai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createLlmAnalyzer,
  parseModelAnswer,
  UNUSABLE_ANSWER_DETAIL,
} from '../src/media/analyzer/llm';
import { type PreparedNarration, prepareNarration } from '../src/media/analyzer/narration';
import { buildPrompt } from '../src/media/analyzer/prompt-transcript';
import { MediaError } from '../src/media/types';
import {
  CHAT_PATH,
  chatCompletion,
  type OpenAiServer,
  startOpenAiServer,
} from './support/openai-server';

/**
 * The LLM analyzer on recorded answers (test/fixtures/llm): each holds the narration script's
 * sentences as they were when the answer was written, the chat completion a model returned for
 * them (with the quirks real models have), and what the analyzer must make of it.
 */

interface Fixture {
  script: string;
  notes: string;
  sentences: string[];
  response: unknown;
  expected: {
    steps: {
      first_sentence: number;
      name: string;
      tools: string[];
      materials: string[];
      quantities: Record<string, number>;
      review?: string[];
    }[];
    tools: string[];
    materials: string[];
  };
}

const FIXTURES_DIR = join(import.meta.dirname, 'fixtures/llm');
const fixtures: Fixture[] = readdirSync(FIXTURES_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(join(FIXTURES_DIR, file), 'utf8')) as Fixture);

const SCRIPTS_DIR = join(import.meta.dirname, '../../../tests/fixtures/media/scripts');
const scriptContext = (id: string): ProjectContext =>
  JSON.parse(readFileSync(join(SCRIPTS_DIR, `${id}.json`), 'utf8')).context;

/** A clean hosted-recogniser transcript of the sentences: word times, one segment each. */
function narrationInput(
  filename: string,
  context: ProjectContext,
  sentences: readonly string[],
): AnalyzeTranscriptInput {
  const words: TranscriptWord[] = [];
  const segments: TranscriptSegment[] = [];
  let at = 600;
  sentences.forEach((sentence, index) => {
    if (index > 0) at += 700;
    const start = at;
    sentence.split(/\s+/).forEach((word, position) => {
      if (position > 0) at += 70;
      const length = 120 + 55 * word.replace(/[^a-z]/gi, '').length;
      words.push({ start_ms: at, end_ms: at + length, word: word.replace(/[,.!?;:]/g, '') });
      at += length;
    });
    segments.push({ start_ms: start, end_ms: at, text: sentence });
  });
  return {
    transcript: sentences.join(' '),
    video_metadata: { filename, duration: (at + 800) / 1000, size: 1_000_000 },
    project_context: context,
    words,
    segments,
  };
}

const inputOf = (fixture: Fixture) =>
  narrationInput(`${fixture.script}.mp4`, scriptContext(fixture.script), fixture.sentences);

let server: OpenAiServer;
let client: OpenAI;
beforeAll(async () => {
  server = await startOpenAiServer();
  client = new OpenAI({ apiKey: 'sk-test', baseURL: server.baseURL, maxRetries: 0 });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => server.reset());

const analyzer = () => createLlmAnalyzer({ client, model: 'test-model' });

async function failureOf(promise: Promise<unknown>): Promise<MediaError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaError);
  return error as MediaError;
}

/** What holds for every analysis: clean names and items, steps in order, times from sentences. */
function expectWellFormed(
  result: AnalyzeTranscriptResponse,
  input: AnalyzeTranscriptInput,
  narration: PreparedNarration,
): void {
  expect(analyzeTranscriptResponseSchema.parse(result)).toEqual(result);
  const starts = new Set(narration.sentences.map((sentence) => sentence.start_ms));
  const duration = Math.round(input.video_metadata.duration * 1000);
  const videoEnd = input.time_range ? Math.min(input.time_range.end_ms, duration) : duration;
  result.steps.forEach((step, index) => {
    expect(step.name).not.toMatch(/^step\b/i);
    expect(step.name).not.toMatch(/[.:;,]$/);
    expect(step.name.charAt(0)).toBe(step.name.charAt(0).toUpperCase());
    expect(step.name.length).toBeLessThanOrEqual(60);
    for (const item of [...step.tools, ...step.materials]) {
      expect(item).toBe(item.toLowerCase());
      // No determiner or count; a size is part of the name ("220 ohm resistor").
      expect(item).not.toMatch(/^(a|an|the|some|one|two|three)\s|^\d+\s(?!ohm|inch|grit|volt|mm)/);
    }
    expect(new Set([...step.tools, ...step.materials]).size).toBe(
      step.tools.length + step.materials.length,
    );
    for (const name of Object.keys(step.quantities)) {
      expect([...step.tools, ...step.materials]).toContain(name);
    }
    for (const item of step.uncertain_items) {
      expect([...step.tools, ...step.materials]).toContain(item);
    }
    // Times come from the sentences: each step starts on one, and ends where the next one starts.
    if (!input.time_range) expect(starts.has(step.video_start_time_ms)).toBe(true);
    const next = result.steps[index + 1];
    expect(step.video_end_time_ms).toBe(next ? next.video_start_time_ms : videoEnd);
    expect(step.transcript.length).toBeGreaterThan(0);
    for (const line of step.transcript) {
      expect(line.start_ms).toBeGreaterThanOrEqual(step.video_start_time_ms);
      expect(line.start_ms).toBeLessThan(step.video_end_time_ms);
    }
    for (const caution of step.cautions) expect(caution).toMatch(/^[A-Z].*[.!]$/);
    if (step.confidence !== null) {
      expect(step.confidence).toBeGreaterThanOrEqual(0);
      expect(step.confidence).toBeLessThanOrEqual(1);
    }
  });
}

describe('llm analyzer on recorded model answers', () => {
  it('has a recorded answer for every script of the development set', () => {
    const scripts = readdirSync(SCRIPTS_DIR)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, ''));
    expect(fixtures.map((fixture) => fixture.script).sort()).toEqual(scripts.sort());
  });

  it.each(fixtures.map((fixture) => [fixture.script, fixture] as const))(
    '%s: post-processes the answer into clean, non-overlapping steps',
    async (_script, fixture) => {
      const input = inputOf(fixture);
      const narration = prepareNarration(input);
      // The answer numbers the sentences as they were prepared when it was recorded.
      expect(narration.sentences.map((sentence) => sentence.text)).toEqual(fixture.sentences);
      server.reply(CHAT_PATH, { json: fixture.response });

      const result = await analyzer().analyze(input);

      expectWellFormed(result, input, narration);
      const expected = fixture.expected;
      expect(
        result.steps.map((step) => ({
          first_sentence:
            narration.sentences.findIndex(
              (sentence) => sentence.start_ms === step.video_start_time_ms,
            ) + 1,
          name: step.name,
          tools: step.tools,
          materials: step.materials,
          quantities: step.quantities,
          review: step.review,
        })),
      ).toEqual(expected.steps.map((step) => ({ review: [], ...step })));
      expect(result.tools).toEqual(expected.tools);
      expect(result.materials).toEqual(expected.materials);
      // A step whose boundaries had to be repaired is never more than half sure.
      for (const step of result.steps.filter((s) => s.review.includes('timing'))) {
        expect(step.confidence ?? 0).toBeLessThan(0.6);
      }
    },
  );

  it('sends the sentences numbered with their times and kinds, and a schema of sentence spans', async () => {
    const fixture = fixtures.find((entry) => entry.script === 'bike-tube')!;
    server.reply(CHAT_PATH, { json: fixture.response });
    await analyzer().analyze(inputOf(fixture));
    const body = server.requests[0]!.json as {
      messages: { role: string; content: string }[];
      response_format: { json_schema: { strict: boolean; schema: Record<string, unknown> } };
    };
    const prompt = body.messages.find((message) => message.role === 'user')!.content;
    expect(prompt).toContain('Project: Replace a bike inner tube');
    expect(prompt).toMatch(
      /^1\. \[0\.6s\] First, shift the chain onto the smallest gear\. \(instruction, step marker, ends 4\.\ds\)$/m,
    );
    expect(prompt).toMatch(/^5\. \[18\.4s\] You will need two tire levers\. \(needs, ends/m);
    expect(prompt).toMatch(/^17\. \[83\.0s\] Always check that the brake works before you ride\./m);
    const step = (
      body.response_format.json_schema.schema.properties as {
        steps: { items: { properties: Record<string, Record<string, unknown>> } };
      }
    ).steps.items.properties;
    expect(step.first_sentence).toMatchObject({ type: 'integer' });
    expect(step.first_sentence).not.toHaveProperty('maximum');
    expect(Object.keys(step)).toEqual(
      expect.arrayContaining(['last_sentence', 'confidence', 'tools', 'materials']),
    );
    expect(JSON.stringify(step.tools)).toContain('quantity');
  });

  it('regenerates one step over the whole time range, whatever the model split', async () => {
    const fixture = fixtures.find((entry) => entry.script === 'bike-tube')!;
    const full = inputOf(fixture);
    const whole = prepareNarration(full);
    // Sentences 7-9: "After that, pull out the old tube." ... "Be careful ...".
    const range = { start_ms: whole.sentences[6]!.start_ms - 300, end_ms: 43_300 };
    const input = { ...full, time_range: range };
    const step = (first: number, last: number, name: string, tools: unknown[] = []) => ({
      first_sentence: first,
      last_sentence: last,
      start_seconds: 0,
      end_seconds: 0,
      name,
      description: `${name}.`,
      tools,
      materials: [],
      cautions: first === 3 ? ['Be careful because sharp pieces can cut your fingers.'] : [],
      validation_question: first === 1 ? 'What are you looking for?' : '',
      validation_answer: first === 1 ? 'Glass or thorns.' : '',
      confidence: 0.8,
    });
    server.reply(CHAT_PATH, {
      json: chatCompletion(
        JSON.stringify({
          steps: [
            step(1, 2, 'Step 3: Check the tire.'),
            step(3, 3, 'Mind the sharp bits', [{ name: 'gloves', quantity: null }]),
          ],
        }),
      ),
    });
    const result = await analyzer().analyze(input);
    const prompt = (server.requests[0]!.json as { messages: { content: string }[] }).messages[1]!
      .content;
    expect(prompt).toContain('between 28.4s and 43.3s');
    expect(prompt).toMatch(/^1\. \[28\.7s\] After that, pull out the old tube\./m);
    expect(prompt).not.toContain('First, shift the chain');
    expectWellFormed(result, input, prepareNarration(input));
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({
      name: 'Check the tire',
      video_start_time_ms: range.start_ms,
      video_end_time_ms: range.end_ms,
      tools: ['gloves'],
      cautions: ['Be careful because sharp pieces can cut your fingers.'],
      validation_metric: {
        question: 'What are you looking for?',
        expected_answer: 'Glass or thorns.',
      },
    });
    expect(result.steps[0]!.transcript.map((line) => line.text)).toEqual(
      fixture.sentences.slice(6, 9),
    );
  });

  it('makes no step of the intro alone: the first step starts where the work does', () => {
    const fixture = fixtures.find((entry) => entry.script === 'photography-tripod-long-exposure')!;
    const input = inputOf(fixture);
    const narration = prepareNarration(input);
    expect(narration.sentences[0]!.kind).toBe('intro');
    const step = (first: number, last: number, name: string) => ({
      first_sentence: first,
      last_sentence: last,
      name,
      description: `${name}.`,
      tools: [],
      materials: [],
      cautions: [],
      validation_question: '',
      validation_answer: '',
      confidence: 0.9,
    });
    const answer = (steps: unknown[]) => JSON.stringify({ steps });
    const result = parseModelAnswer(
      answer([step(1, 1, 'Introduction'), step(2, 16, 'Set up the tripod')]),
      input,
      narration,
    );
    expect(result.steps.map((s) => [s.name, s.video_start_time_ms])).toEqual([
      ['Set up the tripod', narration.sentences[1]!.start_ms],
    ]);
    // An intro the model folds into a step of work stays in it; an answer of the intro alone stays.
    const folded = parseModelAnswer(answer([step(1, 16, 'Set up the tripod')]), input, narration);
    expect(folded.steps[0]!.video_start_time_ms).toBe(narration.sentences[0]!.start_ms);
    const alone = parseModelAnswer(answer([step(1, 1, 'Introduction')]), input, narration);
    expect(alone.steps).toHaveLength(1);
  });

  const unusableAnswers: [string, unknown][] = [
    ['no steps', { steps: [] }],
    [
      'only steps past the last sentence',
      {
        steps: [
          {
            first_sentence: 40,
            last_sentence: 44,
            name: 'Cut',
            description: 'Cut.',
            confidence: 1,
          },
        ],
      },
    ],
    [
      'only empty steps',
      { steps: [{ first_sentence: 1, last_sentence: 2, name: ' ', description: '' }] },
    ],
    [
      'a sentence number that is text',
      { steps: [{ first_sentence: 'one', last_sentence: 2, name: 'Cut' }] },
    ],
  ];
  it.each(unusableAnswers)('fails with a safe detail on %s', async (_case, answer) => {
    const fixture = fixtures.find((entry) => entry.script === 'birdhouse')!;
    server.reply(CHAT_PATH, { json: chatCompletion(JSON.stringify(answer)) });
    const error = await failureOf(analyzer().analyze(inputOf(fixture)));
    expect(error).toMatchObject({ failure: 'analyze_failed', detail: UNUSABLE_ANSWER_DETAIL });
  });

  it('reports no_voice without asking the model when nothing was said', async () => {
    const fixture = fixtures[0]!;
    const input = { ...inputOf(fixture), transcript: '  ', words: [], segments: [] };
    const error = await failureOf(analyzer().analyze(input));
    expect(error.failure).toBe('no_voice');
    expect(server.requests).toHaveLength(0);
  });
});

describe('llm analyzer and the terms matched by sound', () => {
  const fixture = () => fixtures.find((entry) => entry.script === 'bike-tube')!;

  /** The prepared narration with the tire levers found by sound in sentence 5, not heard. */
  function withHit(input: AnalyzeTranscriptInput): PreparedNarration {
    const narration = prepareNarration(input);
    const sentence = narration.sentences[4]!;
    return {
      ...narration,
      hits: [
        {
          phrase: 'tire levers',
          kind: 'tool',
          heard: 'tie revers',
          start_ms: sentence.start_ms + 1200,
          end_ms: sentence.end_ms,
          firstWord: 3,
          lastWord: 4,
          score: 0.71,
          replaced: true,
        },
      ] as unknown as PreparedNarration['hits'],
    };
  }

  it('lists them in the prompt as possibly wrong', () => {
    const input = inputOf(fixture());
    const prompt = buildPrompt(input, withHit(input));
    expect(prompt).toContain(
      'Terms heard (phonetic matches, may be wrong): tire levers (tool, heard "tie revers", at',
    );
  });

  it('marks an item that only a sound match gave as uncertain, and its list for review', () => {
    const input = inputOf(fixture());
    const content = (fixture().response as { choices: { message: { content: string } }[] })
      .choices[0]!.message.content;
    const result = parseModelAnswer(content, input, withHit(input));
    const levers = result.steps[1]!;
    expect(levers.uncertain_items).toEqual(['tire lever']);
    expect(levers.review).toContain('tools');
    // The hit lies in step 2 only: step 5 names the tire levers from words heard.
    expect(result.steps[4]!.uncertain_items).toEqual([]);
  });
});
