import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  AnalyzeTranscriptInput,
  TranscriptSegment,
  TranscriptWord,
} from '@stepwise/contracts';
import {
  type NarrationScript,
  sentencePauses,
  spokenSentences,
} from '../../../../tests/fixtures/media/generate';

/**
 * Transcripts built from the narration scripts of `tests/fixtures/media/scripts` with synthetic
 * word times (intro, steps and outro, with the same jittered pause after every sentence that the
 * video generator uses), clean as a hosted recogniser gives them or degraded the way pocketsphinx
 * does: lowercase, no punctuation, some words heard wrong, uneven pauses.
 */

export type { NarrationScript };

export const SCRIPTS_DIR = join(import.meta.dirname, '../../../../tests/fixtures/media/scripts');

export function loadScripts(): NarrationScript[] {
  return readdirSync(SCRIPTS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(SCRIPTS_DIR, file), 'utf8')) as NarrationScript);
}

export interface Narration {
  input: AnalyzeTranscriptInput;
  /** Where each true step starts and ends (its first word's start, its last word's end). */
  steps: { start_ms: number; end_ms: number }[];
}

export interface NarrationOptions {
  /** Lowercase, no punctuation, a few wrong words, uneven pauses. */
  degraded?: boolean;
  /** Which times to send: words (default), only segments (one per sentence), or none. */
  timing?: 'words' | 'segments' | 'none';
  seed?: number;
}

/** Words a recogniser hears instead of the spoken ones. */
const WRONG_WORDS = ['the', 'a', 'and', 'in', 'of', 'that', 'then', 'uh', 'it', 'this', 'we'];
const LEAD_IN_MS = 600;
const TAIL_MS = 800;

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

export function buildNarration(script: NarrationScript, options: NarrationOptions = {}): Narration {
  const next = random(options.seed ?? 11);
  const degraded = options.degraded ?? false;
  const jitter = (ms: number, spread: number) =>
    degraded ? Math.max(0, Math.round(ms + (next() * 2 - 1) * spread)) : ms;
  const words: TranscriptWord[] = [];
  const segments: TranscriptSegment[] = [];
  const sentences: string[] = [];
  const steps: Narration['steps'] = [];
  const pauses = sentencePauses(script);
  let at = LEAD_IN_MS;
  spokenSentences(script).forEach((sentence, index) => {
    if (index > 0) at += Math.max(250, jitter(pauses[index - 1] ?? 0, 150));
    const spoken = sentence.text.split(/\s+/).map((word) => {
      if (!degraded) return word;
      const plain = word.toLowerCase().replace(/[^a-z0-9']/g, '');
      return next() < 0.08 ? WRONG_WORDS[Math.floor(next() * WRONG_WORDS.length)]! : plain;
    });
    const sentenceStart = at;
    spoken.forEach((word, wordIndex) => {
      if (wordIndex > 0) at += jitter(70, 50);
      const length = 120 + 55 * word.replace(/[^a-z]/gi, '').length;
      words.push({ start_ms: at, end_ms: at + length, word: word.replace(/[,.!?;:]/g, '') });
      at += length;
    });
    const text = spoken.join(' ');
    segments.push({ start_ms: sentenceStart, end_ms: at, text });
    sentences.push(text);
    if (sentence.step_index < 0) return;
    const step = steps[sentence.step_index];
    if (step) step.end_ms = at;
    else steps[sentence.step_index] = { start_ms: sentenceStart, end_ms: at };
  });
  const timing = options.timing ?? 'words';
  return {
    input: {
      transcript: sentences.join(' '),
      video_metadata: {
        filename: `${script.id}.mp4`,
        duration: (at + TAIL_MS) / 1000,
        size: 1_000_000,
      },
      project_context: script.context,
      ...(timing === 'words' ? { words, segments } : {}),
      ...(timing === 'segments' ? { segments } : {}),
    },
    steps,
  };
}

/** Boundary F1: a predicted start counts when it lies within `toleranceMs` of an unmatched true start. */
export function boundaryF1(predicted: number[], truth: number[], toleranceMs = 1500): number {
  const free = [...truth];
  let hits = 0;
  for (const start of predicted) {
    const index = free.findIndex((candidate) => Math.abs(candidate - start) <= toleranceMs);
    if (index >= 0) {
      hits += 1;
      free.splice(index, 1);
    }
  }
  if (hits === 0) return 0;
  const precision = hits / predicted.length;
  const recall = hits / truth.length;
  return (2 * precision * recall) / (precision + recall);
}
