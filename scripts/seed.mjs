#!/usr/bin/env node
// `pnpm seed`: fills a running Stepwise (npm start or pnpm dev, http://127.0.0.1:8080) with a
// demo creator signed up in the Auth emulator, and projects, steps, repository items, a buy list,
// likes, saves, comments and search terms, so every screen has something to show.
import { fail, run, say } from './lib/proc.mjs';

const apiUrl = process.env.SEED_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;
let config;
try {
  const health = await fetch(`${apiUrl}/healthz`);
  if (!health.ok) throw new Error(`healthz answered ${health.status}`);
  config = await (await fetch(`${apiUrl}/config.json`)).json();
} catch (error) {
  fail(
    `Stepwise is not running at ${apiUrl} (${error.message}). Start it with npm start, then run pnpm seed.`,
  );
}
if (!config.authEmulatorUrl) {
  fail(
    'pnpm seed signs its demo users up in the Firebase Auth emulator; this Stepwise uses a real Firebase project.',
  );
}
say(`seeding ${apiUrl}`);
const status = run('pnpm', ['--filter', '@stepwise/api', 'exec', 'tsx', 'scripts/seed/seed.ts'], {
  env: {
    SEED_API_URL: apiUrl,
    SEED_AUTH_EMULATOR_URL: config.authEmulatorUrl,
  },
  allowFailure: true,
});
process.exit(status);
