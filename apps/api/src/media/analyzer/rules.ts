import {
  type AiStep,
  type AnalyzeTranscriptInput,
  type AnalyzeTranscriptResponse,
  aiStepTiming,
  DEFAULTS,
} from '@stepwise/contracts';
import { abortedError } from '../process';
import { type Analyzer, MediaError } from '../types';
import { describeStep } from './content';
import { responseFromSteps } from './response';
import { buildTimeline, groupSteps, restrictToRange, splitUnits, type Unit } from './timeline';

/**
 * The offline analyzer: finds steps in a narrated how-to transcript with rules and the
 * `compromise` tagger, no model and no network. Deterministic: the same input gives the same steps.
 *
 * - Steps open at sentence-initial discourse markers (first, next, after that, finally, step N ...)
 *   and long pauses (see `groupSteps`); too-short steps are merged into a neighbour.
 * - A step runs from its first word to the next step's first word; the last one ends at the end of
 *   the video (or at its last word when the duration is unknown or shorter). With `time_range` the
 *   steps cover exactly that range.
 * - Names come from the main verb phrase ("Cut along each line"), else "Step N: <noun phrase>".
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

function unitText(unit: Unit): string {
  return unit.tokens.map((token) => token.text).join(' ');
}

export function analyzeWithRules(input: AnalyzeTranscriptInput): AnalyzeTranscriptResponse {
  if (input.transcript.trim() === '') throw noVoice();
  const range = input.time_range;
  const full = buildTimeline(input);
  const timeline = range ? restrictToRange(full, range.start_ms, range.end_ms) : full;
  if (timeline.tokens.length === 0) throw noVoice();

  const groups = groupSteps(splitUnits(timeline), timeline);
  const durationMs = Math.round(input.video_metadata.duration * 1000);
  const lastWordEnd = timeline.tokens[timeline.tokens.length - 1]!.endMs;
  const videoEnd = durationMs > 0 ? Math.max(durationMs, lastWordEnd) : lastWordEnd;
  const starts = groups.map((group) => group[0]!.startMs);
  if (range) starts[0] = range.start_ms;
  // A regenerated step covers its whole range, but never runs past the end of the video.
  const limit = durationMs > 0 ? Math.max(durationMs, lastWordEnd) : Number.POSITIVE_INFINITY;
  const endOfAll = range ? Math.min(range.end_ms, limit) : videoEnd;

  const steps = groups.map((group, index): AiStep => {
    const start = starts[index]!;
    const end = Math.max(start + 1, starts[index + 1] ?? endOfAll);
    const content = describeStep(group.map(unitText), index + 1);
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
    };
  });

  return responseFromSteps(steps);
}
