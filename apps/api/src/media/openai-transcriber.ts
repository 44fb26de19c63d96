import { createReadStream } from 'node:fs';
import { messages, type TranscriptSegment, type TranscriptWord } from '@stepwise/contracts';
import type OpenAI from 'openai';
import { z } from 'zod';
import { abortedError } from './process';
import { MediaError, type Transcriber, type Transcription } from './types';

/**
 * Speech to text on any OpenAI-compatible `/audio/transcriptions` endpoint (OpenAI's whisper-1,
 * a local whisper server), asking for `verbose_json` with segment and word times.
 */

export interface OpenAiTranscriberOptions {
  client: OpenAI;
  model: string;
}

const toMs = (seconds: number): number => Math.max(0, Math.round(seconds * 1000));
const failed = (cause: unknown) =>
  new MediaError('transcribe_failed', messages.media.transcribeFailed, { cause });

/** The parts of a `verbose_json` answer we use (servers add more: ids, tokens, probabilities). */
const verboseAnswerSchema = z.object({
  text: z.string(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string() })).nullish(),
  words: z.array(z.object({ start: z.number(), end: z.number(), word: z.string() })).nullish(),
});
type VerboseAnswer = z.infer<typeof verboseAnswerSchema>;

/** The server's verbose answer in ms; word and segment entries that are not usable are dropped. */
export function toTranscription(answer: VerboseAnswer): Transcription {
  const finite = (entry: { start: number; end: number }) =>
    Number.isFinite(entry.start) && Number.isFinite(entry.end);
  const segments: TranscriptSegment[] = (answer.segments ?? [])
    .filter((segment) => finite(segment) && segment.text.trim() !== '')
    .map((segment) => ({
      start_ms: toMs(segment.start),
      end_ms: Math.max(toMs(segment.start), toMs(segment.end)),
      text: segment.text.trim(),
    }));
  const words: TranscriptWord[] = (answer.words ?? [])
    .filter((word) => finite(word) && word.word.trim() !== '')
    .map((word) => ({
      start_ms: toMs(word.start),
      end_ms: Math.max(toMs(word.start), toMs(word.end)),
      word: word.word.trim(),
    }));
  return { transcript: (answer.text ?? '').trim(), segments, words };
}

export function createOpenAiTranscriber({ client, model }: OpenAiTranscriberOptions): Transcriber {
  return {
    name: 'openai',
    async transcribe(wavPath, options = {}) {
      const { signal } = options;
      if (signal?.aborted) throw abortedError(signal.reason);
      let answer: unknown;
      try {
        answer = await client.audio.transcriptions.create(
          {
            file: createReadStream(wavPath),
            model,
            language: 'en',
            response_format: 'verbose_json',
            timestamp_granularities: ['segment', 'word'],
          },
          signal ? { signal } : {},
        );
      } catch (error) {
        if (signal?.aborted) throw abortedError(signal.reason);
        // The client's errors carry the status and the server's message, not the key or the URL.
        throw failed(error);
      }
      const parsed = verboseAnswerSchema.safeParse(answer);
      if (!parsed.success) throw failed(parsed.error);
      const transcription = toTranscription(parsed.data);
      if (transcription.transcript === '') throw new MediaError('no_voice', 'no_voice');
      return transcription;
    },
  };
}
