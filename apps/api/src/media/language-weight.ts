/**
 * How much the decoder leans on its language model, chosen per recording from how well the
 * acoustic model fits the voice. pocketsphinx weighs the language model against the acoustic
 * scores in each of its three passes (`-lw`, `-fwdflatlw`, `-bestpathlw`; defaults 6.5, 8.5,
 * 9.5). A voice the acoustic model hears well is decoded better with less weight on the language
 * model: the sounds, not the likeliest word sequence, decide. A voice it hears badly needs that
 * weight to make words of the sounds at all.
 *
 * Measured on the tune half of the development set (word error rate, decoded at each voice's
 * chosen warp) and on the LibriVox clips of a real reader, in two rounds on different scripts:
 * - defaults -> `FIRM_LANGUAGE` (lw 5), 5 scripts a voice: flite slt 0.255 -> 0.246, flite rms
 *   0.237 -> 0.215, espeak-ng 140 (4 scripts) 0.700 -> 0.683;
 * - defaults -> `LIGHT_LANGUAGE` (5 / 7 / 8), 4 other scripts: flite slt 0.217 -> 0.189, flite rms
 *   0.189 -> 0.172, LibriVox 0.268 -> 0.197, but espeak-ng 140 (2 scripts) 0.723 -> 0.752.
 * So the light weights win flite and real speech and lose espeak-ng. The path score per frame of
 * the warp sample's best decoding tells them apart with room to spare: flite and LibriVox -37 to
 * -46, espeak-ng -56 to -60 (see `CLEAR_FIT_PER_FRAME`).
 */

/** For speech the acoustic model hears badly (or too little speech to tell). */
export const FIRM_LANGUAGE: readonly string[] = ['-lw', '5'];
/** For speech the acoustic model hears well. */
export const LIGHT_LANGUAGE: readonly string[] = [
  '-lw',
  '5',
  '-fwdflatlw',
  '7',
  '-bestpathlw',
  '8',
];

/**
 * A sample whose best decoding scores at least this much per 10 ms frame (pocketsphinx's path
 * score) is heard well: halfway between the voices that gain from light weights and those that
 * lose.
 */
export const CLEAR_FIT_PER_FRAME = -50;

/** The path score per frame of a decoded sample, or null without one. */
export function fitPerFrame(score: number, frames: number): number | null {
  return frames > 0 && Number.isFinite(score) ? score / frames : null;
}

/** The language model weights for a recording whose sample fits `fit` per frame (null: unknown). */
export function languageWeights(fit: number | null): readonly string[] {
  return fit !== null && fit >= CLEAR_FIT_PER_FRAME ? LIGHT_LANGUAGE : FIRM_LANGUAGE;
}
