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
