import { readFileSync } from 'node:fs';

/** The CMU pronouncing dictionary that ships with the Debian `pocketsphinx-en-us` package. */
export const CMUDICT_PATH = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';

/** ARPAbet phones without stress; a pronunciation is stored as their indexes. */
export const PHONES = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'EH',
  'ER',
  'EY',
  'IH',
  'IY',
  'OW',
  'OY',
  'UH',
  'UW',
  'B',
  'CH',
  'D',
  'DH',
  'F',
  'G',
  'HH',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
] as const;
export const VOWEL_COUNT = 15;
const PHONE_ID = new Map<string, number>(PHONES.map((phone, id) => [phone, id]));

export type Pronunciation = Uint8Array;

let cached: Map<string, string> | undefined;
const parsed = new Map<string, Pronunciation[]>();

/**
 * word -> its pronunciations as written in the dictionary (`word(2)` variants joined by '|'), read
 * once per process (about 130k lines). Phones are parsed on first use of a word. A missing
 * dictionary gives an empty map: the second look then only finds exact mentions.
 */
export function cmudict(path = CMUDICT_PATH): ReadonlyMap<string, string> {
  if (cached) return cached;
  const dict = new Map<string, string>();
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    cached = dict;
    return dict;
  }
  let at = 0;
  while (at < text.length) {
    let end = text.indexOf('\n', at);
    if (end < 0) end = text.length;
    const space = text.indexOf(' ', at);
    if (space > at && space < end) {
      const paren = text.indexOf('(', at);
      const word = text.slice(at, paren > at && paren < space ? paren : space);
      const phones = text.slice(space + 1, end);
      const before = dict.get(word);
      dict.set(word, before === undefined ? phones : `${before}|${phones}`);
    }
    at = end + 1;
  }
  cached = dict;
  return dict;
}

const parse = (raw: string): Pronunciation[] =>
  raw.split('|').map((variant) => {
    const parts = variant.trim().split(/\s+/);
    return Uint8Array.from(parts, (phone) => PHONE_ID.get(phone.replace(/\d$/, '')) ?? 0);
  });

/** Two-letter prefixes a compound may start with ("de|greaser"); other parts need 3 letters. */
const PREFIXES = new Set(['de', 're', 'un', 'bi']);

/**
 * A word the dictionary lacks, said as two words it knows ("breadboard" = bread + board,
 * "rainfly" = rain + fly, "degreaser" = de + greaser): the split with the most even parts, each of
 * 3 letters or more (or a prefix of PREFIXES), with each part's first pronunciation. Undefined
 * when no split is known.
 */
function compoundPronunciation(word: string): Pronunciation[] | undefined {
  const dict = cmudict();
  let best: [string, string] | undefined;
  for (let at = 2; at <= word.length - 3; at += 1) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    if (at < 3 && !PREFIXES.has(left)) continue;
    if (!dict.has(left) || !dict.has(right)) continue;
    if (!best || Math.min(at, right.length) > Math.min(best[0].length, best[1].length))
      best = [left, right];
  }
  if (!best) return undefined;
  const [left, right] = best.map((part) => parse(dict.get(part) as string)[0] as Pronunciation);
  const out = new Uint8Array((left as Pronunciation).length + (right as Pronunciation).length);
  out.set(left as Pronunciation, 0);
  out.set(right as Pronunciation, (left as Pronunciation).length);
  return [out];
}

/**
 * Whether the recogniser's dictionary has the word: one it lacks ("breadboard", "degreaser") can
 * never be in a transcript as said.
 */
export const inDictionary = (word: string): boolean => cmudict().has(word);

/**
 * The pronunciations of a lowercase word, by the dictionary or else as a compound of two words it
 * knows; undefined when neither.
 */
export function pronunciations(word: string): readonly Pronunciation[] | undefined {
  const done = parsed.get(word);
  if (done) return done;
  const raw = cmudict().get(word);
  const list = raw === undefined ? compoundPronunciation(word) : parse(raw);
  if (list === undefined) return undefined;
  parsed.set(word, list);
  return list;
}
