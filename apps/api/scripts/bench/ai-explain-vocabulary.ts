/**
 * `pnpm --filter @stepwise/api exec tsx scripts/bench/ai-explain-vocabulary.ts [voice|written ...]`:
 * every word the sound-alike second look (`correctTranscript`) rewrites on the TUNE half of the
 * development set (never the held-out half), judged against the true sentence spoken at that time:
 * right when the term is in it, wrong otherwise (on `written`, the scripts' own words, every
 * rewrite is wrong). For tuning the replacement rules; `pnpm bench ai` is the score.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { splitOf, VOICE_VARIANTS } from '../../../../tests/fixtures/media/devset';
import { loadScripts } from '../../../../tests/fixtures/media/generate';
import { correctTranscript } from '../../src/media/analyzer/vocabulary';
import { prepareVideo, writtenTranscription } from './ai-corpus';

const voices = process.argv.slice(2);
const words = (text: string) => text.toLowerCase().replace(/[^a-z' ]+/g, ' ');

async function main() {
  const scripts = (await loadScripts()).filter((script) => splitOf(script) === 'tune');
  const work = await mkdtemp(join(tmpdir(), 'stepwise-ai-explain-vocabulary-'));
  try {
    for (const voiceId of voices.length > 0 ? voices : ['written', 'flite-slt', 'flite-rms']) {
      const written = voiceId === 'written';
      const variant = VOICE_VARIANTS.find((v) => v.id === (written ? 'flite-slt' : voiceId));
      if (!variant) throw new Error(`unknown voice ${voiceId}`);
      const tally = { right: 0, wrong: 0 };
      for (const script of scripts) {
        const prepared = await prepareVideo(script, variant, work, false, !written);
        const heard = written ? writtenTranscription(prepared.video.truth) : prepared.transcription;
        const { hits } = correctTranscript(heard.words, script.context);
        for (const hit of hits.filter((h) => h.replaced)) {
          const said = prepared.video.truth.sentences.filter(
            (s) => s.start_ms - 400 <= hit.end_ms && hit.start_ms <= s.end_ms + 400,
          );
          const text = ` ${said.map((s) => words(s.text)).join(' ')} `;
          const head = hit.phrase.split(' ').pop() ?? hit.phrase;
          const right = !written && (text.includes(` ${hit.phrase}`) || text.includes(` ${head}`));
          tally[right ? 'right' : 'wrong'] += 1;
          console.log(
            `${voiceId.padEnd(16)} ${right ? 'RIGHT' : 'WRONG'} ${script.id}: "${hit.heard}" -> ${hit.phrase} (${hit.kind}, ${hit.score})`,
          );
        }
      }
      console.log(`== ${voiceId}: ${tally.right} right, ${tally.wrong} wrong`);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

void main();
