import { describe, expect, it } from 'vitest';
import { answersMatch, normalizeAnswer } from './guide-progress';

describe('normalizeAnswer', () => {
  it('lowercases, drops accents and punctuation, collapses spaces', () => {
    expect(normalizeAnswer('  Phillips   Head!! ')).toBe('phillips head');
    expect(normalizeAnswer('Café—crème')).toBe('cafe creme');
    expect(normalizeAnswer('“Yes.”')).toBe('yes');
  });

  it('writes numbers as digits', () => {
    expect(normalizeAnswer('two')).toBe('2');
    expect(normalizeAnswer('Twenty-one screws')).toBe('21 screws');
    expect(normalizeAnswer('one hundred and five')).toBe('105');
    expect(normalizeAnswer('1,000')).toBe('1000');
    expect(normalizeAnswer('2.50')).toBe('2.5');
    expect(normalizeAnswer('three thousand four hundred')).toBe('3400');
    expect(normalizeAnswer('zero')).toBe('0');
  });
});

describe('answersMatch: forgiving matches', () => {
  const matches: [string, string][] = [
    ['Phillips head', 'phillips head'],
    ['  PHILLIPS   HEAD  ', 'Phillips head'],
    ['phillips-head.', 'Phillips head'],
    ['2', 'two'],
    ['two', '2'],
    ['Two screws', '2 screws'],
    ['twenty five', '25'],
    ['twenty-five minutes', '25 minutes'],
    ['1000', '1,000'],
    ['one thousand', '1000'],
    ['2.0', '2'],
    ['clockwize', 'clockwise'], // one typo, 9 letters
    ['clokwize', 'clockwise'], // two typos, 9 letters
    ['hamer', 'hammer'], // one missing letter, 6 letters
    ['hmamer', 'hammer'], // a transposition counts as one typo
    ['screw driver', 'screwdriver'], // a space
    ['the red wire goes to the termnal', 'The red wire goes to the terminal.'],
    ['turn off the power at the breker first', 'Turn off the power at the breaker first'],
    ['Yes', 'yes!'],
    ['café', 'cafe'],
    ['10mm', '10 mm'],
    ['M6', 'm6'],
    ['NO', 'no'],
  ];
  for (const [given, expected] of matches) {
    it(`"${given}" matches "${expected}"`, () => {
      expect(answersMatch(given, expected)).toBe(true);
    });
  }
});

describe('answersMatch: near misses that must not match', () => {
  const misses: [string, string][] = [
    ['yes', 'no'],
    ['3', 'two'],
    ['three', '2'],
    ['12', '13'],
    ['2.5', '25'],
    ['M8', 'M6'],
    ['10 mm', '12 mm'],
    ['twenty four', '25'],
    ['car', 'cat'], // short answers must be exact
    ['red', 'rod'],
    ['on', 'off'],
    ['hamr', 'hammer'], // two typos in 6 letters
    ['counterclockwise', 'clockwise'],
    ['clockwise', 'counterclockwise'],
    ['not tight', 'tight'],
    ['left', 'right'],
    ['true', 'false'],
    ['phillips head', 'flat head'],
    ['', 'anything'],
    ['   ', 'anything'],
    ['something', ''],
    ['the blue wire goes to the terminal', 'The red wire goes to the terminal'],
  ];
  for (const [given, expected] of misses) {
    it(`"${given}" does not match "${expected}"`, () => {
      expect(answersMatch(given, expected)).toBe(false);
    });
  }
});

describe('answersMatch: answers of punctuation only', () => {
  it('compares them as typed, ignoring case and spaces', () => {
    expect(answersMatch(' ?! ', '?!')).toBe(true);
    expect(answersMatch('?', '!')).toBe(false);
  });
});
