import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';

/**
 * The system tests: faults (the database restarted, the API and a worker killed, the Auth
 * emulator down) and several API and worker processes on one database. Each test starts its own
 * processes from the built API (apps/api/dist), so they run one at a time.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../test-results/system',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 150_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
});
