import {
  type AnalyzeTranscriptInput,
  aiStepTiming,
  analyzeTranscriptResponseSchema,
} from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { analyzeWithRules, createRulesAnalyzer } from '../src/media/analyzer/rules';
import { MediaError } from '../src/media/types';
import { boundaryF1, buildNarration, loadScripts, type NarrationScript } from './support/narration';

const scripts = loadScripts();
const script = (id: string): NarrationScript => scripts.find((entry) => entry.id === id)!;
const starts = (steps: { video_start_time_ms: number }[]) =>
  steps.map((step) => step.video_start_time_ms);
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];
/** Words a step is never named after (a noisy transcript's sentence openers). */
const BAD_NAME = /^(you|there'?s|so|um|uh|and|the|a|it|okay|well|then|now|first|next)\b/i;

function expectNoVoice(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(MediaError);
    expect(error).toMatchObject({ failure: 'no_voice', detail: 'no_voice' });
    return;
  }
  throw new Error('expected no_voice');
}

function bareInput(transcript: string, extra: Partial<AnalyzeTranscriptInput> = {}) {
  return {
    transcript,
    video_metadata: { filename: 'clip.mp4', duration: 60, size: 1000 },
    project_context: { name: 'Shed', description: '', tags: [] },
    ...extra,
  } satisfies AnalyzeTranscriptInput;
}

describe('rules analyzer: step boundaries on the narration scripts', () => {
  it.each(scripts.map((entry) => [entry.id, entry] as const))(
    '%s: finds every step start on a clean transcript with word times',
    (_id, entry) => {
      const narration = buildNarration(entry);
      const result = analyzeWithRules(narration.input);
      const truth = narration.steps.map((step) => step.start_ms);
      expect(boundaryF1(starts(result.steps), truth)).toBe(1);
      // The start is the first word's start, exactly.
      expect(starts(result.steps)).toEqual(truth);
    },
  );

  it.each(scripts.map((entry) => [entry.id, entry] as const))(
    '%s: keeps F1 >= 0.9 on degraded transcripts (lowercase, no punctuation, wrong words)',
    (_id, entry) => {
      for (const seed of SEEDS) {
        const narration = buildNarration(entry, { degraded: true, seed });
        const result = analyzeWithRules(narration.input);
        const f1 = boundaryF1(
          starts(result.steps),
          narration.steps.map((step) => step.start_ms),
        );
        expect(f1, `seed ${seed}`).toBeGreaterThanOrEqual(0.9);
      }
    },
  );

  it('works from segment times only, and from the plain transcript spread over the duration', () => {
    for (const entry of scripts) {
      for (const timing of ['segments', 'none'] as const) {
        const narration = buildNarration(entry, { timing });
        const result = analyzeWithRules(narration.input);
        const f1 = boundaryF1(
          starts(result.steps),
          narration.steps.map((step) => step.start_ms),
        );
        expect(f1, `${entry.id} ${timing}`).toBeGreaterThanOrEqual(0.9);
      }
    }
  });

  it('does not open a step at every mid-step "then" or short pause', () => {
    const words = [
      ['First,', 0],
      ['cut', 300],
      ['the', 600],
      ['long', 800],
      ['board.', 1000],
      ['Then', 1800],
      ['sand', 2100],
      ['the', 2400],
      ['rough', 2600],
      ['edges.', 2800],
      ['Next,', 5000],
      ['paint', 5300],
      ['the', 5600],
      ['whole', 5800],
      ['board', 6000],
      ['blue.', 6300],
    ] as const;
    const input = bareInput(words.map(([word]) => word).join(' '), {
      words: words.map(([word, start]) => ({ word, start_ms: start, end_ms: start + 250 })),
      video_metadata: { filename: 'clip.mp4', duration: 8, size: 1000 },
    });
    const result = analyzeWithRules(input);
    expect(starts(result.steps)).toEqual([0, 5000]);
  });
});

describe('rules analyzer: step fields', () => {
  it('times: whole ms, a step ends where the next starts, the last ends with the video', () => {
    const narration = buildNarration(script('birdhouse'));
    const result = analyzeWithRules(narration.input);
    expect(analyzeTranscriptResponseSchema.parse(result)).toEqual(result);
    result.steps.forEach((step, index) => {
      expect(Number.isInteger(step.video_start_time_ms)).toBe(true);
      expect(Number.isInteger(step.video_end_time_ms)).toBe(true);
      const next = result.steps[index + 1];
      const videoEnd = Math.round(narration.input.video_metadata.duration * 1000);
      expect(step.video_end_time_ms).toBe(next ? next.video_start_time_ms : videoEnd);
      expect(step).toMatchObject(aiStepTiming(step.video_start_time_ms, step.video_end_time_ms));
      expect(step.estimated_duration).toBe(30);
      expect(step.difficulty_level).toBe('Beginner');
    });
  });

  it('names a step by its main verb phrase, and describes it with its sentences', () => {
    const result = analyzeWithRules(buildNarration(script('birdhouse')).input);
    expect(result.steps.map((step) => step.name)).toEqual([
      'Lay the cedar board',
      'Cut along each line',
      'Drill a round hole',
      'Spread wood glue along the edges',
      'Set the roof',
      'Hang the birdhouse',
    ]);
    expect(result.steps[1]!.description).toBe(
      'Next, cut along each line with a hand saw. Always wear safety glasses when you cut wood. Keep your fingers away from the blade.',
    );
  });

  it('never names a step after a filler, even on degraded transcripts', () => {
    for (const entry of scripts) {
      for (const seed of SEEDS) {
        const result = analyzeWithRules(buildNarration(entry, { degraded: true, seed }).input);
        for (const step of result.steps) {
          expect(step.name).not.toMatch(BAD_NAME);
          expect(step.name.length).toBeGreaterThan(0);
          expect(step.name.length).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it('falls back to "Step N: <noun phrase>" when no sentence opens with an action', () => {
    const transcript =
      "so um there's the roof panels you know they are really nice and there's a lot of them";
    const result = analyzeWithRules(bareInput(transcript));
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]!.name).toBe('Step 1: roof panels');
    expect(result.steps[0]!.validation_metric).toEqual({
      question: 'What is the goal of this step?',
      expected_answer: 'Step 1: roof panels',
    });
  });

  it('attaches tools, materials and cautions to the step that mentions them', () => {
    const result = analyzeWithRules(buildNarration(script('birdhouse')).input);
    const [, cut, drill, glue, roof, hang] = result.steps;
    expect(cut).toMatchObject({
      tools: ['hand saw', 'safety glasses'],
      materials: [],
      cautions: [
        'Always wear safety glasses when you cut wood.',
        'Keep your fingers away from the blade.',
      ],
    });
    expect(drill!.tools).toEqual(expect.arrayContaining(['power drill', 'clamp']));
    expect(glue).toMatchObject({ tools: ['hammer'], materials: ['wood glue', 'small nails'] });
    expect(roof).toMatchObject({ tools: ['screwdriver'], materials: ['screws'] });
    // "Never use paint on the inside": a caution, and paint is not a material of the step.
    expect(hang).toMatchObject({
      materials: [],
      cautions: ['Never use paint on the inside of the box.'],
    });
    expect(result.tools).toEqual(
      expect.arrayContaining(['tape measure', 'pencil', 'hand saw', 'hammer', 'screwdriver']),
    );
    expect(result.materials).toEqual(expect.arrayContaining(['cedar board', 'wood glue']));
    expect(result.cautions).toHaveLength(4);
  });

  it("recalls every script's tools, materials and cautions in the right step", () => {
    for (const entry of scripts) {
      const result = analyzeWithRules(buildNarration(entry).input);
      entry.steps.forEach((truth, index) => {
        const step = result.steps[index]!;
        const found = [...step.tools, ...step.materials];
        for (const item of [...truth.tools, ...truth.materials]) {
          expect(
            found.some((phrase) => phrase.includes(item)),
            `${entry.id} ${item}`,
          ).toBe(true);
        }
        expect(step.cautions, `${entry.id} step ${index + 1}`).toEqual(truth.cautions);
      });
    }
  });

  it('keeps cautions in their step on degraded transcripts', () => {
    for (const entry of scripts) {
      const result = analyzeWithRules(buildNarration(entry, { degraded: true, seed: 3 }).input);
      entry.steps.forEach((truth, index) => {
        if (truth.cautions.length === 0) expect(result.steps[index]!.cautions).toEqual([]);
      });
    }
  });

  it('asks one question per step, answered by what the step says', () => {
    const result = analyzeWithRules(buildNarration(script('birdhouse')).input);
    for (const step of result.steps) {
      expect(step.validation_metric?.question).toMatch(/\?$/);
      expect(step.validation_metric?.expected_answer).not.toBe('');
    }
    expect(result.questions).toEqual(result.steps.map((step) => step.validation_metric!.question));
    expect(result.steps[1]!.validation_metric).toEqual({
      question: 'What do you use to cut along each line?',
      expected_answer: 'a hand saw',
    });
    expect(result.steps[5]!.validation_metric).toEqual({
      question: 'What should you be careful about when you hang the birdhouse?',
      expected_answer: 'Never use paint on the inside of the box.',
    });
  });

  it('is deterministic', () => {
    const input = buildNarration(script('houseplant'), { degraded: true }).input;
    expect(analyzeWithRules(input)).toEqual(analyzeWithRules(input));
  });
});

describe('rules analyzer: regeneration and no speech', () => {
  it('with a time range, returns steps inside it that cover it', () => {
    const narration = buildNarration(script('birdhouse'));
    const third = narration.steps[2]!;
    const range = { start_ms: third.start_ms - 300, end_ms: third.end_ms + 500 };
    const result = analyzeWithRules({ ...narration.input, time_range: range });
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({
      name: 'Drill a round hole',
      video_start_time_ms: range.start_ms,
      video_end_time_ms: range.end_ms,
    });
    expect(result.steps[0]!.description).not.toMatch(/hand saw|glue/);
  });

  it('with a range over two steps, finds both inside it', () => {
    const narration = buildNarration(script('bike-tube'), { degraded: true });
    const range = { start_ms: narration.steps[1]!.start_ms, end_ms: narration.steps[2]!.end_ms };
    const result = analyzeWithRules({ ...narration.input, time_range: range });
    expect(starts(result.steps)).toEqual([range.start_ms, narration.steps[2]!.start_ms]);
    for (const step of result.steps) {
      expect(step.video_start_time_ms).toBeGreaterThanOrEqual(range.start_ms);
      expect(step.video_end_time_ms).toBeLessThanOrEqual(range.end_ms);
    }
  });

  it('reports no_voice for an empty transcript or a range without words', async () => {
    expectNoVoice(() => analyzeWithRules(bareInput('')));
    expectNoVoice(() => analyzeWithRules(bareInput('  \n\t ')));
    const narration = buildNarration(script('houseplant'));
    const pauseStart = narration.steps[0]!.end_ms + 100;
    expectNoVoice(() =>
      analyzeWithRules({
        ...narration.input,
        time_range: { start_ms: pauseStart, end_ms: pauseStart + 800 },
      }),
    );
    await expect(createRulesAnalyzer().analyze(bareInput(''))).rejects.toMatchObject({
      failure: 'no_voice',
    });
  });

  it('stops at once when the work was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      createRulesAnalyzer().analyze(bareInput('First, cut the board.'), {
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ failure: 'aborted' });
  });
});
