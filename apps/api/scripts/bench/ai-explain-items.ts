/**
 * `pnpm --filter @stepwise/api exec tsx scripts/bench/ai-explain-items.ts [voice|written] [id ...]`:
 * the tools and materials the rule-based analyzer finds on the TUNE half of the development set
 * (never the held-out half) that no true item matches (FP) and the true ones it misses (FN), per
 * script, matched as `pnpm bench ai` matches them. `written` reads the scripts' own words.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitOf, VOICE_VARIANTS } from '../../../../tests/fixtures/media/devset';
import { loadScripts } from '../../../../tests/fixtures/media/generate';
import { createRulesAnalyzer } from '../../src/media/analyzer/rules';
import { prepareVideo, writtenTranscription } from './ai-corpus';
import { itemKey, sameItem } from './ai-metrics';

const [voiceId = 'written', ...only] = process.argv.slice(2);
const written = voiceId === 'written';
const variant = VOICE_VARIANTS.find((entry) => entry.id === (written ? 'flite-slt' : voiceId));
if (!variant) throw new Error(`unknown voice ${voiceId}`);
const analyzer = createRulesAnalyzer();

async function main() {
  const scripts = (await loadScripts()).filter(
    (script) => splitOf(script) === 'tune' && (only.length === 0 || only.includes(script.id)),
  );
  const work = await mkdtemp(join(tmpdir(), 'stepwise-ai-explain-items-'));
  const total = { found: 0, wrong: 0, missed: 0 };
  try {
    for (const script of scripts) {
      const prepared = await prepareVideo(script, variant!, work, false, !written);
      const heard = written ? writtenTranscription(prepared.video.truth) : prepared.transcription;
      const analysis = await analyzer.analyze({
        transcript: heard.transcript,
        segments: heard.segments,
        words: heard.words,
        video_metadata: { filename: 'video.mp4', duration: prepared.duration, size: 0 },
        project_context: script.context,
      });
      const truth = [
        ...new Set(
          prepared.video.truth.steps.flatMap((step) => [...step.tools, ...step.materials]),
        ),
      ];
      const found = [...new Set([...analysis.tools, ...analysis.materials].map(itemKey))];
      const wrong = found.filter((item) => !truth.some((real) => sameItem(real, item)));
      const missed = truth.filter((real) => !found.some((item) => sameItem(real, item)));
      total.found += found.length;
      total.wrong += wrong.length;
      total.missed += missed.length;
      console.log(`${script.id}: FP ${JSON.stringify(wrong)}  FN ${JSON.stringify(missed)}`);
    }
    console.log(`found ${total.found}, of them wrong ${total.wrong}; missed ${total.missed}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

void main();
