import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { parseEnvOrExit } from './env';

async function main() {
  const env = parseEnvOrExit();

  const app = await buildApp({ env });

  closeWithGrace({ delay: env.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: draining requests');
    await app.close();
  });

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error) => {
  console.error('Stepwise API failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
