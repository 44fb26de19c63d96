import { join } from 'node:path';
import { messages } from '@stepwise/contracts';
import { AppError } from '../errors';
import { extractAudio, probeStreams, TRANSCRIPTION_SAMPLE_RATE } from './ffmpeg';
import { MediaError } from './types';
import { readWavInfo } from './wav';

/**
 * What POST /transcribe accepts: audio, and only audio (issue #18). The transcribers read a 16 kHz
 * mono 16-bit WAV, what /extract-audio writes; other audio (a stereo WAV, an AAC or MP3 file) is
 * converted first. A file that is not audio (a video, an image, a text) is the caller's fault: a
 * 400 that says so, never the 503 of an engine that is down.
 */

async function isTranscriberWav(file: string): Promise<boolean> {
  try {
    return (await readWavInfo(file)).sampleRate === TRANSCRIPTION_SAMPLE_RATE;
  } catch {
    return false;
  }
}

const notAudio = (cause?: unknown) =>
  new AppError('BAD_REQUEST', messages.media.notAudio, { cause });

/**
 * The local WAV file the transcriber should read for `file`: `file` itself when it already is
 * one, else the audio converted into `scratchDir`. Throws 400 `messages.media.notAudio` when the
 * file holds no audio or also pictures.
 */
export async function transcribableWav(
  file: string,
  scratchDir: string,
  options: { signal?: AbortSignal; ffmpegPath?: string; ffprobePath?: string } = {},
): Promise<string> {
  if (await isTranscriberWav(file)) return file;
  const { signal } = options;
  let streams: Awaited<ReturnType<typeof probeStreams>>;
  try {
    streams = await probeStreams(file, { signal, ffprobePath: options.ffprobePath });
  } catch (error) {
    if (error instanceof MediaError && error.failure === 'probe_failed') throw notAudio(error);
    throw error;
  }
  if (streams.audio === 0 || streams.video > 0) throw notAudio();
  const wav = join(scratchDir, 'converted.wav');
  try {
    await extractAudio(file, wav, { signal, ffmpegPath: options.ffmpegPath });
  } catch (error) {
    if (error instanceof MediaError && error.failure === 'extract_failed') throw notAudio(error);
    throw error;
  }
  return wav;
}
