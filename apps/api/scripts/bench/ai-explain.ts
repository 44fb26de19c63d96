/**
 * `pnpm --filter @stepwise/api exec tsx scripts/bench/ai-explain.ts [voice|written] [id ...]`: how
 * the rule-based analyzer reads the TUNE half of the development set (never the held-out half):
 * each heard sentence with its time, the kind it was given and the true kind, and where steps
 * opened against where they truly start. For tuning the rules; `pnpm bench ai` is the score.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitOf, VOICE_VARIANTS } from '../../../../tests/fixtures/media/devset';
import { loadScripts } from '../../../../tests/fixtures/media/generate';
import { groupSentences } from '../../src/media/analyzer/grouping';
import { prepareNarration } from '../../src/media/analyzer/narration';
import { prepareVideo, writtenTranscription } from './ai-corpus';

const [voiceId = 'flite-slt', ...only] = process.argv.slice(2);
const written = voiceId === 'written';
const variant = VOICE_VARIANTS.find((entry) => entry.id === (written ? 'flite-slt' : voiceId));
if (!variant) throw new Error(`unknown voice ${voiceId}`);

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

async function main() {
  const scripts = (await loadScripts()).filter(
    (script) => splitOf(script) === 'tune' && (only.length === 0 || only.includes(script.id)),
  );
  const work = await mkdtemp(join(tmpdir(), 'stepwise-ai-explain-'));
  try {
    for (const script of scripts) {
      const prepared = await prepareVideo(script, variant!, work, false, !written);
      const { video, duration } = prepared;
      const transcription = written ? writtenTranscription(video.truth) : prepared.transcription;
      const narration = prepareNarration({
        transcript: transcription.transcript,
        segments: transcription.segments,
        words: transcription.words,
        video_metadata: { filename: 'video.mp4', duration, size: 0 },
        project_context: script.context,
      });
      const opened = new Set(groupSentences(narration.sentences).map((g) => g.sentences[0]!.index));
      const truth = video.truth.sentences as {
        text: string;
        start_ms: number;
        end_ms: number;
        step_index: number;
        kind?: string;
      }[];
      const trueStarts = video.truth.steps.map((step) => step.start_ms);
      console.log(`\n== ${script.id} (${voiceId})`);
      for (const sentence of narration.sentences) {
        const overlap = (t: (typeof truth)[number]) =>
          Math.min(t.end_ms, sentence.end_ms) - Math.max(t.start_ms, sentence.start_ms);
        const best = truth.reduce((a, b) => (overlap(b) > overlap(a) ? b : a));
        const startsStep = trueStarts.some((start) => Math.abs(start - sentence.start_ms) <= 1500);
        const open = opened.has(sentence.index);
        const flag = open === startsStep ? '  ' : open ? '+!' : '-!';
        console.log(
          `${flag} ${seconds(sentence.start_ms)} ${open ? 'OPEN' : '    '} ${startsStep ? 'TRUE' : '    '} ${sentence.kind.padEnd(11)} ${(best.kind ?? '').padEnd(11)} ${sentence.marker ?? '-'} | ${sentence.words.join(' ')}  <<${best.text}>>`,
        );
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
