import { freePort } from '../../scripts/lib/ports.mjs';
import { rowCounts } from './database';
import { expect, test } from './harness';

/**
 * The identity service down: an API whose Auth emulator address has nothing listening (the web app
 * learns that address from /config.json, as in production it reaches Firebase Auth). Signing in
 * shows the spec's network error and writes nothing.
 */
test('the Auth emulator down: sign-in shows the network error text and no data is touched', async ({
  stack,
  page,
}) => {
  const nobody = `127.0.0.1:${await freePort()}`;
  const api = await stack.startApi(
    'api',
    { FIREBASE_AUTH_EMULATOR_HOST: nobody },
    { ready: 'listening' },
  );
  const health = await fetch(`${api.url}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: 'degraded', db: 'ok', auth: 'unavailable' });

  const before = await rowCounts(stack.databaseUrl);
  await page.goto(`${api.url}/login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Str0ng-pass-system');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Network error: Could not connect to the backend server. Please try again later.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();

  expect(await rowCounts(stack.databaseUrl)).toEqual(before);
  // The browser never got as far as the API's data calls.
  expect(api.log()).not.toMatch(/"url":"\/(trpc|api)\//);
});
