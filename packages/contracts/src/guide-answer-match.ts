/**
 * The forgiving comparison of a learner's answer with a step's expected answer (issue #19).
 *
 * Both sides are normalized first: letter case, accents, punctuation and extra spaces are
 * ignored, and numbers written as words become digits ("Twenty-one" == "21", "1,000" == "1000",
 * "2.50" == "2.5"). Then:
 * - the numbers in both answers must be the same, in the same order (no typo turns 12 into 13);
 * - small typos are forgiven (Damerau-Levenshtein, a swap of two neighbours is one typo), scaled
 *   by the expected answer's length: none up to 3 characters, 1 up to 7, 2 up to 13, then 15%;
 * - when both answers have the same number of words, each word is held to its own allowance, so
 *   one wrong short word ("blue" for "red") in a long sentence is still wrong.
 */

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { thousand: 1_000, million: 1_000_000 };

type NumberWordKind = 'unit' | 'teen' | 'tens' | 'hundred' | 'scale';

function kindOf(word: string): NumberWordKind | null {
  if (word in UNITS) return 'unit';
  if (word in TEENS) return 'teen';
  if (word in TENS) return 'tens';
  if (word === 'hundred') return 'hundred';
  if (word in SCALES) return 'scale';
  return null;
}

/** May `kind` continue a number whose last word was `last`? ("twenty" then "one": yes.) */
function continues(last: NumberWordKind | null, kind: NumberWordKind, word: string): boolean {
  if (last === null) return kind !== 'hundred' && kind !== 'scale';
  switch (kind) {
    case 'unit':
      return last === 'hundred' || last === 'scale' || (last === 'tens' && UNITS[word] !== 0);
    case 'teen':
    case 'tens':
      return last === 'hundred' || last === 'scale';
    case 'hundred':
      return last === 'unit' || last === 'teen' || last === 'tens';
    case 'scale':
      return last !== 'scale';
  }
}

/** Replaces runs of number words by their value in digits. */
function numberWordsToDigits(words: string[]): string[] {
  const out: string[] = [];
  let total = 0;
  let current = 0;
  let last: NumberWordKind | null = null;
  const flush = () => {
    if (last !== null) out.push(String(total + current));
    total = 0;
    current = 0;
    last = null;
  };
  words.forEach((word, index) => {
    const next = words[index + 1];
    if (word === 'and' && last !== null && next !== undefined) {
      const nextKind = kindOf(next);
      if (nextKind && continues(last, nextKind, next)) return;
    }
    const kind = kindOf(word);
    if (!kind) {
      flush();
      out.push(word);
      return;
    }
    if (!continues(last, kind, word)) flush();
    if (kind === 'unit') current += UNITS[word] ?? 0;
    else if (kind === 'teen') current += TEENS[word] ?? 0;
    else if (kind === 'tens') current += TENS[word] ?? 0;
    else if (kind === 'hundred') current = (current || 1) * 100;
    else {
      total += (current || 1) * (SCALES[word] ?? 1);
      current = 0;
    }
    last = kind;
  });
  flush();
  return out;
}

const DECIMAL_MARK = '\uE000';

/** The answer as compared: lower case, no accents or punctuation, single spaces, digits. */
export function normalizeAnswer(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .replace(/(\d)\.(?=\d)/g, `$1${DECIMAL_MARK}`)
    .replace(/[^\p{L}\p{N}\uE000]+/gu, ' ')
    .replaceAll(DECIMAL_MARK, '.')
    .trim();
  if (!plain) return '';
  return numberWordsToDigits(plain.split(' '))
    .map((word) => (/^\d+(\.\d+)?$/.test(word) ? String(Number(word)) : word))
    .join(' ');
}

/** Damerau-Levenshtein distance (optimal string alignment) between two strings. */
export function typoDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  if (s.length === 0) return t.length;
  if (t.length === 0) return s.length;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    beforePrevious = previous;
    previous = row;
  }
  return previous[t.length] ?? 0;
}

/** How many typos an expected text of `length` characters forgives. */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length < 8) return 1;
  if (length < 14) return 2;
  return Math.floor(length * 0.15);
}

const numbersIn = (text: string): number[] =>
  (text.match(/\d+(?:\.\d+)?/g) ?? []).map((digits) => Number(digits));

const withinAllowance = (given: string, expected: string): boolean =>
  typoDistance(given, expected) <= allowedTypos(Array.from(expected).length);

/** Whether a learner's answer matches the expected answer, forgivingly (see the module note). */
export function answersMatch(given: string, expected: string): boolean {
  const g = normalizeAnswer(given);
  const e = normalizeAnswer(expected);
  if (!e) {
    // An expected answer of punctuation only: compare as typed, ignoring case and spaces.
    const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
    return squash(expected) !== '' && squash(given) === squash(expected);
  }
  if (!g) return false;
  const gNumbers = numbersIn(g);
  const eNumbers = numbersIn(e);
  if (gNumbers.length !== eNumbers.length || gNumbers.some((n, i) => n !== eNumbers[i])) {
    return false;
  }
  const gCompact = g.replaceAll(' ', '');
  const eCompact = e.replaceAll(' ', '');
  if (gCompact === eCompact) return true;
  if (!withinAllowance(gCompact, eCompact)) return false;
  const gWords = g.split(' ');
  const eWords = e.split(' ');
  if (gWords.length !== eWords.length) return true;
  return eWords.every((word, i) => withinAllowance(gWords[i] ?? '', word));
}
