import { describe, expect, it } from 'vitest';
import {
  canonicalName,
  mergeItems,
  normalizeItem,
  saysCount,
  spokenQuantity,
  toldNotToUse,
} from '../src/media/analyzer/item-names';
import {
  dropFillers,
  nameQuality,
  normalizeStepName,
  restoreSentence,
} from '../src/media/analyzer/normalize';

describe('normalizeStepName', () => {
  it.each([
    ['Step 1: Remove the wheel.', 'Remove the wheel'],
    ['Step three - Sand the edges', 'Sand the edges'],
    ['step 2. glue the roof on', 'Glue the roof on'],
    ['STEP 4 – Paint the walls', 'Paint the walls'],
    ['The second step is to cut the panels', 'Cut the panels'],
    ['Next step: prime the wall', 'Prime the wall'],
    ['1. Drill pilot holes', 'Drill pilot holes'],
    ['3) Water the plant thoroughly.', 'Water the plant thoroughly'],
    ['**Fit the new tube**', 'Fit the new tube'],
    ['  cut   the   board  ', 'Cut the board'],
    ['um cut the uh board', 'Cut the board'],
    ['<sil> pull(2) out the old tube [NOISE]', 'Pull out the old tube'],
    ['Next, cut the side panels', 'Cut the side panels'],
    ["Now you'll want to tighten the bolts", 'Tighten the bolts'],
    ['Last coat of paint', 'Last coat of paint'],
    ['Second coat and clean up', 'Second coat and clean up'],
    ['Then sand the edges', 'Sand the edges'],
    ['First, knead the dough', 'Knead the dough'],
    ['Drilling the entrance hole', 'Drill the entrance hole'],
    ['Closing the cap and cleaning up', 'Close the cap and clean up'],
    ['Step two is loosening the two slip nuts', 'Loosen the two slip nuts'],
    ['Scrub The Chain', 'Scrub the chain'],
    ['Connect the USB Cable', 'Connect the USB Cable'],
    ['Install the SSD', 'Install the SSD'],
    ['Ceiling paint edges', 'Ceiling paint edges'],
    ['Baking soda paste', 'Baking soda paste'],
    ['Flooring and trim', 'Flooring and trim'],
    ['Locating and checking the reservoir', 'Locate and check the reservoir'],
    ['Adding coolant', 'Add coolant'],
    ['Cast Off', 'Cast off'],
    ['Make A Slip Knot', 'Make a slip knot'],
    ['Prepare the Iron', 'Prepare the iron'],
    ['Add a Sandbag', 'Add a sandbag'],
    ['Stretch and Retune', 'Stretch and retune'],
    ['Compact the Sub-Base', 'Compact the sub-base'],
  ])('%j -> %j', (raw, clean) => {
    expect(normalizeStepName(raw)).toBe(clean);
  });

  it('keeps at most 60 characters, cut at a word, never ending on a small word', () => {
    const name = normalizeStepName(
      'Hook the tire levers under the edge of the tire and pull one side off the rim',
    );
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe('Hook the tire levers under the edge of the tire');
    const long = normalizeStepName(
      'Spread a thin even layer of wood glue along both edges with the brush',
    );
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).not.toMatch(/\s(the|a|of|and|with)$/);
  });

  it('replaces a short fragment without a verb by the fallback, and only then', () => {
    expect(normalizeStepName('Tire levers', 'Take off the tire')).toBe('Take off the tire');
    expect(normalizeStepName('Step 2: Side panels.', 'Step 2: cut the side panels.')).toBe(
      'Cut the side panels',
    );
    // One word is a fragment even when it is a verb.
    expect(normalizeStepName('Sand', 'Smooth the edges')).toBe('Smooth the edges');
    expect(normalizeStepName('Watering', 'Water the plant well.')).toBe('Water the plant well');
    expect(normalizeStepName('Sand')).toBe('Sand');
    expect(normalizeStepName('Knead the dough', 'Something else')).toBe('Knead the dough');
    expect(normalizeStepName('The second coat of paint', 'Paint again')).toBe(
      'The second coat of paint',
    );
    expect(normalizeStepName('', 'Cut the board')).toBe('Cut the board');
    expect(normalizeStepName('Tire levers')).toBe('Tire levers');
    expect(normalizeStepName('Batter', 'Once that is done, let the batter rest.')).toBe(
      'Let the batter rest',
    );
  });
});

describe('nameQuality', () => {
  it.each([
    ['Cut the side panels', true, 4, true],
    ['Knead the dough', true, 3, true],
    ['Solder the wires', true, 3, true],
    ['Season the pan', true, 3, true],
    ['Grease the slides', true, 3, true],
    ['Slacken the old strings', true, 4, true],
    ['Brace the post', true, 3, true],
    ['Swab the sensor', true, 3, true],
    ['Iron collar and cuffs', true, 4, true],
    ['Compact the sub-base', true, 3, true],
    ['Sand', true, 1, false],
    ['Batter', false, 1, false],
    ['Side panels', false, 2, false],
    ['Tire levers', false, 2, false],
    ['Cutting the board', false, 3, false],
    ['The new tube', false, 3, false],
    ['You need two tire levers', false, 5, false],
    ['Pull the wheel out of the frame and then put it on the floor', true, 14, false],
  ])('%j', (name, verb, words, ok) => {
    expect(nameQuality(name)).toEqual({ startsWithVerb: verb, words, ok });
  });
});

describe('normalizeItem', () => {
  it.each([
    ['two tire levers', 'tire lever', 2],
    ['2 tire levers', 'tire lever', 2],
    ['Tire Levers', 'tire lever', null],
    ['a pair of pliers', 'pliers', null],
    ['two pairs of gloves', 'gloves', 2],
    ['some wood glue', 'wood glue', null],
    ['the new inner tube', 'inner tube', null],
    ['the hand pump', 'hand pump', null],
    ['a little air', 'air', null],
    ['fine sandpaper', 'fine sandpaper', null],
    ['120 grit sandpaper', '120 grit sandpaper', null],
    ['an adjustable wrench', 'adjustable wrench', null],
    ['safety glasses', 'safety glasses', null],
    ['scissors', 'scissors', null],
    ['kitchen tongs', 'kitchen tongs', null],
    ['three batteries', 'battery', 3],
    ['paint brushes', 'paint brush', null],
    ['two cups of flour', 'flour', null],
    ['a couple of screws', 'screw', null],
    ['two pieces of sandpaper', 'sandpaper', 2],
    ['a bag of fresh potting soil', 'potting soil', null],
    ['tire levers (2)', 'tire lever', 2],
    ['screws x4', 'screw', 4],
    ['a 2x4', '2x4', null],
    ['tire levers for this part', 'tire lever', null],
    ['masking tape, about 2 inches wide', 'masking tape', null],
    ["painter's tape.", "painter's tape", null],
    ['um the uh drill', 'drill', null],
    ['a dozen eggs', 'egg', 12],
    ['four leaves', 'leaf', 4],
    ['a gas can', 'gas can', null],
    ['helping hands', 'helping hands', null],
    ['zip ties', 'zip tie', null],
    ['220 ohm resistor', '220 ohm resistor', null],
    ['a few sprigs of thyme', 'thyme', null],
    ['spool of thread', 'thread', null],
    ['2 coats of clear varnish', 'clear varnish', null],
    ['the spare wheel', 'spare wheel', null],
    ['a big bundle of kindling', 'kindling', null],
    ['a full bucket of water', 'water', null],
    ['a pocket full of small treats', 'treat', null],
    ["an arm's length of waxed linen thread", 'waxed linen thread', null],
    ['a thin coat of camellia oil', 'camellia oil', null],
    ['a few spoons of water', 'water', null],
    ['Four Millimetre Needles', 'four millimetre needle', null],
    ['a spare inner tube', 'inner tube', null],
    ['a pair of wire cutters', 'wire cutters', null],
    ['wire cutters', 'wire cutter', null],
    ['thickest new string', 'string', null],
    ['the longest screws', 'screw', null],
    ['a test strip', 'test strip', null],
    ['sharp sand', 'sharp sand', null],
    ['sharp scissors', 'scissors', null],
    ['five parts sharp sand', 'sharp sand', null],
  ])('%j -> %j x %j', (spoken, name, quantity) => {
    expect(normalizeItem(spoken)).toEqual({ name, quantity });
  });

  it.each([
    '',
    '   ',
    'it',
    'them',
    'the',
    'some',
    'one',
    'None',
    'n/a',
    '<sil>',
    'a second pair of hands',
    'an extra pair of eyes',
  ])('%j is no item', (spoken) => {
    expect(normalizeItem(spoken)).toBeNull();
  });
});

describe('mergeItems', () => {
  it('keeps each item once, the longer name of a head, the largest spoken count', () => {
    expect(
      mergeItems([
        { name: 'wrench', quantity: null },
        { name: 'tire lever', quantity: 2 },
        { name: 'adjustable wrench', quantity: null },
        { name: 'tire lever', quantity: 3 },
        { name: 'tire lever', quantity: null },
        { name: 'hand pump', quantity: null },
        { name: 'pump', quantity: 1 },
        { name: 'wood glue', quantity: null },
        { name: 'glue stick', quantity: null },
      ]),
    ).toEqual([
      { name: 'adjustable wrench', quantity: null },
      { name: 'tire lever', quantity: 3 },
      { name: 'hand pump', quantity: 1 },
      { name: 'wood glue', quantity: null },
      { name: 'glue stick', quantity: null },
    ]);
  });
});

describe('canonicalName', () => {
  it('names a thing said once as a pair ("a pair of wire cutters") by its pair name', () => {
    const all = [
      { name: 'wire cutters', quantity: null },
      { name: 'string winder', quantity: null },
    ];
    expect(canonicalName('wire cutter', all, 'Snip the ends with the wire cutters.')).toBe(
      'wire cutters',
    );
    expect(canonicalName('string winder', all, '')).toBe('string winder');
  });
});

describe('toldNotToUse', () => {
  it('is true when every sentence naming the item says not to use it', () => {
    const forbidden = 'Never use a can of compressed air, because the propellant can coat it.';
    expect(
      toldNotToUse('compressed air', ['Give it a few puffs with the blower.', forbidden]),
    ).toBe(true);
    expect(toldNotToUse('screwdriver', ['Do not use a screwdriver, as it can scratch.'])).toBe(
      true,
    );
    expect(toldNotToUse('tire lever', ["Don't use the tire levers for this part."])).toBe(true);
    expect(toldNotToUse('water', ['Never use hot water, because it lifts the lacquer.'])).toBe(
      true,
    );
  });

  it('is false when a sentence uses it, the warning is about something else, or none names it', () => {
    expect(
      toldNotToUse('steel wool', [
        'Scrub the racks with steel wool.',
        'Never use steel wool on the glass.',
      ]),
    ).toBe(false);
    expect(
      toldNotToUse('rocket blower', ['Never use air from a can, use the rocket blower.']),
    ).toBe(false);
    expect(toldNotToUse('towel', ['Lay them on the bench.'])).toBe(false);
  });
});

describe('spokenQuantity and saysCount', () => {
  it('finds the count said right before an item, singular or plural', () => {
    expect(spokenQuantity('screw', 'Fix it with two screws and a screwdriver.')).toBe(2);
    expect(spokenQuantity('tire lever', 'You will need two tire levers.')).toBe(2);
    expect(spokenQuantity('battery', 'Put in 4 fresh batteries.')).toBe(4);
    expect(spokenQuantity('egg', 'Crack in three large eggs.')).toBe(3);
    expect(spokenQuantity('flour', 'Add two cups of flour.')).toBeNull();
    expect(spokenQuantity('inner tube', 'Put air into the new inner tube.')).toBeNull();
    expect(spokenQuantity('wood glue', 'Dip three toothpicks in wood glue.')).toBeNull();
    expect(spokenQuantity('toothpick', 'Dip three toothpicks in wood glue.')).toBe(3);
    expect(spokenQuantity('resistor', 'Add a two hundred and twenty ohm resistor.')).toBeNull();
    // A mix ratio is no count: five parts sand to one part cement.
    const ratio = 'Mix five parts sharp sand to one part cement with a little water.';
    expect(spokenQuantity('sharp sand', ratio)).toBeNull();
    expect(spokenQuantity('cement', ratio)).toBeNull();
    expect(saysCount(5, ratio)).toBe(false);
  });

  it('says whether a number is spoken at all', () => {
    expect(saysCount(2, 'Crack in two eggs.')).toBe(true);
    expect(saysCount(12, 'Cut 12 strips.')).toBe(true);
    expect(saysCount(1, 'Put air into the new inner tube.')).toBe(false);
    // "One" is a pronoun more often than a count, and a measure is no count of things.
    expect(saysCount(1, 'Fit one that matches the old one.')).toBe(false);
    expect(saysCount(3, 'Rake it level to about three inches deep.')).toBe(false);
    expect(saysCount(2, 'Finish with two thin coats of varnish.')).toBe(false);
    expect(saysCount(2, 'Add the firewood one or two pieces at a time.')).toBe(false);
    expect(saysCount(2, 'Let it boil for a full two minutes.')).toBe(false);
  });
});

describe('restoreSentence and dropFillers', () => {
  it.each([
    ['first cut the board', 'First cut the board.'],
    ['um so i think you dont need it', "So I think you don't need it."],
    ['youll see that its done', "You'll see that its done."],
    [
      'lets pump it up <sil> to the pressure on the side',
      "Let's pump it up to the pressure on the side.",
    ],
    ['were almost done well done', 'Were almost done well done.'],
    ['Is it dry?', 'Is it dry?'],
    ['cut(2) the board , then sand it', 'Cut the board, then sand it.'],
    ['  uh  ', ''],
  ])('%j -> %j', (raw, restored) => {
    expect(restoreSentence(raw)).toBe(restored);
  });

  it('drops recogniser tokens and fillers but keeps words', () => {
    expect(dropFillers('<s> um [NOISE] cut ++BREATH++ the(2) board </s>')).toBe('cut the board');
  });
});
