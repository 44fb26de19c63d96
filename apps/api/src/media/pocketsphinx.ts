import { mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TranscriptWord } from '@stepwise/contracts';
import { decodedShare, parseCtm, segmentWords, utteranceId } from './ctm';
import { denoiseAudio } from './ffmpeg';
import { FIRM_LANGUAGE, fitPerFrame, languageWeights } from './language-weight';
import { abortedError, runProcess } from './process';
import {
  firstWarps,
  hypScore,
  NO_WARP,
  sampleUtterances,
  searchWarp,
  type WarpResult,
  warpArgs,
} from './speaker-warp';
import { findUtterances, shareOut, speechToNoiseDb, type Utterance } from './speech-chunks';
import { MediaError, type Transcriber, type Transcription } from './types';
import { type FrameLevels, frameLevels, readWavInfo, type WavInfo } from './wav';

/** The Debian package's US English model (`pocketsphinx-en-us`). */
export const DEBIAN_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';

/** How often a running transcription reads its decoders' output to tell its progress (ms). */
export const PROGRESS_POLL_MS = 500;

/** pocketsphinx's frame rate: 100 frames a second, the same 10 ms frames `frameLevels` uses. */
const FRAMES_PER_SECOND = 100;

/**
 * Decoder settings: pocketsphinx's defaults, except at most 3,000 active HMMs per frame (default
 * 30,000). On the narration fixtures that cuts the CPU time by a third (real-time factor on one
 * core 0.24 -> 0.16) at the same word error rate (0.28); `-fwdflat no` would save another third
 * but costs a point of word error rate.
 */
const DECODER_ARGS = ['-maxhmmpf', '3000'];

/**
 * A noisy recording (see `NOISY_BELOW_DB`) keeps more hypotheses alive: noise flattens the
 * acoustic scores, so a tight beam prunes the right words early. On six noisy narrations of the
 * tune half (20 dB SNR, after denoising) 10,000 active HMMs a frame took the word error rate
 * 0.544 -> 0.532, at about a third more decoding time on those recordings only.
 */
const NOISY_DECODER_ARGS = ['-maxhmmpf', '10000'];

/**
 * A recording whose speech stands less than this far (dB) above its own noise is cleaned first.
 * The development set's narrations with seeded noise at 20 dB SNR measure 24-25 here, the quiet
 * ones 49-56.
 */
export const NOISY_BELOW_DB = 32;

const isNoisy = (levels: FrameLevels): boolean => speechToNoiseDb(levels) < NOISY_BELOW_DB;

/** Whether a recording is noisy enough to be cleaned before decoding (see `NOISY_BELOW_DB`). */
export async function isNoisyRecording(wavPath: string): Promise<boolean> {
  return isNoisy(await frameLevels(wavPath, await readWavInfo(wavPath)));
}

export interface PocketsphinxOptions {
  /** Decoder processes run at once (default: the number of CPUs). */
  parallelism?: number;
  /** The `pocketsphinx_batch` binary (default on PATH). */
  binary?: string;
  /** A directory with `en-us/` (acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string;
  /** Where the decoders' work files go (default the OS temp directory). */
  tempDir?: string;
  /** Decoder arguments instead of the tuned defaults (benchmarks and tuning). */
  decoderArgs?: readonly string[];
  /** Clean a noisy recording before decoding (default true; see `NOISY_BELOW_DB`). */
  denoise?: boolean;
  /**
   * The frequency warps to choose the speaker normalisation from, all tried (default: a search
   * from `firstWarps`, see `speaker-warp.ts`); `[1]` decodes without one.
   */
  warps?: readonly number[];
}

/** What a recording is decoded with: its warp, its language model weights, and maybe its words. */
interface Chosen {
  factor: number;
  language: readonly string[];
  /** The sample's words when the sample was the whole recording decoded as chosen. */
  words?: TranscriptWord[];
}

/**
 * Runs every call at once. The first failure aborts `stop` and is rethrown once every call has
 * settled, so no child process outlives the transcription.
 */
async function settleAll<R>(calls: (() => Promise<R>)[], stop: AbortController): Promise<R[]> {
  let failure: { error: unknown } | undefined;
  const results = await Promise.all(
    calls.map((call) =>
      call().catch((error: unknown) => {
        if (!failure) {
          failure = { error };
          stop.abort(error);
        }
        return undefined;
      }),
    ),
  );
  if (failure) throw failure.error;
  return results as R[];
}

/**
 * Calls `report` every `PROGRESS_POLL_MS` with the share decoded so far (see `decodedShare`),
 * only when it grew. Stop it with the returned function.
 */
function watchProgress(
  workDir: string,
  parts: readonly Utterance[][],
  report: (done: number) => void,
): () => void {
  let reported = 0;
  let reading = false;
  let stopped = false;
  const timer = setInterval(() => {
    if (reading) return;
    reading = true;
    void Promise.all(
      parts.map((_, part) => readFile(join(workDir, `part-${part}.ctm`), 'utf8').catch(() => '')),
    )
      .then((ctms) => {
        const share = decodedShare(parts, ctms);
        // All of it is told once, by the transcription when its decoders have exited.
        if (share > reported && share < 1 && !stopped) {
          reported = share;
          report(share);
        }
      })
      .finally(() => {
        reading = false;
      });
  }, PROGRESS_POLL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

function transcribeFailed(cause: unknown): MediaError {
  return new MediaError('transcribe_failed', 'Failed to transcribe audio', { cause });
}

/**
 * Offline speech to text with CMU pocketsphinx. The recording is cut into utterances at pauses
 * (by loudness), and the utterances are shared out to parallel `pocketsphinx_batch` processes,
 * which decode them straight from the WAV file and write the word times of each (CTM). A noisy
 * recording (see `NOISY_BELOW_DB`) is cleaned first (`denoiseAudio`). Every recording is decoded
 * with the speaker normalisation (frequency warp) that decodes a sample of it best
 * (`speaker-warp.ts`), and with language model weights chosen by how well that best decoding fits
 * (`language-weight.ts`).
 *
 * `pocketsphinx_batch`, not `pocketsphinx_continuous`: the latter's own voice detection misplaces
 * the word times of a file's first utterance by seconds when the file starts mid-recording.
 */
export function createPocketsphinxTranscriber(options: PocketsphinxOptions = {}): Transcriber {
  const parallelism = Math.max(1, options.parallelism ?? availableParallelism());
  const binary = options.binary ?? 'pocketsphinx_batch';
  const modelDir = options.modelDir ?? DEBIAN_MODEL_DIR;
  const modelArgs = [
    ...['-hmm', join(modelDir, 'en-us')],
    ...['-lm', join(modelDir, 'en-us.lm.bin')],
    ...['-dict', join(modelDir, 'cmudict-en-us.dict')],
  ];

  /** The decoder's arguments for the recording linked at `workDir/audio.wav`. */
  function decoderArgs(
    workDir: string,
    info: WavInfo,
    noisy: boolean,
    warp: number,
    language: readonly string[],
  ): string[] {
    return [
      ...['-cepdir', workDir, '-cepext', '.wav'],
      ...['-adcin', 'yes', '-adchdr', String(info.dataOffset)],
      ...['-samprate', String(info.sampleRate), '-frate', String(FRAMES_PER_SECOND)],
      ...['-logfn', '/dev/null'],
      ...modelArgs,
      // Arguments given in full replace the tuned ones, language model weights included.
      ...(options.decoderArgs ?? [...(noisy ? NOISY_DECODER_ARGS : DECODER_ARGS), ...language]),
      ...warpArgs(warp),
    ];
  }

  /** Writes the control file of `utterances` (ids by `part`) and their start times (ms). */
  async function writeControl(ctl: string, utterances: Utterance[], part: number | string) {
    const starts = new Map<string, number>();
    const lines = utterances.map((u, index) => {
      const id = utteranceId(part, index);
      starts.set(id, Math.round((u.startFrame * 1000) / FRAMES_PER_SECOND));
      return `audio ${u.startFrame} ${u.endFrame} ${id}`;
    });
    await writeFile(ctl, `${lines.join('\n')}\n`);
    return starts;
  }

  /** Decodes `utterances` of the recording linked at `workDir/audio.wav` in one process. */
  async function decode(
    workDir: string,
    info: WavInfo,
    utterances: Utterance[],
    part: number,
    signal: AbortSignal,
    noisy: boolean,
    warp: Chosen,
  ): Promise<TranscriptWord[]> {
    const ctl = join(workDir, `part-${part}.ctl`);
    const ctm = join(workDir, `part-${part}.ctm`);
    const starts = await writeControl(ctl, utterances, part);
    await runProcess(
      binary,
      ['-ctl', ctl, '-ctm', ctm, ...decoderArgs(workDir, info, noisy, warp.factor, warp.language)],
      { signal },
    );
    return parseCtm(await readFile(ctm, 'utf8'), starts);
  }

  /**
   * The speaker normalisation for this recording: a sample of its utterances decoded with every
   * candidate warp, `parallelism` decoders at a time; the best scoring warp wins (`bestWarp`).
   * When the sample is the whole of a quiet recording, the winner's words are the transcription
   * (`words`), so a short video is not decoded again.
   */
  async function chooseWarp(
    workDir: string,
    info: WavInfo,
    utterances: Utterance[],
    stop: AbortController,
    noisy: boolean,
  ): Promise<Chosen> {
    const given = options.warps;
    const sample = given?.length === 1 ? [] : sampleUtterances(utterances);
    if (sample.length === 0)
      return { factor: given?.length === 1 ? given[0]! : NO_WARP, language: FIRM_LANGUAGE };
    const complete = sample.length === utterances.length;
    const whole = !noisy && complete;
    const ctl = join(workDir, 'sample.ctl');
    const starts = await writeControl(ctl, sample, 's');
    const decodeAt = async (factors: readonly number[]) => {
      const queue = [...factors];
      const results: WarpResult[] = [];
      const worker = async () => {
        for (let factor = queue.shift(); factor !== undefined; factor = queue.shift()) {
          const hyp = join(workDir, `sample-${factor}.hyp`);
          const ctm = whole ? ['-ctm', join(workDir, `sample-${factor}.ctm`)] : [];
          await runProcess(
            binary,
            // The sample is decoded with the tight beam even when noisy: it only ranks the warps.
            [
              ...['-ctl', ctl, '-hyp', hyp, ...ctm],
              ...decoderArgs(workDir, info, false, factor, FIRM_LANGUAGE),
            ],
            { signal: stop.signal },
          );
          results.push({ factor, ...hypScore(await readFile(hyp, 'utf8')) });
        }
      };
      // One failing decoder stops the others (see `settleAll`).
      await settleAll(
        Array.from({ length: Math.min(parallelism, factors.length) }, () => worker),
        stop,
      );
      return results;
    };
    // The default search climbs to a better neighbour while there is one; given warps are all tried.
    const tried: WarpResult[] = [];
    const factor = await searchWarp(given ?? firstWarps(complete), !given, async (factors) => {
      const scored = await decodeAt(factors);
      tried.push(...scored);
      return scored;
    });
    const best = tried.find((result) => result.factor === factor);
    const frames = sample.reduce((sum, u) => sum + (u.endFrame - u.startFrame), 0);
    const language = languageWeights(best ? fitPerFrame(best.score, frames) : null);
    // The sample was decoded with the firm weights: its words stand only for those. A warp not
    // decoded (none of the sample was scored) has no words to keep.
    const ctm =
      whole && language === FIRM_LANGUAGE
        ? await readFile(join(workDir, `sample-${factor}.ctm`), 'utf8').catch(() => null)
        : null;
    return ctm === null ? { factor, language } : { factor, language, words: parseCtm(ctm, starts) };
  }

  return {
    name: 'pocketsphinx',
    async transcribe(wavPath, transcribeOptions = {}): Promise<Transcription> {
      const { signal } = transcribeOptions;
      if (signal?.aborted) throw abortedError(signal.reason);
      const workDir = await mkdtemp(join(options.tempDir ?? tmpdir(), 'stepwise-sphinx-'));
      let info: WavInfo;
      let utterances: Utterance[];
      let audioPath = resolve(wavPath);
      let noisy = false;
      try {
        info = await readWavInfo(audioPath);
        let levels = await frameLevels(audioPath, info);
        if (options.denoise !== false && isNoisy(levels)) {
          noisy = true;
          audioPath = join(workDir, 'denoised.wav');
          await denoiseAudio(wavPath, audioPath, { signal });
          info = await readWavInfo(audioPath);
          levels = await frameLevels(audioPath, info);
        }
        utterances = findUtterances(levels);
      } catch (error) {
        await rm(workDir, { recursive: true, force: true });
        if (signal?.aborted) throw abortedError(signal.reason);
        throw transcribeFailed(error);
      }
      if (utterances.length === 0) {
        await rm(workDir, { recursive: true, force: true });
        throw new MediaError('no_voice', 'no_voice');
      }

      // One failing decoder stops the others; so does the caller's signal.
      const stop = new AbortController();
      const onAbort = () => stop.abort(signal?.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        // The ctl format cannot quote a path: the decoders read the recording through a link.
        await symlink(audioPath, join(workDir, 'audio.wav'));
        const warp = await chooseWarp(workDir, info, utterances, stop, noisy);
        const parts = shareOut(utterances, parallelism);
        const { onProgress } = transcribeOptions;
        const stopWatching = onProgress ? watchProgress(workDir, parts, onProgress) : () => {};
        const perPart = warp.words
          ? [warp.words]
          : await settleAll(
              parts.map(
                (part, index) => () => decode(workDir, info, part, index, stop.signal, noisy, warp),
              ),
              stop,
            ).finally(stopWatching);
        stopWatching();
        onProgress?.(1);
        const words = perPart.flat().sort((a, b) => a.start_ms - b.start_ms);
        if (words.length === 0) throw new MediaError('no_voice', 'no_voice');
        const segments = segmentWords(words);
        return { transcript: segments.map((s) => s.text).join(' '), segments, words };
      } catch (error) {
        if (signal?.aborted) throw abortedError(signal.reason);
        if (error instanceof MediaError && error.failure === 'no_voice') throw error;
        throw transcribeFailed(error);
      } finally {
        signal?.removeEventListener('abort', onAbort);
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}
