import {
  AI_LOW_CONFIDENCE,
  type AiReviewPart,
  type AiStep,
  type AnalyzeTranscriptInput,
  type AnalyzeTranscriptResponse,
  aiStepTiming,
  DEFAULTS,
  messages,
} from '@stepwise/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';
import { abortedError } from '../process';
import { type Analyzer, MediaError } from '../types';
import {
  canonicalName,
  mergeItems,
  type NormalizedItem,
  normalizeItem,
  saysCount,
  spokenQuantity,
  toldNotToUse,
} from './item-names';
import { type PreparedNarration, prepareNarration, type TimedSentence } from './narration';
import { nameQuality, normalizeStepName, restoreSentence } from './normalize';
import {
  buildPrompt,
  matchWithin,
  readSpans,
  type SoundMatch,
  type Span,
  SYSTEM_PROMPT,
} from './prompt-transcript';
import { responseFromSteps } from './response';

/**
 * The analyzer on any OpenAI-compatible chat model (hosted, or local: llama.cpp, Ollama, vLLM).
 * It reads the same timed, classified sentences and sound-matched terms as the rules analyzer
 * (`prepareNarration`) and asks for steps as spans of sentence numbers under a strict JSON schema.
 * Times come from the sentences, never from the model. The answer is repaired where that is safe
 * (sorted, clamped, overlaps resolved, empty steps dropped) and cleaned like the rules analyzer's
 * (names, items, quantities); an answer with no usable step fails the whole analysis: a creator
 * never gets corrupt steps.
 */

export interface LlmAnalyzerOptions {
  client: OpenAI;
  model: string;
}

const itemSchema = z.object({
  name: z.string().describe('The tool or material, singular, without "a", "the" or a number.'),
  quantity: z.number().nullable().describe('How many, when the narrator says a number; else null.'),
});

/** What the model fills in; every property is required (strict mode). */
const modelStepSchema = z.object({
  first_sentence: z.int().describe('Number of the first sentence of the step, as listed.'),
  last_sentence: z.int().describe('Number of the last sentence of the step, as listed.'),
  start_seconds: z.number().describe('The listed start time of first_sentence, in seconds.'),
  end_seconds: z.number().describe('The listed end time of last_sentence, in seconds.'),
  name: z
    .string()
    .describe(
      'Short imperative title starting with a verb, at most 8 words: "Cut the side panels".',
    ),
  description: z.string().describe('What to do in this step, in one to three plain sentences.'),
  tools: z.array(itemSchema).describe('Tools the narrator mentions in this step.'),
  materials: z.array(itemSchema).describe('Materials the narrator mentions in this step.'),
  cautions: z.array(z.string()).describe('Safety warnings said in this step, as sentences.'),
  validation_question: z.string().describe('One question that checks the step was understood.'),
  validation_answer: z.string().describe('The expected answer to the question.'),
  confidence: z.number().describe('0 to 1: how sure you are of this step and its boundaries.'),
});

export const modelAnswerSchema = z.object({ steps: z.array(modelStepSchema) });

export const RESPONSE_SCHEMA_NAME = 'transcript_steps';

/** Drops the integer bounds zod adds (±2^53): noise to a model and to grammar-based servers. */
function withoutSafeIntegerBounds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutSafeIntegerBounds);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) =>
      !((key === 'minimum' || key === 'maximum') && Math.abs(Number(value)) >= 2 ** 53 - 1),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutSafeIntegerBounds(value)]));
}

/** The JSON schema sent with `strict: true`: every property required, no extra properties. */
export function responseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(modelAnswerSchema);
  return withoutSafeIntegerBounds(schema) as Record<string, unknown>;
}

/** How the answer is read: leniently (defaults for lists, strings or objects for items). */
const answerItemSchema = z.union([
  z.string(),
  z.object({ name: z.string(), quantity: z.number().nullish() }),
]);
const answerStepSchema = z.object({
  first_sentence: z.number().nullish(),
  last_sentence: z.number().nullish(),
  start_seconds: z.number().optional(),
  end_seconds: z.number().optional(),
  name: z.string(),
  description: z.string().default(''),
  tools: z.array(answerItemSchema).default([]),
  materials: z.array(answerItemSchema).default([]),
  cautions: z.array(z.string()).default([]),
  validation_question: z.string().default(''),
  validation_answer: z.string().default(''),
  confidence: z.number().nullish(),
});
const answerSchema = z.object({ steps: z.array(answerStepSchema) });
type AnswerStep = z.infer<typeof answerStepSchema>;
type AnswerItem = z.infer<typeof answerItemSchema>;

/** Times a little past the video's end (rounding) are clamped; further out is a wrong answer. */
const TIME_TOLERANCE_SECONDS = 1;
/** A step whose boundaries needed repair is at most this sure. */
const REPAIRED_CONFIDENCE = 0.5;

export const UNUSABLE_ANSWER_DETAIL = `${messages.media.analyzeFailed}: the model returned an answer that could not be used.`;

const unusable = (cause: unknown) =>
  new MediaError('analyze_failed', UNUSABLE_ANSWER_DETAIL, { cause });

/** The JSON of an answer, also when wrapped in a markdown fence or a sentence. */
function parseJson(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  const text = (fenced?.[1] ?? content).trim();
  try {
    return JSON.parse(text);
  } catch (error) {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) throw unusable(error);
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      throw unusable(error);
    }
  }
}

const itemText = (item: AnswerItem): string => (typeof item === 'string' ? item : item.name);

/**
 * A step's items as the repository lists them. The quantity is the count the step's sentences say
 * for the item; a count only the model gives ("quantity": 2) is kept when the sentences say that
 * number, else dropped (a model guesses "1" for "the new tube").
 */
function normalizedItems(items: readonly AnswerItem[], spoken: string | null): NormalizedItem[] {
  return items.flatMap((item) => {
    const normalized = normalizeItem(itemText(item));
    if (!normalized) return [];
    const field = typeof item === 'string' ? null : item.quantity;
    const claimed =
      normalized.quantity ?? (field != null && Number.isInteger(field) && field > 0 ? field : null);
    if (spoken === null) return [{ name: normalized.name, quantity: claimed }];
    const said = spokenQuantity(normalized.name, spoken);
    const quantity = said ?? (claimed !== null && saysCount(claimed, spoken) ? claimed : null);
    return [{ name: normalized.name, quantity }];
  });
}

const isEmptyStep = (step: AnswerStep): boolean =>
  step.name.trim() === '' &&
  step.description.trim() === '' &&
  step.tools.length === 0 &&
  step.materials.length === 0;

const unique = (texts: readonly string[]): string[] => {
  const seen = new Map<string, string>();
  for (const text of texts)
    if (text && !seen.has(text.toLowerCase())) seen.set(text.toLowerCase(), text);
  return [...seen.values()];
};

/** Where the steps end: the video's end, or the last word when the duration is unknown or short. */
function endOfAll(input: AnalyzeTranscriptInput, sentences: readonly TimedSentence[]): number {
  const lastWord = sentences[sentences.length - 1]!.end_ms;
  const duration = Math.round(input.video_metadata.duration * 1000);
  const limit = duration > 0 ? Math.max(duration, lastWord) : lastWord;
  return input.time_range ? Math.min(input.time_range.end_ms, limit) : limit;
}

interface Canon {
  tools: NormalizedItem[];
  materials: NormalizedItem[];
}

interface Built {
  span: Span<AnswerStep>;
  start: number;
  end: number;
  sentences: TimedSentence[];
}

function toStep(built: Built, narration: PreparedNarration, canon: Canon): AiStep {
  const { span, start, end, sentences } = built;
  const steps = span.steps;
  const own = sentences.slice(0, span.last - span.first + 1);
  const spoken = sentences.map((sentence) => sentence.text).join(' ');
  const fallback = (own.find((sentence) => sentence.kind === 'instruction') ?? own[0])?.text;
  const rawName = steps.find((step) => step.name.trim() !== '')?.name ?? '';
  const name = normalizeStepName(rawName, fallback) || 'Follow the narration';
  const description = unique(steps.map((step) => step.description.trim())).join(' ');
  const listed = (kind: keyof Canon) => {
    const items = steps.flatMap((step) => normalizedItems(step[kind], spoken));
    return mergeItems(
      items.map((item) => ({ ...item, name: canonicalName(item.name, canon[kind], spoken) })),
    );
  };
  const said = sentences.map((sentence) => sentence.text);
  const list = (kind: keyof Canon) => listed(kind).filter((item) => !toldNotToUse(item.name, said));
  const tools = list('tools');
  const toolNames = new Set(tools.map((tool) => tool.name));
  const materials = list('materials').filter((material) => !toolNames.has(material.name));
  const quantities: Record<string, number> = {};
  for (const item of [...tools, ...materials]) {
    if (item.quantity !== null) quantities[item.name] = item.quantity;
  }
  // Listed only because a sound was matched to a word the recogniser did not hear.
  const guessed = narration.hits
    .filter((hit: SoundMatch) => hit.replaced && matchWithin(hit, start, end))
    .map((hit) => normalizeItem(hit.phrase)?.name ?? hit.phrase.toLowerCase());
  const isGuessed = (item: string) =>
    guessed.some((phrase) => item.includes(phrase) || phrase.includes(item));
  const uncertain = unique([...tools, ...materials].map((item) => item.name).filter(isGuessed));
  const confidences = steps
    .map((step) => step.confidence)
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value));
  let confidence =
    confidences.length > 0 ? Math.min(1, Math.max(0, Math.min(...confidences))) : null;
  if (confidence !== null && span.repaired) confidence = Math.min(confidence, REPAIRED_CONFIDENCE);
  const review: AiReviewPart[] = [];
  if (span.repaired || (confidence !== null && confidence < AI_LOW_CONFIDENCE))
    review.push('timing');
  if (!nameQuality(name).ok || normalizeStepName(rawName) !== name) review.push('name');
  if (tools.some((tool) => uncertain.includes(tool.name))) review.push('tools');
  if (materials.some((material) => uncertain.includes(material.name))) review.push('materials');
  const first = steps.find((step) => step.validation_question.trim() !== '');
  const question = first?.validation_question.trim() ?? '';
  const answer = first?.validation_answer.trim() ?? '';
  return {
    name,
    description: description || own.map((sentence) => sentence.text).join(' '),
    estimated_duration: DEFAULTS.estimatedDuration,
    difficulty_level: DEFAULTS.difficultyLevel,
    video_start_time_ms: start,
    video_end_time_ms: end,
    ...aiStepTiming(start, end),
    tools: tools.map((tool) => tool.name),
    materials: materials.map((material) => material.name),
    cautions: unique(steps.flatMap((step) => step.cautions.map(restoreSentence))),
    validation_metric: question && answer ? { question, expected_answer: answer } : null,
    confidence: confidence === null ? null : Math.round(confidence * 100) / 100,
    review,
    uncertain_items: uncertain,
    quantities,
    transcript: sentences.map(({ start_ms, end_ms, text }) => ({ start_ms, end_ms, text })),
  };
}

/** Steps from spans of sentence numbers: each runs from its first sentence to the next step. */
function stepsFromSentences(
  answer: AnswerStep[],
  input: AnalyzeTranscriptInput,
  narration: PreparedNarration,
): AiStep[] {
  const { sentences } = narration;
  let spans = readSpans(
    answer.filter((step) => !isEmptyStep(step)),
    sentences,
  );
  if (spans.length === 0) throw unusable(new Error('The model returned no usable step'));
  // A step of the intro alone ("Introduction") is no step: the work starts after it.
  const work = spans.filter((span) =>
    sentences.slice(span.first, span.last + 1).some((sentence) => sentence.kind !== 'intro'),
  );
  if (work.length > 0) spans = work;
  const range = input.time_range;
  // A regenerated step is one step over its whole range.
  if (range) {
    const repaired = spans.some((span) => span.repaired);
    spans = [
      { first: 0, last: sentences.length - 1, steps: spans.flatMap((s) => s.steps), repaired },
    ];
  }
  const endAll = endOfAll(input, sentences);
  const canon: Canon = {
    tools: mergeItems(answer.flatMap((step) => normalizedItems(step.tools, null))),
    materials: mergeItems(answer.flatMap((step) => normalizedItems(step.materials, null))),
  };
  return spans.map((span, index) => {
    const next = spans[index + 1];
    const start = range && index === 0 ? range.start_ms : sentences[span.first]!.start_ms;
    const end = Math.max(start + 1, next ? sentences[next.first]!.start_ms : endAll);
    const until = next ? next.first : sentences.length;
    return toStep(
      { span, start, end, sentences: sentences.slice(span.first, until) },
      narration,
      canon,
    );
  });
}

interface Window {
  startSeconds: number;
  endSeconds: number;
}

function windowOf(input: AnalyzeTranscriptInput): Window {
  const duration = input.video_metadata.duration > 0 ? input.video_metadata.duration : Infinity;
  const range = input.time_range;
  if (!range) return { startSeconds: 0, endSeconds: duration };
  return {
    startSeconds: Math.min(range.start_ms / 1000, duration),
    endSeconds: Math.min(range.end_ms / 1000, duration),
  };
}

/**
 * An answer without sentence numbers (the earlier, time-based shape; a server that does not
 * enforce the schema) is read as before: its times must lie inside the video or the range, every
 * step must be usable, and items are kept as said.
 */
function stepFromTimes(step: AnswerStep, window: Window, narration: PreparedNarration): AiStep {
  const name = normalizeStepName(step.name);
  if (name === '') throw unusable(new Error('The model returned a step without a name'));
  const { start_seconds: start, end_seconds: end } = step;
  if (start === undefined || end === undefined) {
    throw unusable(new Error('The model returned a step without times'));
  }
  const tolerance = TIME_TOLERANCE_SECONDS;
  const inside = start >= window.startSeconds - tolerance && end <= window.endSeconds + tolerance;
  const startMs = Math.round(Math.max(start, window.startSeconds) * 1000);
  const endMs = Math.round(Math.min(end, window.endSeconds) * 1000);
  if (end <= start || !inside || endMs <= startMs) {
    throw unusable(new Error('The model returned a step outside the video, the range or itself'));
  }
  const list = (items: AnswerItem[]) => unique(items.map((item) => itemText(item).trim()));
  const question = step.validation_question.trim();
  const answer = step.validation_answer.trim();
  const confidence = step.confidence == null ? null : Math.min(1, Math.max(0, step.confidence));
  return {
    name,
    description: step.description.trim(),
    estimated_duration: DEFAULTS.estimatedDuration,
    difficulty_level: DEFAULTS.difficultyLevel,
    video_start_time_ms: startMs,
    video_end_time_ms: endMs,
    ...aiStepTiming(startMs, endMs),
    tools: list(step.tools),
    materials: list(step.materials),
    cautions: unique(step.cautions.map((caution) => caution.trim())),
    validation_metric: question && answer ? { question, expected_answer: answer } : null,
    confidence,
    review: confidence !== null && confidence < AI_LOW_CONFIDENCE ? ['timing'] : [],
    uncertain_items: [],
    quantities: {},
    transcript: narration.sentences
      .filter((sentence) => sentence.end_ms > startMs && sentence.start_ms < endMs)
      .map(({ start_ms, end_ms, text }) => ({ start_ms, end_ms, text })),
  };
}

/** Parses the model's answer; throws `analyze_failed` unless it gives at least one usable step. */
export function parseModelAnswer(
  content: string | null | undefined,
  input: AnalyzeTranscriptInput,
  narration: PreparedNarration = prepareNarration(input),
): AnalyzeTranscriptResponse {
  if (!content) throw unusable(new Error('The model returned no content'));
  const parsed = answerSchema.safeParse(parseJson(content));
  if (!parsed.success) throw unusable(parsed.error);
  const answer = parsed.data.steps;
  if (answer.length === 0) throw unusable(new Error('The model returned no steps'));
  const bySentence = answer.some(
    (step) => step.first_sentence != null || step.last_sentence != null,
  );
  if (bySentence) return responseFromSteps(stepsFromSentences(answer, input, narration));
  const window = windowOf(input);
  const steps = answer.map((step) => stepFromTimes(step, window, narration));
  steps.sort((a, b) => a.video_start_time_ms - b.video_start_time_ms);
  return responseFromSteps(steps);
}

export function createLlmAnalyzer({ client, model }: LlmAnalyzerOptions): Analyzer {
  return {
    name: 'llm',
    async analyze(input, options = {}) {
      const { signal } = options;
      if (signal?.aborted) throw abortedError(signal.reason);
      const narration = prepareNarration(input);
      if (input.transcript.trim() === '' || narration.sentences.length === 0) {
        throw new MediaError('no_voice', 'no_voice');
      }
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: buildPrompt(input, narration) },
            ],
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: RESPONSE_SCHEMA_NAME,
                strict: true,
                schema: responseJsonSchema(),
              },
            },
          },
          signal ? { signal } : {},
        );
        const choice = completion.choices[0];
        if (choice?.finish_reason === 'length') throw unusable(new Error('The answer was cut off'));
        content = choice?.message.content;
      } catch (error) {
        if (error instanceof MediaError) throw error;
        if (signal?.aborted) throw abortedError(signal.reason);
        // The client's error names the server's status and message, never the key: keep it as the cause.
        throw new MediaError('analyze_failed', messages.media.analyzeFailed, { cause: error });
      }
      return parseModelAnswer(content, input, narration);
    },
  };
}
