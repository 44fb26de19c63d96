import {
  type AiStep,
  type AnalyzeTranscriptInput,
  type AnalyzeTranscriptResponse,
  aiStepTiming,
  DEFAULTS,
} from '@stepwise/contracts';
import { abortedError } from '../process';
import { type Analyzer, MediaError } from '../types';
import { stepConfidence } from './confidence';
import { describeStep, workedThing } from './content';
import { groupSentences, type StepGroup } from './grouping';
import { prepareNarration } from './narration';
import { responseFromSteps } from './response';

/**
 * The offline analyzer: finds steps in a narrated how-to transcript with rules and the
 * `compromise` tagger, no model and no network. Deterministic: the same input gives the same steps.
 *
 * - The transcript becomes timed sentences (`prepareNarration`: word times after the vocabulary's
 *   second look at what was heard), each classified as an instruction, a needs list, a caution, a
 *   tip, an outcome, an intro or an outro.
 * - Steps open at instructions that start new work (`groupSentences`): never at a pause, so a
 *   narrator who pauses evenly after every sentence is read by what they say.
 * - A step runs from its first sentence to the next step's first sentence; the last one ends at the
 *   end of the video (or at its last word when the duration is unknown or shorter). With
 *   `time_range` the steps cover exactly that range.
 * - Names come from the main verb phrase ("Cut along each line"); each step carries a confidence,
 *   what to review first and its sentences with their times.
 * - `estimated_duration` and `difficulty_level` keep the contract's defaults (30, 'Beginner'): a
 *   narration says nothing reliable about how long the work takes or how hard it is.
 */
export function createRulesAnalyzer(): Analyzer {
  return {
    name: 'rules',
    async analyze(input, options) {
      if (options?.signal?.aborted) throw abortedError(options.signal.reason);
      return analyzeWithRules(input);
    },
  };
}

const noVoice = () => new MediaError('no_voice', 'no_voice');

/** A step's sentences as the editor shows them beside the description. */
function transcriptOf(group: StepGroup) {
  return group.sentences.map((sentence) => ({
    start_ms: sentence.start_ms,
    end_ms: sentence.end_ms,
    text: sentence.text,
  }));
}

export function analyzeWithRules(input: AnalyzeTranscriptInput): AnalyzeTranscriptResponse {
  if (input.transcript.trim() === '') throw noVoice();
  const range = input.time_range;
  const narration = prepareNarration(input);
  const worked = workedThing(input.project_context.name);
  const { timeline } = narration;
  if (timeline.tokens.length === 0 || narration.sentences.length === 0) throw noVoice();

  const groups = groupSentences(narration.sentences, narration.marked);
  const durationMs = Math.round(input.video_metadata.duration * 1000);
  const lastWordEnd = timeline.tokens[timeline.tokens.length - 1]!.endMs;
  const videoEnd = durationMs > 0 ? Math.max(durationMs, lastWordEnd) : lastWordEnd;
  const starts = groups.map((group) => group.sentences[0]!.start_ms);
  if (range) starts[0] = range.start_ms;
  // A regenerated step covers its whole range, but never runs past the end of the video.
  const limit = durationMs > 0 ? Math.max(durationMs, lastWordEnd) : Number.POSITIVE_INFINITY;
  const endOfAll = range ? Math.min(range.end_ms, limit) : videoEnd;

  const steps = groups.map((group, index): AiStep => {
    const start = starts[index]!;
    const end = Math.max(start + 1, starts[index + 1] ?? endOfAll);
    const content = describeStep(group.sentences, narration.hits, group.preamble, worked);
    const confidence = stepConfidence(group, content);
    return {
      name: content.name,
      description: content.description,
      estimated_duration: DEFAULTS.estimatedDuration,
      difficulty_level: DEFAULTS.difficultyLevel,
      video_start_time_ms: start,
      video_end_time_ms: end,
      ...aiStepTiming(start, end),
      tools: content.tools,
      materials: content.materials,
      cautions: content.cautions,
      validation_metric: content.validation,
      confidence: confidence.value,
      review: confidence.review,
      uncertain_items: content.uncertainItems,
      quantities: content.quantities,
      transcript: transcriptOf(group),
    };
  });

  return responseFromSteps(flagLongSteps(steps));
}

/** A step this many times longer than the narration's typical step may hold two. */
const LONG_STEP_FACTOR = 1.8;

/**
 * Marks the timing of a step much longer than the others for review (a missed boundary is the
 * error a creator cannot see in the sidebar), and lowers its confidence accordingly.
 */
function flagLongSteps(steps: AiStep[]): AiStep[] {
  if (steps.length < 3) return steps;
  const spans = steps.map((step) => step.video_end_time_ms - step.video_start_time_ms);
  const median = [...spans].sort((a, b) => a - b)[Math.floor(spans.length / 2)]!;
  return steps.map((step, index) => {
    const long = spans[index]! > LONG_STEP_FACTOR * median && step.transcript.length >= 3;
    if (!long || step.review.includes('timing')) return step;
    const confidence = step.confidence === null ? null : Math.min(step.confidence, 0.55);
    return { ...step, confidence, review: ['timing', ...step.review] };
  });
}
