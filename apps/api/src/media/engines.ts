import { join } from 'node:path';
import OpenAI from 'openai';
import type { Env } from '../env';
import type { ObjectStore } from '../storage/objects';
import { createLlmAnalyzer } from './analyzer/llm';
import { createRulesAnalyzer } from './analyzer/rules';
import type { MediaDeps } from './media.service';
import { createOpenAiTranscriber } from './openai-transcriber';
import { createPocketsphinxTranscriber } from './pocketsphinx';

/**
 * The media stages as configured: offline by default (pocketsphinx, the rule-based analyzer), or
 * any OpenAI-compatible server for either stage (TRANSCRIBER=openai, ANALYZER=llm), chosen
 * independently.
 */
export function createMediaDeps(env: Env, objects: ObjectStore): MediaDeps {
  const tmpDir = join(env.DATA_DIR, 'tmp');
  let client: OpenAI | null = null;
  const openai = () => {
    client ??= new OpenAI({
      // Local servers (llama.cpp, Ollama, vLLM) need no key; the client insists on one.
      apiKey: env.OPENAI_API_KEY ?? 'not-needed',
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      maxRetries: 2,
      timeout: 10 * 60_000,
    });
    return client;
  };
  return {
    objects,
    tmpDir,
    ffmpegPath: env.FFMPEG_PATH,
    ffprobePath: env.FFPROBE_PATH,
    transcriber:
      env.TRANSCRIBER === 'openai'
        ? createOpenAiTranscriber({ client: openai(), model: env.OPENAI_TRANSCRIBE_MODEL })
        : createPocketsphinxTranscriber({
            tempDir: tmpDir,
            ...(env.POCKETSPHINX_PATH ? { binary: env.POCKETSPHINX_PATH } : {}),
            ...(env.POCKETSPHINX_MODEL_DIR ? { modelDir: env.POCKETSPHINX_MODEL_DIR } : {}),
          }),
    analyzer:
      env.ANALYZER === 'llm'
        ? createLlmAnalyzer({ client: openai(), model: env.OPENAI_ANALYZE_MODEL })
        : createRulesAnalyzer(),
  };
}
