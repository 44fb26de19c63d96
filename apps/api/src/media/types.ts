import type {
  AnalyzeTranscriptInput,
  AnalyzeTranscriptResponse,
  TranscriptSegment,
  TranscriptWord,
} from '@stepwise/contracts';

/** What a speech-to-text stage returns: the text, its segments and its words, with times in ms. */
export interface Transcription {
  transcript: string;
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

export interface TranscribeOptions {
  /** Aborts the work (and kills any child process). */
  signal?: AbortSignal;
  languageCode?: 'en-US';
  /**
   * Told, as the work goes on, the share (0-1) of the recording decoded so far: never less than
   * before, and 1 once all of it is. A transcriber that cannot tell never calls it.
   */
  onProgress?: (done: number) => void;
}

/** Speech to text from a 16 kHz mono 16-bit WAV file on local disk. */
export interface Transcriber {
  readonly name: 'pocketsphinx' | 'openai';
  transcribe(wavPath: string, options?: TranscribeOptions): Promise<Transcription>;
}

export interface AnalyzeOptions {
  signal?: AbortSignal;
}

/**
 * Transcript to steps. The input is the parsed POST /analyze-transcript body: with `time_range`
 * (regeneration) the analyzer returns steps inside that range only.
 */
export interface Analyzer {
  readonly name: 'rules' | 'llm';
  analyze(
    input: AnalyzeTranscriptInput,
    options?: AnalyzeOptions,
  ): Promise<AnalyzeTranscriptResponse>;
}

/** Why a media stage failed; the service maps these to AppErrors and the spec's default texts. */
export type MediaFailure =
  | 'no_voice'
  | 'extract_failed'
  | 'transcribe_failed'
  | 'analyze_failed'
  | 'probe_failed'
  | 'timeout'
  | 'aborted';

/**
 * A media stage failed. `detail` is safe to show to the creator (never a file path, a command line
 * or a model's raw answer); the cause keeps the internals for the log.
 */
export class MediaError extends Error {
  readonly failure: MediaFailure;
  readonly detail: string;

  constructor(failure: MediaFailure, detail: string, options?: { cause?: unknown }) {
    super(detail, options);
    this.name = 'MediaError';
    this.failure = failure;
    this.detail = detail;
  }
}
