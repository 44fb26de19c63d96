/**
 * What `build-lexicon.ts` takes from WordNet and how it is curated: the hypernym roots of tools and
 * materials, the words too generic or too rarely an item to keep, and the everyday items WordNet
 * files elsewhere. Data only; the reading and building is in `build-lexicon.ts`.
 */

export type Kind = 'tool' | 'material';

/**
 * Where the entries come from: every hyponym (transitively) of each root, minus the subtrees in
 * `exclude`. Roots earlier in the list win when a phrase is reached from both kinds.
 *
 * Decisions: containers (bucket, jar, bowl, tray) are tools, because a step uses them and gives them
 * back; fasteners (screws, nails, bolts, staples) are materials, because a step uses them up. Safety
 * gear is a tool, as in the rule-based analyzer's word lists.
 */
export const ROOTS: { kind: Kind; root: string; exclude?: string[] }[] = [
  // Consumables first: "fastener" and "adhesive" also sit under tool-like branches.
  { kind: 'material', root: 'fastener.n.02', exclude: ['button.n.01', 'zipper.n.01'] },
  { kind: 'material', root: 'adhesive.n.01' },
  { kind: 'material', root: 'sealing_material.n.01' },
  { kind: 'material', root: 'abrasive.n.01' },
  { kind: 'material', root: 'paint.n.01' },
  { kind: 'material', root: 'coating.n.01' },
  { kind: 'material', root: 'lubricant.n.01' },
  { kind: 'material', root: 'solvent.n.01' },
  { kind: 'material', root: 'building_material.n.01' },
  { kind: 'material', root: 'lumber.n.01' },
  { kind: 'material', root: 'wood.n.01' },
  { kind: 'material', root: 'fabric.n.01' },
  { kind: 'material', root: 'thread.n.01' },
  { kind: 'material', root: 'cord.n.01' },
  { kind: 'material', root: 'rope.n.01' },
  { kind: 'material', root: 'wire.n.01' },
  { kind: 'material', root: 'wire.n.02' },
  { kind: 'material', root: 'tape.n.01' },
  { kind: 'material', root: 'paper.n.01' },
  { kind: 'material', root: 'plastic.n.01' },
  { kind: 'material', root: 'metal.n.02' },
  { kind: 'material', root: 'soil.n.02' },
  { kind: 'material', root: 'fertilizer.n.01' },
  { kind: 'material', root: 'mulch.n.01' },
  { kind: 'material', root: 'sand.n.01' },
  { kind: 'material', root: 'gravel.n.01' },
  { kind: 'material', root: 'seed.n.01' },
  { kind: 'material', root: 'ingredient.n.03' },
  { kind: 'material', root: 'spice.n.02' },
  { kind: 'material', root: 'herb.n.02' },
  { kind: 'material', root: 'vegetable.n.01' },
  { kind: 'material', root: 'edible_fruit.n.01' },
  { kind: 'material', root: 'foodstuff.n.02', exclude: ['meal.n.03'] },
  { kind: 'material', root: 'dairy_product.n.01' },
  { kind: 'material', root: 'egg.n.02' },
  {
    kind: 'material',
    root: 'material.n.01',
    exclude: [
      'chemical.n.01',
      'mineral.n.01',
      'atom.n.02',
      'discharge.n.03',
      'waste.n.01',
      'radioactive_material.n.01',
      'ammunition.n.01',
      'contaminant.n.01',
      'hazmat.n.01',
      'builder.n.02',
      'particulate.n.01',
      'precursor.n.02',
      'humate.n.01',
      'sorbate.n.01',
      'sorbent.n.01',
      'diamagnet.n.01',
      'vernix.n.01',
      'homogenate.n.01',
      'body_substance.n.01',
    ],
  },
  // Tools.
  { kind: 'tool', root: 'tool.n.01' },
  { kind: 'tool', root: 'hand_tool.n.01' },
  { kind: 'tool', root: 'power_tool.n.01' },
  {
    kind: 'tool',
    root: 'implement.n.01',
    exclude: [
      'sports_implement.n.01',
      'spear.n.01',
      'flail.n.01',
      'leather_strip.n.01',
      'oar.n.01',
    ],
  },
  { kind: 'tool', root: 'utensil.n.01' },
  { kind: 'tool', root: 'measuring_instrument.n.01' },
  { kind: 'tool', root: 'drafting_instrument.n.01' },
  { kind: 'tool', root: 'holding_device.n.01' },
  { kind: 'tool', root: 'applicator.n.01' },
  { kind: 'tool', root: 'sharpener.n.01' },
  { kind: 'tool', root: 'lifting_device.n.01' },
  { kind: 'tool', root: 'home_appliance.n.01' },
  { kind: 'tool', root: 'ladder.n.01' },
  { kind: 'tool', root: 'hose.n.03' },
  { kind: 'tool', root: 'sprinkler.n.01' },
  { kind: 'tool', root: 'goggles.n.01' },
  { kind: 'tool', root: 'glove.n.02' },
  { kind: 'tool', root: 'mask.n.04' },
  { kind: 'tool', root: 'respirator.n.02' },
  { kind: 'tool', root: 'earplug.n.02' },
  { kind: 'tool', root: 'handcart.n.01' },
  {
    kind: 'tool',
    root: 'container.n.01',
    exclude: [
      'wheeled_vehicle.n.01',
      'bag.n.04',
      'savings_bank.n.02',
      'reliquary.n.01',
      'time_capsule.n.01',
      'magnetic_bottle.n.01',
      'storage_ring.n.01',
      'cargo_container.n.01',
      'pod.n.04',
      'dice_cup.n.01',
      'cassette.n.01',
      'capsule.n.03',
    ],
  },
  // Soap, detergent and cleaners; parts a step fits (capacitors, batteries, fuses); dressings.
  // Last, so that a tool reached from them too ("brush", "clipper", "earplug") stays a tool.
  { kind: 'material', root: 'cleansing_agent.n.01' },
  { kind: 'material', root: 'electrical_device.n.01' },
  { kind: 'material', root: 'dressing.n.04' },
  { kind: 'material', root: 'compost.n.01' },
  { kind: 'tool', root: 'photographic_equipment.n.01' },
  { kind: 'tool', root: 'source_of_illumination.n.01' },
  { kind: 'tool', root: 'tableware.n.01' },
  { kind: 'material', root: 'structural_member.n.01' },
  { kind: 'tool', root: 'support.n.10' },
  { kind: 'material', root: 'fuel.n.01' },
  { kind: 'tool', root: 'lighter.n.02' },
];

/** Words too generic to name a thing a step uses: matching them would invent items. */
export const GENERIC = new Set(
  (
    'thing object device material part piece unit stuff item tool way stick bar case box form ' +
    'element matter substance body point line end side top base back front head foot arm hand ' +
    'leg face set kit means source agent product goods supply supplies equipment instrument ' +
    'implement utensil container vessel receptacle mixture compound solution fill filling ' +
    'cover covering coat coating layer sheet strip plate block ring spring key bank tap jack ' +
    'file plane level square rule ruler run press well fan bit iron guard tie frame table chair ' +
    'bed bench stand mark marker cap shell pin needle point ' +
    'food meal dish course fare plant seed fruit vegetable herb spice ingredient ' +
    'light lighter drive hook catch lock ram punch stamp mold mould pack package bundle'
  )
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Lemmas that WordNet files under a tool or material by a rare sense but that are said for
 * something else: animals, nicknames, body parts ("jack", "jenny", "horse", "dog", "monkey").
 */
export const NOT_ITEMS = new Set(
  (
    'head arm leg finger lap chest trunk crown dog horse cat pig bull crab monkey devil mule ' +
    'donkey hog jenny crow buck goat rat mouse snake lion jimmy billy johnny bob tommy nancy ' +
    'dolly betty willy sally tom date lead case cell well squirrel ermine sable signature gore ' +
    'upset rounder stopping print rails heckle pix huck lance spar tablet keyboard flute yoke ' +
    'lift slug fret clutch macintosh distemper gantlet wand worksheet notepad bridge bug ' +
    'secondary interface module mosaic pickup choke squelch saucer circuit receiver speaker ' +
    'reactor wrapping swathe capacitance inductance detector filter ' +
    'flood lighting footage black still stay stair tread upright vertical traverse sleeper ' +
    'perch roost riser footing foothold toehold mainstay rib spoke jet crude punk spunk gas ' +
    'pier pillar housing console stile bard castle positive negative roll rumble developer ' +
    'atlas balk dickey dickie dicky scape harp telamon lucifer rundle cockpit'
  )
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Everyday how-to items that WordNet files elsewhere (water is a chemical compound there) or that
 * the frequency rule above would drop although the tool or material reading is the usual one.
 */
export const EXTRAS: Record<string, Kind> = {
  water: 'material',
  varnish: 'material',
  yeast: 'material',
  grout: 'material',
  caulk: 'material',
  putty: 'material',
  mallet: 'tool',
  trowel: 'tool',
  roller: 'tool',
  paintbrush: 'tool',
  needle: 'tool',
  sponge: 'tool',
  hammer: 'tool',
  bolt: 'material',
  glove: 'tool',
  bottle: 'tool',
  bowl: 'tool',
  pot: 'tool',
  pan: 'tool',
  egg: 'material',
  milk: 'material',
  cotton: 'material',
  clay: 'material',
  cement: 'material',
  wool: 'material',
  silk: 'material',
  plaster: 'material',
  blade: 'tool',
  fork: 'tool',
  comb: 'tool',
  tape: 'material',
  compass: 'tool',
  scale: 'tool',
  opener: 'tool',
  string: 'material',
  cord: 'material',
  canvas: 'material',
  rubber: 'material',
  steel: 'material',
  solder: 'material',
  silicone: 'material',
  spackle: 'material',
  primer: 'material',
  sandpaper: 'material',
  screwdriver: 'tool',
  // WordNet files these under a singular lemma the CMU dictionary lacks, or under "device".
  tongs: 'tool',
  tweezers: 'tool',
  'spirit level': 'tool',
  'tape measure': 'tool',
  'glue gun': 'tool',
  'hot glue': 'material',
  'wood glue': 'material',
  'potting soil': 'material',
  'masking tape': 'material',
  'duct tape': 'material',
  'wood filler': 'material',
  'soldering iron': 'tool',
  'putty knife': 'tool',
  'caulking gun': 'tool',
  'staple gun': 'tool',
  'paint roller': 'tool',
  'paint brush': 'tool',
  'allen key': 'tool',
  'hex key': 'tool',
  'tire lever': 'tool',
  'inner tube': 'material',
  'drill bit': 'tool',
  'safety glasses': 'tool',
  'measuring cup': 'tool',
  'mixing bowl': 'tool',
  'cutting board': 'tool',
  'baking powder': 'material',
  'baking soda': 'material',
  'olive oil': 'material',
};
