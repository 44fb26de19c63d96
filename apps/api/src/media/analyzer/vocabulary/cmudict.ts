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

/** The pronunciations of a lowercase word, or undefined when the dictionary does not know it. */
export function pronunciations(word: string): readonly Pronunciation[] | undefined {
  const done = parsed.get(word);
  if (done) return done;
  const raw = cmudict().get(word);
  if (raw === undefined) return undefined;
  const list = raw.split('|').map((variant) => {
    const parts = variant.trim().split(/\s+/);
    return Uint8Array.from(parts, (phone) => PHONE_ID.get(phone.replace(/\d$/, '')) ?? 0);
  });
  parsed.set(word, list);
  return list;
}
