import { describe, expect, it } from 'vitest';
import { groupSentences } from '../src/media/analyzer/grouping';
import { prepareNarration } from '../src/media/analyzer/narration';
import { analyzeWithRules } from '../src/media/analyzer/rules';
import { heard, kind } from './support/heard';

/** Which sentences (by index) open a step. */
function openings(sentences: readonly string[]): number[] {
  const narration = prepareNarration(heard(sentences));
  expect(narration.sentences).toHaveLength(sentences.length);
  return groupSentences(narration.sentences).map((group) => group.sentences[0]!.index);
}

describe('groupSentences: steps from content, not pauses', () => {
  it('opens a step at each marker', () => {
    expect(
      openings([
        'First, remove the cap from the bottle.',
        'Turn it slowly so it does not spill.',
        'Next, pour the water into the kettle.',
        'Then, switch the kettle on.',
        'Finally, pour the hot water over the tea.',
      ]),
    ).toEqual([0, 2, 3, 4]);
  });

  it('opens a step at unmarked new work after a tip in a marked narration, not after a warning', () => {
    expect(
      openings([
        'First, unplug the kettle and let it cool.',
        'Next, fill it halfway with white vinegar.',
        'The acid dissolves the scale so you do not have to scrub.',
        'Pull the mesh filter out of the spout and rinse it under the tap.',
        'Then, sand the patches smooth with fine sandpaper.',
        'Always wear a dust mask while you sand.',
        'Wipe away the dust with a damp cloth.',
        'Finally, pour the hot water away.',
      ]),
    ).toEqual([0, 1, 3, 4, 7]);
  });

  it('reads "don\'t forget ..." as work to do, and "don\'t forget to wear ..." as a warning', () => {
    expect(kind("don't forget the dewclaws on the inside of the front legs")).toBe('instruction');
    expect(kind("don't forget to wear safety glasses")).toBe('caution');
    expect(kind("don't touch the hot pan")).toBe('caution');
  });

  it('reads an outcome said behind a time or a condition, and warnings said mid-sentence', () => {
    expect(kind('after about twenty minutes you should have a steady fire')).toBe('outcome');
    expect(kind('when your dog stands the nails should sit just off the floor')).toBe('outcome');
    expect(kind('in a few weeks you should see the first flowers')).toBe('outcome');
    expect(kind('once the paint is dry apply the second coat')).toBe('instruction');
    expect(kind('hot wax burns badly so keep kids and pets out of the way')).toBe('caution');
    expect(kind('wear leather gloves for the whole job')).toBe('caution');
    expect(kind('wear a shirt you do not mind staining')).toBe('instruction');
  });

  it('opens a step at the work after a waiting time, not after one that goes on working', () => {
    expect(
      openings([
        'First, brush a thin coat of glue over both faces.',
        'Next, press the two halves together and clamp them.',
        'Leave the clamps on overnight so the glue can cure.',
        'Plane the edges flush with the faces.',
        'Finally, wait ten minutes and wipe the excess oil off.',
        'Buff the surface with a soft cloth.',
      ]),
    ).toEqual([0, 1, 3, 4]);
  });

  it('after a warning in a marked narration, opens at work on things the warning did not name', () => {
    expect(
      openings([
        'First, switch the power off at the main switch.',
        'Next, take the cover off the fuse box.',
        'Then, pull the old fuse out with the plastic puller.',
        'Never touch the bare contacts with your fingers.',
        'Press the new fuse into the clip until it snaps in.',
        'Always hold the fuse by its glass body.',
        'Push the fuse down until it sits flat.',
        'Finally, put the cover back on.',
      ]),
    ).toEqual([0, 1, 2, 4, 7]);
  });

  it('opens a step at every new action when each step is one sentence, without markers', () => {
    expect(
      openings([
        'Unplug the lamp from the wall.',
        'Unscrew the old bulb from the socket.',
        'Screw the new bulb into the socket until it is snug.',
        'Plug the lamp back in and switch it on.',
      ]),
    ).toEqual([0, 1, 2, 3]);
  });

  it('keeps why, tip and outcome sentences with the instruction before them', () => {
    expect(
      openings([
        'Sand the edges of the shelf with fine sandpaper.',
        'This removes the splinters.',
        'It should feel smooth under your fingers.',
        'Wipe the dust off with a damp cloth.',
        'Otherwise the paint will not stick.',
        'Paint the shelf with a small brush.',
      ]),
    ).toEqual([0, 3, 5]);
  });

  it('keeps an instruction that refers back in its step', () => {
    expect(
      openings([
        'Lift the wheel off the ground with the jack.',
        'Pull it towards you and take it off.',
        'Lay the spare tire flat next to the car.',
        'Then roll it to the front of the car.',
      ]),
    ).toEqual([0, 2]);
  });

  it('never opens a step at a caution, and attaches a needs list to the work that follows it', () => {
    expect(
      openings([
        'Cut the fabric along the chalk line.',
        'Be careful to keep the scissors flat on the table.',
        "You'll need a pack of pins for the next part.",
        'Pin the two pieces together along the edge.',
      ]),
    ).toEqual([0, 2]);
  });

  it('keeps an order that says why ("..., because ...") with the order before it', () => {
    expect(
      openings([
        'Rub a thin coat of slide grease onto each slide and push it back in.',
        'Wipe off whatever squeezes out of the joint, because it only collects dust.',
        'Put a few drops of valve oil on each valve.',
        'Screw the top caps down, since a loose cap rattles when you play.',
        'Play a few notes to check the valves.',
      ]),
    ).toEqual([0, 2, 4]);
  });

  it('opens a step at a needs list for the work after it, in a marked narration too', () => {
    expect(
      openings([
        'First, fill the sink with cool water and a little wool wash.',
        'Next, push the jumper under the water.',
        'Squeeze it gently a few times.',
        'Grab two old towels for this next bit.',
        'Roll the jumper up in the towels and press down.',
        'After that, lay it flat on a dry towel and shape it.',
      ]),
    ).toEqual([0, 1, 3, 5]);
  });

  it('starts the first step at what is said for it after the greeting, not at a needs list for the whole job', () => {
    const forTheStep = prepareNarration(
      heard([
        "Hi, today I'll show you how to change a snare drum head.",
        "Step one, you'll need a drum key for this.",
        'Loosen each tension rod a couple of turns.',
        'Step two, lift the old head off the shell.',
      ]),
    ).sentences;
    expect(groupSentences(forTheStep).map((group) => group.sentences[0]!.index)).toEqual([1, 3]);
    const forTheJob = prepareNarration(
      heard([
        "Hi, today I'll show you how to restring a guitar.",
        "For this you'll need a fresh set of strings and a string winder.",
        'First, wind each string down until it goes floppy.',
        'Next, pop the bridge pins out.',
      ]),
    ).sentences;
    const groups = groupSentences(forTheJob);
    expect(groups.map((group) => group.sentences[0]!.index)).toEqual([2, 3]);
    expect(groups[0]!.preamble?.map((sentence) => sentence.index)).toEqual([0, 1]);
  });

  it('leaves a greeting out of the first step and a closing inside the last', () => {
    const input = heard([
      "Hi, today I'll show you how to clean a paint brush.",
      'Squeeze the extra paint out onto a newspaper.',
      'Rinse the brush under warm water.',
      "And that's it, your brush is ready for next time.",
    ]);
    const result = analyzeWithRules(input);
    expect(result.steps).toHaveLength(2);
    expect(result.steps[0]!.video_start_time_ms).toBe(
      prepareNarration(input).sentences[1]!.start_ms,
    );
    // The closing is in the last step's transcript, not in what the step tells you to do.
    expect(result.steps[1]!.transcript.at(-1)!.text).toMatch(/ready for next time/);
    expect(result.steps[1]!.description).not.toMatch(/ready for next time/);
  });

  it('gives the first step the items of a needs list said before the work, not its start', () => {
    const input = heard([
      "Hi, today I'll show you how to hang a shelf.",
      "You'll need a drill, a spirit level and two long screws.",
      'Hold the shelf against the wall at the height you want.',
      'Drill two holes where the marks are.',
    ]);
    const result = analyzeWithRules(input);
    const sentences = prepareNarration(input).sentences;
    expect(result.steps[0]!.video_start_time_ms).toBe(sentences[2]!.start_ms);
    expect(result.steps[0]!.tools).toEqual(expect.arrayContaining(['drill', 'spirit level']));
    expect(result.steps[0]!.materials).toContain('long screw');
    expect(result.steps[0]!.quantities).toMatchObject({ 'long screw': 2 });
  });
});

describe('the first and the last sentences', () => {
  it('starts the first step with a needs list or a warning said before any greeting or work', () => {
    const input = heard([
      'Make sure the lamp is unplugged before you start.',
      "You'll need a screwdriver and a new switch.",
      'Unscrew the cover plate from the base.',
      'This gives you room to reach the wires.',
      'Pull the old switch out of the base.',
    ]);
    const result = analyzeWithRules(input);
    expect(result.steps[0]!.video_start_time_ms).toBe(input.words![0]!.start_ms);
    expect(result.steps[0]!.tools).toContain('screwdriver');
    expect(result.steps[0]!.description).toMatch(/^Make sure the lamp is unplugged/);
  });

  it('reads a last order that says "when you are done" as an instruction, not a closing', () => {
    const sentences = [
      'Push the resistor into the breadboard.',
      'Clip the battery onto the wires.',
      "Unplug the battery when you're done so it doesn't drain.",
    ];
    const narration = prepareNarration(heard(sentences));
    expect(narration.sentences.map((sentence) => sentence.kind)).toEqual([
      'instruction',
      'instruction',
      'instruction',
    ]);
    expect(
      prepareNarration(heard([...sentences, "And that's it, you're done."])).sentences.at(-1)!.kind,
    ).toBe('outro');
  });
});
