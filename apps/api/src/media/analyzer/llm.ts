import {
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
import { transcriptLines } from './prompt-transcript';
import { responseFromSteps } from './response';

/**
 * The analyzer on any OpenAI-compatible chat model (hosted, or local: llama.cpp, Ollama, vLLM).
 * The model must answer JSON matching a strict schema; anything else (not JSON, another shape,
 * times outside the video or the range, a step ending before it starts) fails the whole analysis:
 * a creator never gets partial or corrupt steps.
 */

export interface LlmAnalyzerOptions {
  client: OpenAI;
  model: string;
}

/** What the model fills in: seconds (models reason better in seconds than in ms), flat strings. */
const modelStepSchema = z.object({
  name: z
    .string()
    .describe('Short imperative title, at most 60 characters, e.g. "Cut the side panels".'),
  description: z.string().describe('What to do in this step, in one to three plain sentences.'),
  start_seconds: z.number().describe('When the step starts in the video, in seconds.'),
  end_seconds: z.number().describe('When the step ends in the video, in seconds.'),
  tools: z.array(z.string()).describe('Tools used in this step, lowercase, as spoken.'),
  materials: z.array(z.string()).describe('Materials used in this step, lowercase, as spoken.'),
  cautions: z.array(z.string()).describe('Safety warnings said in this step, as sentences.'),
  validation_question: z.string().describe('One question that checks the step was understood.'),
  validation_answer: z.string().describe('The expected answer to the question.'),
});

export const modelAnswerSchema = z.object({ steps: z.array(modelStepSchema) });
type ModelStep = z.infer<typeof modelStepSchema>;

export const RESPONSE_SCHEMA_NAME = 'transcript_steps';

/** The JSON schema sent with `strict: true`: every property required, no extra properties. */
export function responseJsonSchema(): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(modelAnswerSchema);
  return schema;
}

/** Times a little past the video's end (rounding) are clamped; further out is a wrong answer. */
const TIME_TOLERANCE_SECONDS = 1;
const NAME_MAX_CHARS = 60;

export const UNUSABLE_ANSWER_DETAIL = `${messages.media.analyzeFailed}: the model returned an answer that could not be used.`;

const unusable = (cause: unknown) =>
  new MediaError('analyze_failed', UNUSABLE_ANSWER_DETAIL, { cause });

const SYSTEM_PROMPT = [
  'You split the narration of a how-to video into the steps a learner follows.',
  'Each step is one distinct action or stage, in the order the narrator does them; do not make a',
  'step of an introduction or a sign-off. Times come from the transcript: a step starts at the time',
  'of its first line and ends where the next step starts (the last step ends with its last line).',
  'Only list tools, materials and cautions the narrator mentions in that step. Write everything in',
  'English and answer with JSON only.',
].join(' ');

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

export function buildPrompt(input: AnalyzeTranscriptInput): string {
  const { project_context: project, video_metadata: video, time_range: range } = input;
  const lines = [
    `Project: ${project.name}`,
    project.description ? `Description: ${project.description}` : null,
    project.tags && project.tags.length > 0 ? `Tags: ${project.tags.join(', ')}` : null,
    `Video: ${video.filename}, ${video.duration.toFixed(1)} seconds long.`,
    range
      ? `Regenerate the step(s) between ${seconds(range.start_ms)} and ${seconds(range.end_ms)} only: every step must start and end inside that range, and together they cover it.`
      : null,
    '',
    'Transcript (each line starts with the time it is spoken, in seconds):',
    ...transcriptLines(input),
  ];
  return lines.filter((line) => line !== null).join('\n');
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

/** One model step as an AI step, or a reason why it cannot be used. */
function toStep(step: ModelStep, window: Window): AiStep | string {
  const name = step.name.trim();
  if (name === '') return 'a step without a name';
  const { start_seconds: start, end_seconds: end } = step;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return 'a time that is not a number';
  if (end <= start) return 'a step that ends before it starts';
  const tolerance = TIME_TOLERANCE_SECONDS;
  if (start < window.startSeconds - tolerance || end > window.endSeconds + tolerance) {
    return 'a step outside the video or the range';
  }
  const startMs = Math.round(Math.max(start, window.startSeconds) * 1000);
  const endMs = Math.round(Math.min(end, window.endSeconds) * 1000);
  if (endMs <= startMs) return 'a step outside the video or the range';
  const list = (items: string[]) => [...new Set(items.map((item) => item.trim()).filter(Boolean))];
  const question = step.validation_question.trim();
  const answer = step.validation_answer.trim();
  return {
    name: name.slice(0, NAME_MAX_CHARS).trim(),
    description: step.description.trim(),
    estimated_duration: DEFAULTS.estimatedDuration,
    difficulty_level: DEFAULTS.difficultyLevel,
    video_start_time_ms: startMs,
    video_end_time_ms: endMs,
    ...aiStepTiming(startMs, endMs),
    tools: list(step.tools),
    materials: list(step.materials),
    cautions: list(step.cautions),
    validation_metric: question && answer ? { question, expected_answer: answer } : null,
  };
}

/** Parses the model's answer; throws `analyze_failed` unless every step is usable. */
export function parseModelAnswer(
  content: string | null | undefined,
  input: AnalyzeTranscriptInput,
): AnalyzeTranscriptResponse {
  if (!content) throw unusable(new Error('The model returned no content'));
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch (error) {
    throw unusable(error);
  }
  const parsed = modelAnswerSchema.safeParse(json);
  if (!parsed.success) throw unusable(parsed.error);
  const window = windowOf(input);
  const steps: AiStep[] = [];
  for (const step of parsed.data.steps) {
    const result = toStep(step, window);
    if (typeof result === 'string') throw unusable(new Error(`The model returned ${result}`));
    steps.push(result);
  }
  steps.sort((a, b) => a.video_start_time_ms - b.video_start_time_ms);
  return responseFromSteps(steps);
}

export function createLlmAnalyzer({ client, model }: LlmAnalyzerOptions): Analyzer {
  return {
    name: 'llm',
    async analyze(input, options = {}) {
      const { signal } = options;
      if (signal?.aborted) throw abortedError(signal.reason);
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create(
          {
            model,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: buildPrompt(input) },
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
      return parseModelAnswer(content, input);
    },
  };
}
