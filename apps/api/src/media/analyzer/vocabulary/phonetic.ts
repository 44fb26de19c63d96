import { PHONES, type Pronunciation, VOWEL_COUNT } from './cmudict';

/**
 * Weighted edit distance between two pronunciations. Substitutions cost by phone class, because
 * the recogniser's mistakes keep the shape of the sound ("trowel" T R AW W EH L -> "trial"
 * T R AY AH L, "solder" -> "softer"):
 *
 *   same phone 0; vowel <-> vowel 0.4 (0.25 between close vowels: AH/IH/EH/ER/UH, AA/AO/AH ...);
 *   voiced/unvoiced pair (P/B, T/D, K/G, F/V, TH/DH, S/Z, SH/ZH, CH/JH) 0.35; same manner
 *   (stop, fricative, nasal, liquid, glide) 0.6; vowel <-> consonant 1.
 *   Insertion or deletion: 1, but 0.5 for weak sounds a recogniser drops or adds (HH, AH, IH, schwa-
 *   like ER, W/Y glides, a word-final D/T/Z/S).
 */

const N = PHONES.length;
const id = (phone: string): number => PHONES.indexOf(phone as (typeof PHONES)[number]);
const isVowel = (p: number) => p < VOWEL_COUNT;

const MANNER: Record<string, string> = {
  P: 'stop',
  B: 'stop',
  T: 'stop',
  D: 'stop',
  K: 'stop',
  G: 'stop',
  F: 'fric',
  V: 'fric',
  TH: 'fric',
  DH: 'fric',
  S: 'fric',
  Z: 'fric',
  SH: 'fric',
  ZH: 'fric',
  HH: 'fric',
  CH: 'affr',
  JH: 'affr',
  M: 'nasal',
  N: 'nasal',
  NG: 'nasal',
  L: 'liquid',
  R: 'liquid',
  W: 'glide',
  Y: 'glide',
};
const VOICING_PAIRS = [
  ['P', 'B'],
  ['T', 'D'],
  ['K', 'G'],
  ['F', 'V'],
  ['TH', 'DH'],
  ['S', 'Z'],
  ['SH', 'ZH'],
  ['CH', 'JH'],
];
const CLOSE_VOWELS = [
  ['AH', 'IH', 'EH', 'ER', 'UH'],
  ['AA', 'AO', 'AH', 'OW'],
  ['IY', 'IH', 'EY'],
  ['UW', 'UH', 'OW'],
  ['AE', 'EH', 'AA'],
  ['AY', 'AA', 'AE'],
  ['AW', 'AA', 'AO', 'OW'],
  ['OY', 'AO', 'OW'],
];

/** SUB[a * N + b]: the cost of hearing b for a. */
const SUB = new Float32Array(N * N);
/** INDEL[p]: the cost of inserting or deleting p. */
const INDEL = new Float32Array(N).fill(1);
for (let a = 0; a < N; a += 1) {
  for (let b = 0; b < N; b += 1) {
    let cost = 1;
    if (a === b) cost = 0;
    else if (isVowel(a) && isVowel(b)) cost = 0.4;
    else if (!isVowel(a) && !isVowel(b) && MANNER[PHONES[a]!] === MANNER[PHONES[b]!]) cost = 0.6;
    SUB[a * N + b] = cost;
  }
}
const setSub = (a: string, b: string, cost: number) => {
  SUB[id(a) * N + id(b)] = Math.min(SUB[id(a) * N + id(b)] as number, cost);
  SUB[id(b) * N + id(a)] = Math.min(SUB[id(b) * N + id(a)] as number, cost);
};
for (const [a, b] of VOICING_PAIRS) setSub(a as string, b as string, 0.35);
for (const group of CLOSE_VOWELS)
  for (const a of group) for (const b of group) if (a !== b) setSub(a, b, 0.25);
setSub('CH', 'SH', 0.4);
setSub('JH', 'ZH', 0.4);
setSub('CH', 'T', 0.5);
setSub('JH', 'D', 0.5);
for (const weak of ['HH', 'AH', 'IH', 'ER', 'W', 'Y']) INDEL[id(weak)] = 0.5;

const rowA = new Float32Array(64);
const rowB = new Float32Array(64);

/**
 * Weighted edit distance, or Infinity once it must exceed `max` (rows are abandoned early, which
 * keeps a whole transcript against the whole lexicon fast).
 */
export function phoneDistance(a: Pronunciation, b: Pronunciation, max = Infinity): number {
  if (a.length >= 63 || b.length >= 63) return Infinity;
  let prev = rowA;
  let cur = rowB;
  prev[0] = 0;
  for (let j = 1; j <= b.length; j += 1)
    prev[j] = (prev[j - 1] as number) + (INDEL[b[j - 1] as number] as number);
  for (let i = 1; i <= a.length; i += 1) {
    const pa = a[i - 1] as number;
    const del = INDEL[pa] as number;
    cur[0] = (prev[0] as number) + del;
    let rowMin = cur[0] as number;
    for (let j = 1; j <= b.length; j += 1) {
      const pb = b[j - 1] as number;
      const value = Math.min(
        (prev[j - 1] as number) + (SUB[pa * N + pb] as number),
        (prev[j] as number) + del,
        (cur[j - 1] as number) + (INDEL[pb] as number),
      );
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return Infinity;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return prev[b.length] as number;
}

/** Similarity 0-1: 1 - distance / the longer pronunciation's length. */
export function phoneSimilarity(a: Pronunciation, b: Pronunciation, minScore = 0): number {
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 0;
  const distance = phoneDistance(a, b, (1 - minScore) * longer);
  return distance === Infinity ? 0 : Math.max(0, 1 - distance / longer);
}

export function concat(parts: readonly Pronunciation[]): Pronunciation {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Every pronunciation of a word sequence (at most `limit`), or [] when a word is unknown. */
export function sequencePronunciations(
  words: readonly string[],
  lookup: (word: string) => readonly Pronunciation[] | undefined,
  limit = 4,
): Pronunciation[] {
  let out: Pronunciation[][] = [[]];
  for (const word of words) {
    const variants = lookup(word);
    if (!variants || variants.length === 0) return [];
    const next: Pronunciation[][] = [];
    for (const prefix of out)
      for (const v of variants) if (next.length < limit) next.push([...prefix, v]);
    out = next;
  }
  return out.map(concat);
}
