import closeWithGrace from 'close-with-grace';
import { parseEnvOrExit } from './env';
import { buildWorker } from './worker-app';

/**
 * `pnpm worker`: works the media job queues (AI breakdown, step regeneration) in a process of its
 * own, beside API processes started with MEDIA_WORKERS=off. Same configuration as the API; it
 * serves nothing over HTTP. Run one per machine (a job already uses every core).
 */
async function main() {
  const env = parseEnvOrExit();
  const worker = await buildWorker(env);
  worker.log.info('Stepwise media worker: working the media job queues');

  closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) worker.log.error({ err }, 'worker shutting down after an error');
    else worker.log.info({ signal }, 'worker shutting down: finishing the running job');
    await worker.close();
  });
}

main().catch((error) => {
  console.error('Stepwise worker failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
