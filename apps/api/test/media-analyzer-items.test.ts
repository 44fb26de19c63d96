import { describe, expect, it } from 'vitest';
import { analyzeWithRules } from '../src/media/analyzer/rules';

/**
 * Which words of a narration the rules analyzer lists as tools and materials, on hand-written
 * transcripts (the tune half's recall is measured in media-analyzer-rules.test.ts, the recogniser's
 * effect by `pnpm bench ai`).
 */

/** The tools and materials the rules find in a bare transcript. */
function thingsIn(transcript: string, project = 'Shed'): string[] {
  const result = analyzeWithRules({
    transcript,
    video_metadata: { filename: 'clip.mp4', duration: 60, size: 1000 },
    project_context: { name: project, description: '', tags: [] },
  });
  return [...result.tools, ...result.materials];
}

describe('rules analyzer: what is a tool or material', () => {
  it('lists what a spoon or a wad holds, and never what the project works on or makes', () => {
    const things = thingsIn(
      'Mix a tablespoon of dish soap into two cups of cool water. Blot the spot with a wad of ' +
        'paper towel. Wipe the kettle with a soft cloth.',
      'Descale a kettle',
    );
    expect(things).toEqual(expect.arrayContaining(['cool water', 'paper towel', 'soft cloth']));
    expect(things.some((thing) => thing.endsWith('soap'))).toBe(true);
    for (const thing of ['tablespoon', 'cup', 'wad', 'kettle']) expect(things).not.toContain(thing);
  });

  it('takes a thing named for what it does after "with" for a tool, and not a finger', () => {
    const things = thingsIn(
      'Peel the carrots with a vegetable peeler. Flush the tube with the turkey baster. ' +
        'Press the tape down with your finger.',
    );
    expect(things).toEqual(expect.arrayContaining(['vegetable peeler', 'turkey baster']));
    expect(things).not.toContain('finger');
  });

  it('never takes the verb an instruction opens with for a material', () => {
    const things = thingsIn(
      'Sand the patches smooth with fine sandpaper. Rinse it with a clean sponge. ' +
        'Wash the brush out in the sink. Sand lightly between coats.',
    );
    expect(things).toEqual(expect.arrayContaining(['fine sandpaper', 'sponge']));
    expect(things).not.toContain('sand');
    expect(things).not.toContain('rinse');
    expect(things).not.toContain('wash');
  });

  it('lists lamps, cameras, supports and fuel, and what a step stands or hangs in place', () => {
    const things = thingsIn(
      'Hang the shirt on a hanger. Point a desk lamp at each side of the box. Mount the camera ' +
        'on the tripod. Hang a sandbag from the hook. Lean the kindling around the tinder. ' +
        'Sharpen the knife on the stone.',
    );
    expect(things).toEqual(
      expect.arrayContaining(['hanger', 'lamp', 'camera', 'tripod', 'sandbag', 'kindling']),
    );
    // What the step works on stays the work: the shirt, the knife.
    for (const thing of ['shirt', 'knife']) expect(things).not.toContain(thing);
  });

  it('takes a noun naming a tool by its use for a tool, and tongs and tweezers', () => {
    const things = thingsIn(
      "You'll want a loop tool for this part. Hold the mug with glazing tongs. Pick the right " +
        'tool for the job. Pull the splinter out with tweezers.',
    );
    expect(things).toEqual(expect.arrayContaining(['loop tool', 'tongs', 'tweezers']));
    expect(things).not.toContain('right tool');
  });

  it('lists what a package holds, and not the tool a step works on', () => {
    const things = thingsIn(
      "You'll need a bottle of chain lube and a rag. Sharpen the knife on the whetstone. " +
        'Pour a small ladle of batter into the pan. Grab a utility knife and trim the edge.',
    );
    expect(things).toEqual(
      expect.arrayContaining(['chain lube', 'rag', 'whetstone', 'ladle', 'utility knife']),
    );
    expect(things).not.toContain('bottle');
    expect(things).not.toContain('knife');
  });

  it('lists what a warning tells to wear or use, not what it warns about', () => {
    const things = thingsIn(
      'Apply the degreaser to the chain. Keep the spray away from the brake rotors. ' +
        'Never put a sharp knife loose in the sink. Always wear safety glasses when you cut. ' +
        'Be careful, where the rubber gloves while you sand. Clamp the board with a bar clamp.',
    );
    // The gloves are kept though "wear" was heard as "where".
    expect(things).toEqual(
      expect.arrayContaining(['degreaser', 'safety glasses', 'gloves', 'bar clamp']),
    );
    for (const warned of ['brake rotor', 'rotor', 'sink', 'sharp knife', 'knife'])
      expect(things).not.toContain(warned);
  });

  it('lists no work in a state as a material, nor a word that only describes or compares', () => {
    const things = thingsIn(
      'Back brush the wet stain into the boards. Scrape off the dried glue. ' +
        'Lay the cardboard over the bare soil. Seal it with a water based varnish. ' +
        'Wipe it down with a dry cloth. Cut the rest into chunks the size of a walnut.',
    );
    expect(things).toEqual(expect.arrayContaining(['cardboard', 'dry cloth']));
    expect(things.some((thing) => thing.endsWith('varnish'))).toBe(true);
    const notUsed = ['wet stain', 'stain', 'dried glue', 'glue', 'bare soil', 'soil', 'water'];
    for (const work of [...notUsed, 'walnut']) expect(things).not.toContain(work);
  });
});

describe('rules analyzer: what the work happens at, on or to is not listed', () => {
  it('lists no place or part said as one already there, but what the step brings or takes from', () => {
    const things = thingsIn(
      'Push the pistons back into the caliper with a tyre lever. Keep your thumbs two inches ' +
        'from the cutter. Tip the gravel out of the wheelbarrow. Switch on the glue gun. ' +
        'Put a little air into the new inner tube with a hand pump.',
    );
    expect(things).toEqual(
      expect.arrayContaining(['tyre lever', 'wheelbarrow', 'glue gun', 'inner tube', 'hand pump']),
    );
    for (const place of ['caliper', 'cutter']) expect(things).not.toContain(place);
  });

  it('keeps a tool the work rests on and a liquid a thing is dipped in, not the parts worked on', () => {
    const things = thingsIn(
      'Sharpen it on the whetstone. Dab glue on the chips with a cocktail stick. ' +
        'Dip the brush in the paint. Work the grease into the rollers with your thumb.',
    );
    expect(things).toEqual(expect.arrayContaining(['whetstone', 'glue', 'paint']));
    for (const part of ['chip', 'roller']) expect(things).not.toContain(part);
  });

  it('lists no material the opening verb works on as one already there, unless it uses it up', () => {
    const things = thingsIn(
      'Lift the circuit board out. Remove the screws with a screwdriver. Stir the varnish well.',
    );
    expect(things).toEqual(expect.arrayContaining(['screwdriver', 'varnish']));
    for (const work of ['circuit board', 'screw']) expect(things).not.toContain(work);
  });

  it('lists no material turned over or put back, but a tool put away stays', () => {
    const things = thingsIn(
      'Turn the panel over and sand it with a sanding block. Put the plank back on the rack. ' +
        'Put the drill back in its case.',
    );
    expect(things).toEqual(expect.arrayContaining(['sanding block', 'drill']));
    for (const work of ['panel', 'plank']) expect(things).not.toContain(work);
  });

  it('takes tools counted out by the opening verb for brought, not worked on', () => {
    expect(thingsIn('Unfold the two poles.')).toContain('pole');
  });

  it('lists nothing a verb inside the sentence works on, nor the second of two such things', () => {
    const things = thingsIn(
      'Pour in the vinegar, which dissolves the limescale. Run tape along the ceiling and the ' +
        'skirting board. The towels stop the racks from scratching the bath. Put the flour in ' +
        // What a recogniser makes of "fill the water bottle" and "cover the floor with a drop cloth".
        'the mixing bowl. Then film the water bottle. Cover the florida drop cloth.',
    );
    const used = ['vinegar', 'tape', 'towel', 'mixing bowl', 'water bottle', 'drop cloth'];
    expect(things).toEqual(expect.arrayContaining(used));
    for (const work of ['limescale', 'skirting board', 'bath']) expect(things).not.toContain(work);
  });

  it('lists no thing a clause or an outcome says something of, nor one only noticed', () => {
    const things = thingsIn(
      'Clean the tracks with a toothbrush until the water runs clear. The burr should flip ' +
        'over. Look along the rim to find a buckle.',
    );
    expect(things).toContain('toothbrush');
    for (const work of ['water', 'burr', 'buckle']) expect(things).not.toContain(work);
  });

  it('needs an everyday word that names many things to be taken up', () => {
    const things = thingsIn(
      'Run your hand around the rim to find glass. If the scale is thick, use more vinegar. ' +
        'Hone the edge with a stone. Pick up the bottle and shake it.',
    );
    expect(things).toEqual(expect.arrayContaining(['vinegar', 'stone', 'bottle']));
    for (const word of ['glass', 'scale']) expect(things).not.toContain(word);
  });
});

describe('rules analyzer: where a thing named for use ends', () => {
  it('never runs a name across "since" and lists nothing a reason names', () => {
    const things = thingsIn(
      'Press the veneer flat with your fingers since skin oil marks it. Clean it with a soft ' +
        'cloth, because solvent dissolves the paint.',
    );
    expect(things).toContain('soft cloth');
    expect(things.some((thing) => thing.includes('since'))).toBe(false);
    for (const reason of ['oil', 'skin oil', 'solvent', 'paint'])
      expect(things).not.toContain(reason);
  });

  it('lists nothing a warning forbids up to the end of its clause', () => {
    const things = thingsIn(
      "Never scrub the enamel with a wire brush, you'll only dull it. Wipe it with a sponge.",
    );
    expect(things).toContain('sponge');
    expect(things).not.toContain('wire brush');
  });

  it('reads a word before an object pronoun as a verb and two things joined by "and" as two', () => {
    const things = thingsIn(
      'Tighten the clamps, rinse them and dry them off with a towel. Clear away any sticks and ' +
        'stones with a rake.',
    );
    expect(things).toEqual(expect.arrayContaining(['towel', 'rake']));
    expect(things).not.toContain('rinse');
    expect(things.some((thing) => thing.includes(' and '))).toBe(false);
  });

  it('lists what a sheet holds, and drops an adjective that only describes', () => {
    const things = thingsIn(
      'Wipe it with a sheet of newspaper. A heavy hammer drives the stake in faster.',
    );
    expect(things).toEqual(expect.arrayContaining(['newspaper', 'hammer']));
    for (const thing of ['sheet', 'heavy hammer']) expect(things).not.toContain(thing);
  });
});
