import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type GeneratedVideo,
  generateNarratedVideo,
  loadScript,
  type NarrationScript,
  scriptText,
} from '../../../tests/fixtures/media/generate';
import { decodedShare, parseCtm } from '../src/media/ctm';
import { extractAudio, probeDuration } from '../src/media/ffmpeg';
import { createPocketsphinxTranscriber, isNoisyRecording } from '../src/media/pocketsphinx';
import { NO_WARP } from '../src/media/speaker-warp';
import { findUtterances, shareOut } from '../src/media/speech-chunks';
import { MediaError, type Transcription } from '../src/media/types';
import { readWavInfo } from '../src/media/wav';
import { MEDIA_CACHE, narratedVideo, silentVideo } from './support/media';

const run = promisify(execFile);

/** Words a narration carries its meaning in: four letters or more, not a function word. */
const FUNCTION_WORDS = new Set(
  'that this with from your they them then than when where into onto over under about after before some more most very much just also will have does there their what which these those'.split(
    ' ',
  ),
);
function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  return [...new Set(words.filter((w) => w.length >= 4 && !FUNCTION_WORDS.has(w)))];
}

async function expectMediaError(promise: Promise<unknown>, failure: MediaError['failure']) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MediaError);
  expect((error as MediaError).failure).toBe(failure);
  return error as MediaError;
}

/** The pids of this process's children running `command`. */
async function childrenNamed(command: string): Promise<string[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)]).catch(
    () => ({ stdout: '' }),
  );
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, comm]) => comm !== undefined && command.startsWith(comm))
    .map(([pid]) => pid as string);
}

let dir: string;
let script: NarrationScript;
let video: GeneratedVideo;
let wav: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stepwise-media-tools-'));
  script = await loadScript('birdhouse');
  video = await narratedVideo('birdhouse');
  wav = join(dir, 'birdhouse.wav');
  await extractAudio(video.videoPath, wav);
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('extractAudio', () => {
  it('writes the soundtrack as a 16 kHz mono 16-bit WAV file of the same length', async () => {
    const info = await readWavInfo(wav);
    expect(info.sampleRate).toBe(16_000);
    expect(info.sampleCount / 16_000).toBeCloseTo(video.truth.duration_ms / 1000, 0);
  });

  it('fails with extract_failed, and no path in the detail, for a file that is not a video', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'These are my notes, not a video.\n');
    const error = await expectMediaError(
      extractAudio(text, join(dir, 'notes.wav')),
      'extract_failed',
    );
    expect(error.detail).toBe('Failed to extract audio from video');
    expect(error.detail).not.toContain(dir);
  });

  it('fails with extract_failed for a video without an audio stream', async () => {
    const mute = join(dir, 'mute.mp4');
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=5:duration=1'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', mute],
    ]);
    await expectMediaError(extractAudio(mute, join(dir, 'mute.wav')), 'extract_failed');
  });

  it('stops at once when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expectMediaError(
      extractAudio(video.videoPath, join(dir, 'never.wav'), { signal: controller.signal }),
      'aborted',
    );
  });
});

describe('probeDuration', () => {
  it('reads the duration of a video in seconds', async () => {
    const seconds = await probeDuration(video.videoPath);
    expect(Math.abs(seconds - video.truth.duration_ms / 1000)).toBeLessThanOrEqual(0.3);
  });

  it('counts a probe that times out as 0', async () => {
    await expect(probeDuration(video.videoPath, { timeoutMs: 1 })).resolves.toBe(0);
  });

  it('fails with probe_failed for a file that is not media', async () => {
    const text = join(dir, 'readme.txt');
    await writeFile(text, 'plain text\n');
    await expectMediaError(probeDuration(text), 'probe_failed');
  });
});

describe('pocketsphinx transcriber', () => {
  const transcriber = createPocketsphinxTranscriber();
  let result: Transcription;
  const progress: number[] = [];

  // A minute of narration decodes in ~15 s on a quiet machine; the limit is for a loaded one.
  beforeAll(async () => {
    result = await transcriber.transcribe(wav, { onProgress: (done) => progress.push(done) });
  }, 180_000);

  it('tells the share of the recording decoded as it goes, ending at all of it', () => {
    // Decoding a minute of narration takes seconds: it is read every half second meanwhile.
    expect(progress.length).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toBe(1);
    expect(progress.filter((done) => done > 0 && done < 1).length).toBeGreaterThanOrEqual(2);
    for (const [index, done] of progress.entries()) {
      if (index > 0) expect(done).toBeGreaterThan(progress[index - 1]!);
    }
  });

  it('recognises most of the content words of the narration', () => {
    const expected = contentWords(scriptText(script));
    const heard = new Set(contentWords(result.transcript));
    const recall = expected.filter((w) => heard.has(w)).length / expected.length;
    expect(recall).toBeGreaterThanOrEqual(0.6);
  });

  it('normalises the speaker: with the warp chosen from a sample it hears more than without', async () => {
    const plain = await createPocketsphinxTranscriber({ warps: [NO_WARP] }).transcribe(wav);
    const expected = contentWords(scriptText(script));
    const recall = (transcript: string) => {
      const heard = new Set(contentWords(transcript));
      return expected.filter((w) => heard.has(w)).length / expected.length;
    };
    expect(recall(result.transcript)).toBeGreaterThan(recall(plain.transcript));
  }, 180_000);

  it('takes a short recording whole as the warp sample and hears it at the winning warp', async () => {
    const short = join(dir, 'birdhouse-first-15s.wav');
    await run('ffmpeg', ['-loglevel', 'error', '-y', '-i', wav, '-t', '15', short]);
    const heard = await createPocketsphinxTranscriber().transcribe(short);
    expect(heard.words.length).toBeGreaterThan(10);
    expect(heard.words.every((w) => w.end_ms <= 15_000)).toBe(true);
    // The same words as the long recording's first 15 seconds, at the same times.
    const before = new Set(
      contentWords(
        result.words
          .filter((w) => w.end_ms <= 15_000)
          .map((w) => w.word)
          .join(' '),
      ),
    );
    const shared = contentWords(heard.transcript).filter((w) => before.has(w));
    expect(shared.length).toBeGreaterThanOrEqual(before.size * 0.7);
  }, 180_000);

  it('times words where the sentences were spoken', () => {
    const { sentences } = video.truth;
    const inside = result.words.filter((word) =>
      sentences.some((s) => word.start_ms >= s.start_ms - 300 && word.end_ms <= s.end_ms + 300),
    );
    expect(result.words.length).toBeGreaterThan(50);
    expect(inside.length / result.words.length).toBeGreaterThanOrEqual(0.9);
    // Every step's first sentence starts with a word heard within half a second of it.
    for (const step of video.truth.steps) {
      const first = result.words.find((word) => word.end_ms > step.start_ms);
      expect(Math.abs((first?.start_ms ?? Infinity) - step.start_ms)).toBeLessThanOrEqual(500);
    }
  });

  it('builds ordered segments that split at pauses and make up the transcript', () => {
    const { segments, words, transcript } = result;
    expect(segments.length).toBeGreaterThanOrEqual(video.truth.steps.length);
    expect(transcript).toBe(segments.map((s) => s.text).join(' '));
    expect(segments.flatMap((s) => s.text.split(' '))).toEqual(words.map((w) => w.word));
    for (const [index, segment] of segments.entries()) {
      expect(segment.end_ms).toBeGreaterThanOrEqual(segment.start_ms);
      const next = segments[index + 1];
      if (next) expect(next.start_ms - segment.end_ms).toBeGreaterThanOrEqual(300);
    }
    expect(words.some((w) => /[<>[\]()]/.test(w.word))).toBe(false);
  });

  it('fails with no_voice for a video without speech', async () => {
    const silentWav = join(dir, 'silent.wav');
    await extractAudio(await silentVideo(4), silentWav);
    await expectMediaError(transcriber.transcribe(silentWav), 'no_voice');
  }, 60_000);

  it('fails with transcribe_failed when the decoder cannot run', async () => {
    const broken = createPocketsphinxTranscriber({ modelDir: join(dir, 'no-model') });
    const error = await expectMediaError(broken.transcribe(wav), 'transcribe_failed');
    expect(error.detail).toBe('Failed to transcribe audio');
  }, 30_000);

  it('kills the decoders when aborted', async () => {
    const controller = new AbortController();
    const running = transcriber.transcribe(wav, { signal: controller.signal });
    const started = Date.now();
    while ((await childrenNamed('pocketsphinx_batch')).length === 0) {
      if (Date.now() - started > 10_000) throw new Error('the decoder never started');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    controller.abort();
    await expectMediaError(running, 'aborted');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await childrenNamed('pocketsphinx_batch')).toEqual([]);
  }, 30_000);
});

describe('pocketsphinx transcriber on a noisy recording', () => {
  it('cleans a recording with noise 20 dB under the speech first, decodes it with a wider beam, and hears more of it', async () => {
    const noisy = await generateNarratedVideo(script, MEDIA_CACHE, { snrDb: 20 });
    const noisyWav = join(dir, 'birdhouse-noisy.wav');
    await extractAudio(noisy.videoPath, noisyWav);
    expect(await isNoisyRecording(noisyWav)).toBe(true);
    expect(await isNoisyRecording(wav)).toBe(false);

    const expected = contentWords(scriptText(script));
    const recall = (transcript: string) => {
      const heard = new Set(contentWords(transcript));
      return expected.filter((w) => heard.has(w)).length / expected.length;
    };
    const [cleaned, raw] = await Promise.all([
      // One warp for both: this compares the cleaning alone.
      createPocketsphinxTranscriber({ parallelism: 1, warps: [NO_WARP] }).transcribe(noisyWav),
      createPocketsphinxTranscriber({
        parallelism: 1,
        warps: [NO_WARP],
        denoise: false,
      }).transcribe(noisyWav),
    ]);
    expect(recall(cleaned.transcript)).toBeGreaterThan(recall(raw.transcript) + 0.05);
  }, 180_000);
});

describe('pocketsphinx helpers', () => {
  it('counts the speech decoded by what each decoder has written, in frames', () => {
    const parts = [
      [
        { startFrame: 0, endFrame: 100 },
        { startFrame: 200, endFrame: 500 },
        { startFrame: 600, endFrame: 700 },
      ],
      [{ startFrame: 800, endFrame: 1300 }],
    ];
    expect(decodedShare(parts, ['', ''])).toBe(0);
    // Decoder 0 wrote its second utterance: the first (wordless, so never named) is done too.
    expect(decodedShare(parts, ['p0u1 1 0.20 0.30 wipe 1.000\n', ''])).toBe(400 / 1000);
    expect(
      decodedShare(parts, ['p0u1 1 0.2 0.3 wipe 1.0\np0u2 1 0.1 0.2 it 1.0', 'p1u0 1 0 1 dry 1.0']),
    ).toBe(1);
    // Another decoder's ids, or a line cut short, count for nothing.
    expect(decodedShare(parts, ['p1u0 1 0 1 dry 1.0\np0', ''])).toBe(0);
  });

  it('places CTM words by their utterance and drops fillers and pronunciation markers', () => {
    const ctm = [
      'u0 1 0.67 0.39 first 1.000',
      'u0 1 1.07 0.10 <sil> 1.000',
      'u1 1 0.50 0.30 [NOISE] 0.500',
      'u1 1 0.80 0.25 the(2) 0.900',
      'u9 1 0.10 0.10 unknown 0.900',
    ].join('\n');
    expect(
      parseCtm(
        ctm,
        new Map([
          ['u0', 0],
          ['u1', 5000],
        ]),
      ),
    ).toEqual([
      { word: 'first', start_ms: 670, end_ms: 1060 },
      { word: 'the', start_ms: 5800, end_ms: 6050 },
    ]);
  });

  it('finds utterances between pauses and shares them out evenly', () => {
    // 10 ms frames: quiet 1 s, speech 2 s, a 0.2 s pause (kept inside), speech 1 s, a 1 s pause,\n    // speech 3 s, quiet 0.5 s. Each utterance keeps 200 ms of the quiet around it.
    const pattern: [number, number][] = [
      [100, -70],
      [200, -20],
      [20, -70],
      [100, -25],
      [100, -70],
      [300, -22],
      [50, -70],
    ];
    const db = new Float32Array(pattern.flatMap(([frames, level]) => Array(frames).fill(level)));
    const utterances = findUtterances({ frameMs: 10, db });
    expect(utterances).toEqual([
      { startFrame: 80, endFrame: 440 },
      { startFrame: 500, endFrame: 840 },
    ]);
    expect(shareOut(utterances, 2)).toEqual([[utterances[0]], [utterances[1]]]);
    expect(findUtterances({ frameMs: 10, db: new Float32Array(500).fill(-90) })).toEqual([]);
  });
});
