import type { AnalyzeTranscriptInput, TranscriptWord } from '@stepwise/contracts';
import { classifySentence } from '../../src/media/analyzer/classify';
import { normalizeWord } from '../../src/media/analyzer/markers';

/**
 * Hand-written narrations read as pocketsphinx gives them: lowercase words without punctuation,
 * 300 ms a word, and the SAME pause after every sentence (with a little jitter), so only the words
 * can tell where a step starts.
 */
export function heard(sentences: readonly string[], pauseMs = 650): AnalyzeTranscriptInput {
  const words: TranscriptWord[] = [];
  let at = 500;
  sentences.forEach((sentence, index) => {
    for (const word of sentence.split(/\s+/).map(normalizeWord).filter(Boolean)) {
      words.push({ word, start_ms: at, end_ms: at + 260 });
      at += 300;
    }
    at += pauseMs + ((index * 37) % 90) - 45;
  });
  return {
    transcript: words.map((w) => w.word).join(' '),
    words,
    video_metadata: { filename: 'clip.mp4', duration: at / 1000 + 1, size: 1 },
    project_context: { name: 'Project', description: '', tags: [] },
  };
}

/** The kind one hand-written sentence is read as. */
export const kind = (sentence: string) =>
  classifySentence(sentence.split(/\s+/).map(normalizeWord).filter(Boolean)).kind;
