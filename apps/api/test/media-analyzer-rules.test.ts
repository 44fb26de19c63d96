import {
  type AnalyzeTranscriptInput,
  aiStepTiming,
  analyzeTranscriptResponseSchema,
} from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { splitOf } from '../../../tests/fixtures/media/devset';
import { analyzeWithRules, createRulesAnalyzer } from '../src/media/analyzer/rules';
import { MediaError } from '../src/media/types';
import { boundaryF1, buildNarration, loadScripts, type NarrationScript } from './support/narration';

const scripts = loadScripts();
const script = (id: string): NarrationScript => scripts.find((entry) => entry.id === id)!;
const starts = (steps: { video_start_time_ms: number }[]) =>
  steps.map((step) => step.video_start_time_ms);
const SEEDS = [1, 2, 3, 4];
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

/**
 * The TUNE half of the development set only (tests/fixtures/media/devset.ts): the held-out half is
 * what `pnpm bench ai` scores, and no test may tune on it. The transcripts here are synthetic (the
 * script's words with times, clean or degraded); the bench runs the real recogniser.
 */
const tune = scripts.filter((entry) => splitOf(entry) === 'tune');
/** Scripts that mark every step with a word ("First", "Next", "Step six"). */
const MARKED = ['bike-tube', 'birdhouse', 'houseplant', 'paint-wall'];

function meanF1(options: Parameters<typeof buildNarration>[1], seeds: number[]): number {
  const scores: number[] = [];
  for (const entry of tune) {
    for (const seed of seeds) {
      const narration = buildNarration(entry, { ...options, seed });
      const result = analyzeWithRules(narration.input);
      scores.push(
        boundaryF1(
          starts(result.steps),
          narration.steps.map((step) => step.start_ms),
        ),
      );
    }
  }
  return scores.reduce((sum, f1) => sum + f1, 0) / scores.length;
}

describe('rules analyzer: step boundaries on the tune half', () => {
  it.each(MARKED)('%s: finds every marked step start, exactly at its first word', (id) => {
    const narration = buildNarration(script(id));
    const result = analyzeWithRules(narration.input);
    expect(starts(result.steps)).toEqual(narration.steps.map((step) => step.start_ms));
  });

  it('finds the steps of every style from the words alone (mean F1, even pauses)', () => {
    // Measured 0.88 clean and 0.83 degraded when written; the floor guards against regressions.
    expect(meanF1({}, [11])).toBeGreaterThanOrEqual(0.85);
    expect(meanF1({ degraded: true }, [1, 2, 3])).toBeGreaterThanOrEqual(0.78);
  });

  it('works from segment times only, and from the plain transcript spread over the duration', () => {
    expect(meanF1({ timing: 'segments' }, [11])).toBeGreaterThanOrEqual(0.85);
    expect(meanF1({ timing: 'none' }, [11])).toBeGreaterThanOrEqual(0.85);
  });

  it('in a narration that marks its steps, keeps unmarked instructions in their step', () => {
    const words = [
      ['First,', 0],
      ['cut', 300],
      ['the', 600],
      ['long', 800],
      ['board.', 1000],
      ['Sand', 1800],
      ['the', 2100],
      ['rough', 2300],
      ['edges.', 2500],
      ['Next,', 3300],
      ['paint', 3600],
      ['the', 3900],
      ['whole', 4100],
      ['board', 4300],
      ['blue.', 4600],
      ['Let', 5400],
      ['it', 5700],
      ['dry.', 5900],
      ['Finally,', 6700],
      ['hang', 7000],
      ['it', 7300],
      ['up.', 7500],
    ] as const;
    const input = bareInput(words.map(([word]) => word).join(' '), {
      words: words.map(([word, start]) => ({ word, start_ms: start, end_ms: start + 250 })),
      video_metadata: { filename: 'clip.mp4', duration: 9, size: 1000 },
    });
    const result = analyzeWithRules(input);
    expect(starts(result.steps)).toEqual([0, 3300, 6700]);
  });
});

describe("rules analyzer: how long this narrator's steps are", () => {
  const firstSentences = (text: string) =>
    analyzeWithRules(bareInput(text)).steps.map((step) => step.description.split('.')[0]);

  it('keeps two short actions said before their why in one step, as the narrator does elsewhere', () => {
    const text = [
      'Take the drawers out of the dresser. Unscrew the knobs with a screwdriver. This keeps them from getting paint on them.',
      'Wash every surface with soapy water. This removes the grease.',
      'Sand the whole top with fine paper. Paint will not stick to a shiny finish.',
      'Brush on a thin coat of primer. The primer seals the old wood.',
      'Paint the top and the sides. Slide the drawers back in. The dresser should look new.',
    ].join(' ');
    expect(firstSentences(text)).toEqual([
      'Take the drawers out of the dresser',
      'Wash every surface with soapy water',
      'Sand the whole top with fine paper',
      'Brush on a thin coat of primer',
      'Paint the top and the sides',
    ]);
  });

  it('gives every action its own step when the narrator never says why', () => {
    const text =
      'Push the resistor into row ten. Connect the red wire to the top rail. Plug the battery into the clip. Press the button on the side. Check that the light comes on.';
    expect(firstSentences(text)).toHaveLength(5);
  });

  it("cuts a stretch about twice as long as this narrator's steps in two, where the parts are most even", () => {
    const text = [
      'Cut the board to length with a hand saw. A fine saw leaves a clean end.',
      'Sand both ends smooth with fine sandpaper. Round edges are safer to handle.',
      'Drill two holes near the top for the hanger. A sharp bit keeps the holes clean.',
      'Wipe off all the dust with a damp rag. Brush on a coat of clear varnish.',
      'Screw the hanger onto the back of the board. Hang the board on a nail in the wall. It should hang straight.',
    ].join(' ');
    expect(firstSentences(text)).toEqual([
      'Cut the board to length with a hand saw',
      'Sand both ends smooth with fine sandpaper',
      'Drill two holes near the top for the hanger',
      'Wipe off all the dust with a damp rag',
      'Screw the hanger onto the back of the board',
    ]);
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

  it('never names a step after a filler or "Step N:", even on degraded transcripts', () => {
    for (const entry of tune) {
      for (const seed of SEEDS) {
        const result = analyzeWithRules(buildNarration(entry, { degraded: true, seed }).input);
        for (const step of result.steps) {
          expect(step.name).not.toMatch(BAD_NAME);
          expect(step.name).not.toMatch(/^step\b/i);
          expect(step.name.length).toBeGreaterThan(0);
          expect(step.name.length).toBeLessThanOrEqual(60);
        }
      }
    }
  });

  it('falls back to a verb phrase on the main thing, marked for review, when nothing is an action', () => {
    const transcript =
      "so um there's the roof panels you know they are really nice and there's a lot of them";
    const result = analyzeWithRules(bareInput(transcript));
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]!.name).toBe('Work on the roof panels');
    expect(result.steps[0]!.review).toContain('name');
    expect(result.steps[0]!.validation_metric?.question).toMatch(/\?$/);
  });

  it('attaches tools, materials and cautions to the step that mentions them', () => {
    const result = analyzeWithRules(buildNarration(script('birdhouse')).input);
    const [, cut, drill, glue, roof, hang] = result.steps;
    expect(cut).toMatchObject({
      tools: expect.arrayContaining(['hand saw', 'safety glasses']),
      cautions: [
        'Always wear safety glasses when you cut wood.',
        'Keep your fingers away from the blade.',
      ],
    });
    expect(drill!.tools).toEqual(expect.arrayContaining(['power drill', 'clamp']));
    // Listed as the repository lists them: singular, lower case, no passing adjectives.
    expect(glue).toMatchObject({ tools: ['hammer'], materials: ['wood glue', 'nail'] });
    expect(roof).toMatchObject({
      tools: ['screwdriver'],
      materials: ['screw'],
      quantities: { screw: 2 },
    });
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

  it("recalls the tune half's tools and materials, and every caution in its step", () => {
    let expected = 0;
    let recalled = 0;
    for (const entry of tune) {
      const result = analyzeWithRules(buildNarration(entry).input);
      const found = [...result.tools, ...result.materials];
      for (const item of entry.steps.flatMap((step) => [...step.tools, ...step.materials])) {
        expected += 1;
        if (found.some((phrase) => phrase.includes(item) || item.includes(phrase))) recalled += 1;
      }
    }
    // Measured 0.84 when written, on clean words (the bench measures what the recogniser hears),
    // over 54 scripts: 0.9 on the first 42; the 12 latest, written by someone who had not read
    // the analyzer (pottery, fishing, boating, 3D printing), recall less.
    expect(recalled / expected).toBeGreaterThanOrEqual(0.82);
    for (const id of MARKED) {
      const entry = script(id);
      const result = analyzeWithRules(buildNarration(entry).input);
      entry.steps.forEach((truth, index) => {
        expect(result.steps[index]!.cautions, `${id} step ${index + 1}`).toEqual(truth.cautions);
      });
    }
  });

  it('keeps the cautions on degraded transcripts, and invents none', () => {
    let truth = 0;
    let found = 0;
    for (const entry of MARKED.map(script)) {
      const spoken = entry.steps.flatMap((step) => step.cautions).length;
      for (const seed of SEEDS) {
        const result = analyzeWithRules(buildNarration(entry, { degraded: true, seed }).input);
        expect(result.cautions.length, `${entry.id} seed ${seed}`).toBeLessThanOrEqual(spoken);
        truth += spoken;
        found += result.cautions.length;
      }
    }
    // A wrong word can hide a caution's cue ("careful" heard as "the"): most must survive.
    expect(found / truth).toBeGreaterThanOrEqual(0.9);
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
    // The pause after the first step's last sentence: no word has its middle in it.
    const pauseStart = narration.steps[0]!.end_ms + 20;
    const pauseEnd = narration.steps[1]!.start_ms - 20;
    expectNoVoice(() =>
      analyzeWithRules({
        ...narration.input,
        time_range: { start_ms: pauseStart, end_ms: pauseEnd },
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
