import { LOCAL_FILES_ONLY } from './ffmpeg';
import { runProcess } from './process';
import { MediaError } from './types';

/**
 * Writes the part `[startMs, endMs)` of a 16 kHz mono WAV file (from `extractAudio`) as a WAV
 * file of its own, for transcribing one step's time range.
 */
export async function cutAudio(
  wavPath: string,
  outputPath: string,
  startMs: number,
  endMs: number,
  options: { signal?: AbortSignal; ffmpegPath?: string } = {},
): Promise<void> {
  const seconds = (ms: number) => (ms / 1000).toFixed(3);
  try {
    await runProcess(
      options.ffmpegPath ?? 'ffmpeg',
      [
        '-nostdin',
        '-hide_banner',
        '-loglevel',
        'error',
        '-y',
        '-ss',
        seconds(startMs),
        '-to',
        seconds(endMs),
        ...LOCAL_FILES_ONLY,
        '-i',
        wavPath,
        '-c:a',
        'pcm_s16le',
        outputPath,
      ],
      { signal: options.signal },
    );
  } catch (error) {
    if (error instanceof MediaError && (error.failure === 'aborted' || error.failure === 'timeout'))
      throw error;
    throw new MediaError('extract_failed', 'Failed to extract audio from video', { cause: error });
  }
}
