import {
  type AiStep,
  type AnalyzeTranscriptInput,
  aiStepTiming,
  DEFAULTS,
  type TranscriptSegment,
  type TranscriptWord,
} from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { parseModelAnswer } from '../src/media/analyzer/llm';
import { responseFromSteps } from '../src/media/analyzer/response';
import { analyzeWithRules } from '../src/media/analyzer/rules';

/** A name that carries its own number, in any of the shapes a model writes. */
const NUMBERED = /^step\s*(?:#|no\.?|number)?\s*\d+/i;

/** A clean transcript of the sentences: word times, one segment each. */
function narration(sentences: readonly string[]): AnalyzeTranscriptInput {
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
    video_metadata: { filename: 'board.mp4', duration: (at + 800) / 1000, size: 1_000_000 },
    project_context: { name: 'Cutting board', description: 'A walnut board.', tags: [] },
    words,
    segments,
  };
}

const SENTENCES = [
  'Measure the board and mark a line with a pencil.',
  'Cut the board along the line with a hand saw.',
  'Sand the edges smooth with sandpaper.',
  'Wipe the board with mineral oil and let it dry.',
];

function modelStep(name: string, start: number, end: number) {
  return { name, start_seconds: start, end_seconds: end, description: `${name}.` };
}

function anAiStep(name: string, index: number): AiStep {
  const start = index * 5000;
  return {
    name,
    description: 'Do it.',
    estimated_duration: DEFAULTS.estimatedDuration,
    difficulty_level: DEFAULTS.difficultyLevel,
    video_start_time_ms: start,
    video_end_time_ms: start + 5000,
    ...aiStepTiming(start, start + 5000),
    tools: [],
    materials: [],
    cautions: [],
    validation_metric: null,
    confidence: null,
    review: [],
    uncertain_items: [],
    quantities: {},
    transcript: [],
  };
}

describe('AI step names never carry their own number (issue #18)', () => {
  it('the analysis reply, the one exit of both analyzers, drops a baked-in "Step N:"', () => {
    const reply = responseFromSteps([
      anAiStep('Step 3: Step 3: word', 0),
      anAiStep('Step 2 - Sand the edges', 1),
      anAiStep('Step 4. Oil the board', 2),
      anAiStep('Step stool legs', 3),
    ]);
    expect(reply.steps.map((step) => step.name)).toEqual([
      'word',
      'Sand the edges',
      'Oil the board',
      'Step stool legs',
    ]);
  });

  it('the model analyzer gives names without "Step No. 3:" or "Step 2 of 4:"', () => {
    const input = narration(SENTENCES);
    const end = input.video_metadata.duration;
    const answer = {
      steps: [
        modelStep('Step No. 1: Measure and mark the board', 0, end / 4),
        modelStep('Step 2 of 4: Cut along the line', end / 4, end / 2),
        modelStep('Step #3 - Sand the edges smooth', end / 2, (3 * end) / 4),
        modelStep('Step 4: Oil the board', (3 * end) / 4, end),
      ],
    };
    const reply = parseModelAnswer(JSON.stringify(answer), input);
    expect(reply.steps.map((step) => step.name)).toEqual([
      'Measure and mark the board',
      'Cut along the line',
      'Sand the edges smooth',
      'Oil the board',
    ]);
  });

  it('the rules analyzer names steps by their action, not by the spoken number', () => {
    const reply = analyzeWithRules(
      narration(SENTENCES.map((sentence, index) => `Step ${index + 1}: ${sentence}`)),
    );
    expect(reply.steps.length).toBeGreaterThan(0);
    for (const step of reply.steps) expect(step.name).not.toMatch(NUMBERED);
  });
});
