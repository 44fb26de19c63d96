import { describe, expect, it } from 'vitest';
import {
  CLEAR_FIT_PER_FRAME,
  FIRM_LANGUAGE,
  fitPerFrame,
  LIGHT_LANGUAGE,
  languageWeights,
} from '../src/media/language-weight';

describe('the language model weights of a recording', () => {
  it('leans less on the language model for a voice the acoustic model fits well', () => {
    // Path scores per frame of warp samples measured on the tune half: flite and a LibriVox
    // reader -37 to -47, espeak-ng -56 to -60.
    expect(languageWeights(-41)).toBe(LIGHT_LANGUAGE);
    expect(languageWeights(-47)).toBe(LIGHT_LANGUAGE);
    expect(languageWeights(-58)).toBe(FIRM_LANGUAGE);
    expect(languageWeights(CLEAR_FIT_PER_FRAME)).toBe(LIGHT_LANGUAGE);
    expect(languageWeights(CLEAR_FIT_PER_FRAME - 0.1)).toBe(FIRM_LANGUAGE);
  });

  it('keeps the firm weights when there was no sample to judge by', () => {
    expect(languageWeights(null)).toBe(FIRM_LANGUAGE);
    expect(fitPerFrame(-40_000, 0)).toBeNull();
    expect(fitPerFrame(Number.NEGATIVE_INFINITY, 1_000)).toBeNull();
    expect(fitPerFrame(-41_000, 1_000)).toBe(-41);
  });

  it('passes pocketsphinx weights below its defaults (6.5, 8.5, 9.5) in both cases', () => {
    expect(FIRM_LANGUAGE).toEqual(['-lw', '5']);
    expect(LIGHT_LANGUAGE).toEqual(['-lw', '5', '-fwdflatlw', '7', '-bestpathlw', '8']);
  });
});
