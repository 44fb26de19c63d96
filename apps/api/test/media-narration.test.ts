import type { AnalyzeTranscriptInput } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { classifySentence } from '../src/media/analyzer/classify';
import { prepareNarration } from '../src/media/analyzer/narration';
import { analyzeWithRules } from '../src/media/analyzer/rules';
import { heard, kind } from './support/heard';

/** The sentences a hosted recogniser's punctuated transcript of `sentences` is read as. */
function writtenSentences(
  sentences: readonly string[],
  context?: AnalyzeTranscriptInput['project_context'],
): string[] {
  const input = { ...heard(sentences), transcript: sentences.join(' ') };
  if (context) input.project_context = context;
  return prepareNarration(input).sentences.map((sentence) => sentence.text);
}

describe('classifySentence', () => {
  it.each([
    ['First, loosen the lug nuts a half turn.', 'instruction'],
    ['Slide the new blade onto the arbor.', 'instruction'],
    ["You'll want to tighten the clamp by hand.", 'instruction'],
    ["You'll need a socket wrench and a jack.", 'needs'],
    ['For this part you will need two zip ties.', 'needs'],
    ['Be careful, the pan will be very hot.', 'caution'],
    ['Never open the valve while the system is under pressure.', 'caution'],
    ['Make sure the power is off at the breaker.', 'caution'],
    ['This keeps the thread from slipping later.', 'tip'],
    ['If the screw spins, use a longer one.', 'tip'],
    ['It should look smooth and shiny.', 'outcome'],
    ['You should hear a click when it is seated.', 'outcome'],
    ["Hi, today I'll show you how to fix a dripping tap.", 'intro'],
    // A word that can be an order ("stain", "seal", "glue") is the subject when a verb agrees with it.
    ['Stain soaks into bare wood much faster.', 'tip'],
    ['Glue needs an hour to set.', 'tip'],
    ['Sealant will not bond to a wet surface.', 'tip'],
    ['Seedlings grow stronger roots in deep pots.', 'tip'],
    ['Stain the boards with a wide brush.', 'instruction'],
    ['Seal the jar and label it.', 'instruction'],
    ['Keep the lid on while it simmers.', 'instruction'],
    ['Keep the cord well away from the blade.', 'caution'],
    ['Make sure the heater is unplugged and cool.', 'caution'],
    ['Tuck your fingers in as you slice.', 'caution'],
    // "you need to" is an order or a condition, never a needs list.
    ["You'll need to take the front wheel off first.", 'instruction'],
    ['If the glue is thick, warm it so you can spread it if you need to.', 'tip'],
    // A scene set by a preposition, then a subject and its verb: a remark.
    ['On older models you can see the fuse through a small window.', 'tip'],
    ["With the cover off, there's a second screw behind the hinge.", 'tip'],
    ['On the back of the board, solder each leg to its pad.', 'instruction'],
    ['Be gentle with the clip, it is plastic and it snaps easily.', 'caution'],
    ['Push the pin in fully, or the hinge can slip when you open it.', 'caution'],
    // A participle, a plural noun and their verb; the why said as "you ... because".
    ['Angled screws bite deeper into soft wood.', 'tip'],
    ['You wash the rice first because the starch makes it sticky.', 'tip'],
    // An order whose verb the recogniser heard as "the": no verb in the present follows.
    ['the spare wheel out of the boot and onto the ground', 'instruction'],
    ['the glue dries clear in about an hour', 'tip'],
    ['the old gasket was stuck to the flange', 'tip'],
    // A gerund and a verb that agrees with it: the subject of a remark, not an order.
    ['Sanding with the grain hides the scratches.', 'tip'],
    ['Tightening one bolt pulls the others out of line.', 'tip'],
    ['Starting at the top, wipe each shelf down.', 'instruction'],
    ['Bring the water to a boil.', 'instruction'],
    // An adjective before a noun opens a subject: no order starts that way.
    ['Moist roots slide out of the pot much more easily.', 'tip'],
    ['Sharp blades cut cleaner than dull ones.', 'tip'],
    ['Clean the brush in warm water.', 'instruction'],
  ] as const)('%s -> %s', (sentence, expected) => {
    expect(kind(sentence)).toBe(expected);
  });

  it('knows a closing only at the end', () => {
    const words = ["that's it your bike is ready to ride"].join(' ').split(' ');
    expect(classifySentence(words, 'end').kind).toBe('outro');
    expect(classifySentence(words, 'middle').kind).not.toBe('outro');
  });
});

describe('prepareNarration: sentences of a recogniser transcript', () => {
  it('reads a dictionary abbreviation the recogniser heard ("d.", "dr.") as a word, not a full stop', () => {
    const input = heard([
      'cut the board to length with a hand saw',
      'sand the d. edges smooth',
      'drill two holes near the top',
      'brush on a coat of dr. varnish',
    ]);
    // pocketsphinx spells these words with their period (its dictionary's own spelling).
    input.words = input.words!.map((w) =>
      w.word === 'd' || w.word === 'dr' ? { ...w, word: `${w.word}.` } : w,
    );
    input.transcript = input.words.map((w) => w.word).join(' ');
    const narration = prepareNarration(input);
    // Cut at the pauses after each sentence, as without the abbreviations.
    expect(narration.sentences.map((sentence) => sentence.words[0])).toEqual([
      'cut',
      'sand',
      'drill',
      'brush',
    ]);
  });

  it('ends a written sentence at a word that is also an abbreviation ("in.", "no.")', () => {
    const sentences = [
      'Pull the splinter out at the same angle it went in.',
      'Wash the area with soap and warm water.',
    ];
    expect(writtenSentences(sentences)).toEqual(sentences);
  });

  it("keeps a punctuated transcript's words as they were heard", () => {
    // Bare recogniser words would be rewritten here ("lagoon odds" -> lug nuts, see vocabulary
    // tests); a hosted recogniser that wrote sentences heard what it wrote.
    const sentences = [
      'Loosen the lagoon odds with a tire iron.',
      'Line the baking sheet with parchment paper.',
    ];
    const context = { name: 'Change a tire', description: 'loosen the lug nuts', tags: [] };
    expect(writtenSentences(sentences, context)).toEqual(sentences);
    const bare = prepareNarration({ ...heard(sentences), project_context: context });
    expect(bare.sentences[0]!.words).toContain('lug');
  });
});

describe('analyzeWithRules on hand-written narrations', () => {
  it('names steps by their action and never "Step N:"', () => {
    const result = analyzeWithRules(
      heard([
        'Unplug the lamp from the wall.',
        'Unscrew the old bulb from the socket.',
        'There are many kinds of bulbs around.',
      ]),
    );
    for (const step of result.steps) {
      expect(step.name).not.toMatch(/^step\b/i);
      expect(step.name.length).toBeLessThanOrEqual(60);
    }
    expect(result.steps[0]!.name).toBe('Unplug the lamp');
  });

  it('asks the creator to check a name read from a word it did not know, not a clear one', () => {
    const result = analyzeWithRules(
      heard([
        'Unplug the lamp from the wall.',
        'This keeps you safe.',
        'Lead the batter rest for ten minutes.',
      ]),
    );
    expect(result.steps.map((step) => step.review.includes('name'))).toEqual([false, true]);
  });

  it('asks the creator to check the times of a step much longer than the others', () => {
    const result = analyzeWithRules(
      heard([
        'Unplug the lamp from the wall.',
        'Unscrew the old bulb from the socket.',
        'Screw the new bulb into the socket.',
        'Wipe the lamp shade with a dry cloth.',
        'Then wipe it again with a damp cloth.',
        'Then dry it with a towel.',
        'Then wipe it once more.',
        'Plug the lamp back in.',
      ]),
    );
    const spans = result.steps.map((s) => s.video_end_time_ms - s.video_start_time_ms);
    const long = result.steps[spans.indexOf(Math.max(...spans))]!;
    expect(long.transcript.length).toBeGreaterThanOrEqual(4);
    expect(long.review).toContain('timing');
    expect(long.confidence).toBeLessThanOrEqual(0.55);
    expect(result.steps.filter((step) => step.review.includes('timing'))).toHaveLength(1);
  });

  it('carries each step transcript with its times, a confidence and quantities', () => {
    const input = heard([
      'First, take out two tire levers.',
      'Hook them under the edge of the tire.',
      'Next, pull out the old tube.',
    ]);
    const result = analyzeWithRules(input);
    const sentences = prepareNarration(input).sentences;
    expect(result.steps[0]!.transcript).toEqual(
      sentences.slice(0, 2).map((s) => ({ start_ms: s.start_ms, end_ms: s.end_ms, text: s.text })),
    );
    expect(result.steps[0]!.confidence).toBeGreaterThan(0);
    expect(result.steps[0]!.confidence).toBeLessThanOrEqual(1);
    expect(result.steps[0]!.quantities).toEqual({ 'tire lever': 2 });
  });
});
