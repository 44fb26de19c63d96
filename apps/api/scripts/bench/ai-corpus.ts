/**
 * The development set's videos as the AI bench and its explainer read them: each script spoken by
 * one voice variant (generated once and cached), its audio extracted as the service does, and its
 * pocketsphinx transcript (cached by audio content: the decoder is deterministic).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { VoiceVariant } from '../../../../tests/fixtures/media/devset';
import {
  type GeneratedVideo,
  generateNarratedVideo,
  type NarrationScript,
} from '../../../../tests/fixtures/media/generate';
import { extractAudio, probeDuration } from '../../src/media/ffmpeg';
import { createPocketsphinxTranscriber, isNoisyRecording } from '../../src/media/pocketsphinx';
import type { Transcription } from '../../src/media/types';
import { MEDIA_CACHE } from '../../test/support/media';

export type { VoiceVariant };

export const PARALLELISM = Number(process.env.BENCH_PARALLELISM ?? availableParallelism());
/** Bump when the transcriber's output changes (decoder settings, segmentation). */
const TRANSCRIBER_CACHE_VERSION = 4;

const transcriber = createPocketsphinxTranscriber({ parallelism: PARALLELISM });

/** Bump when the transcriber's handling of noisy recordings changes (denoising, beam). */
const NOISY_CACHE_VERSION = 2;

async function cacheKey(path: string): Promise<string> {
  // Quiet recordings decode as they did; noisy ones are cleaned first since NOISY_CACHE_VERSION 1,
  // and decoded with a wider beam since 2.
  const noisy = (await isNoisyRecording(path)) ? `-noisy${NOISY_CACHE_VERSION}` : '';
  return createHash('sha256')
    .update(await readFile(path))
    .update(`v${TRANSCRIBER_CACHE_VERSION}-p${PARALLELISM}${noisy}`)
    .digest('hex')
    .slice(0, 16);
}

/** The transcription of a 16 kHz WAV file, from the cache unless `fresh`. */
export async function transcribeCached(wavPath: string, fresh: boolean): Promise<Transcription> {
  const dir = join(MEDIA_CACHE, 'transcripts');
  const file = join(dir, `${await cacheKey(wavPath)}.json`);
  if (!fresh && existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as Transcription;
  const result = await transcriber.transcribe(wavPath);
  await mkdir(dir, { recursive: true });
  await writeFile(file, JSON.stringify(result));
  return result;
}

export interface PreparedVideo {
  video: GeneratedVideo;
  transcription: Transcription;
  /** The probed duration in seconds. */
  duration: number;
  /** Wall time of probe + extract + transcribe, in seconds. */
  seconds: number;
}

/**
 * Generates (or finds) the video, then probes, extracts and transcribes it as the service does.
 * With `heard` false the script's own words stand in for the recogniser's (`writtenTranscription`)
 * and nothing is decoded: the explain tools' `written` runs.
 */
export async function prepareVideo(
  script: NarrationScript,
  variant: VoiceVariant,
  workDir: string,
  fresh: boolean,
  heard = true,
): Promise<PreparedVideo> {
  const video = await generateNarratedVideo(script, MEDIA_CACHE, {
    voice: variant.voice,
    snrDb: variant.snrDb,
  });
  const wav = join(workDir, `${script.id}-${variant.id}.wav`);
  const started = performance.now();
  const duration = await probeDuration(video.videoPath);
  if (!heard) {
    const transcription = writtenTranscription(video.truth);
    return { video, transcription, duration, seconds: (performance.now() - started) / 1000 };
  }
  await extractAudio(video.videoPath, wav);
  const transcription = await transcribeCached(wav, fresh);
  return { video, transcription, duration, seconds: (performance.now() - started) / 1000 };
}

/**
 * What a perfect recogniser would return for a generated video: the script's own words at their
 * true sentence times, each word given an even share of its sentence. The bench runs the analyzer
 * on it too, so the share of the error that is the grouping's own (not the recogniser's) shows.
 */
/** The words of a written sentence as pocketsphinx spells them: lower case, apostrophes kept ("that's"). */
function spokenWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

export function writtenTranscription(truth: GeneratedVideo['truth']): Transcription {
  const segments = truth.sentences.map((sentence) => ({
    start_ms: sentence.start_ms,
    end_ms: sentence.end_ms,
    text: spokenWords(sentence.text).join(' '),
  }));
  const timed = truth.sentences.flatMap((sentence) => {
    const spoken = spokenWords(sentence.text);
    const share = (sentence.end_ms - sentence.start_ms) / Math.max(1, spoken.length);
    return spoken.map((word, at) => ({
      word,
      start_ms: Math.round(sentence.start_ms + at * share),
      end_ms: Math.round(sentence.start_ms + (at + 1) * share),
    }));
  });
  return { transcript: segments.map((s) => s.text).join(' '), segments, words: timed };
}
