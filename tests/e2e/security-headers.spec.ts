import { expect, type Page, test } from '@playwright/test';
import { registerCreator, signIn } from './api-helpers';
import { createVideoProject, openEditor, uploadTestVideo } from './authoring-support';

/**
 * #10 security pass: every page and reply carries the security headers, and the app works under
 * its own Content-Security-Policy: walking the screens a creator uses (with a video playing, a
 * frame captured and drawn on) reports no violation.
 */

/** Collects `securitypolicyviolation` events from the first script of every document. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __csp?: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => {
    const events = await page.evaluate(() => (window as { __csp?: string[] }).__csp ?? []);
    return [...events, ...console];
  };
}

test('pages and API replies carry the security headers', async ({ request }) => {
  const page = await request.get('/login', { headers: { accept: 'text/html' } });
  expect(page.status()).toBe(200);
  const headers = page.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' https://apis.google.com");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-powered-by']).toBeUndefined();

  const apiReply = await request.get('/api/users/nobody');
  expect(apiReply.status()).toBe(401);
  expect(apiReply.headers()['x-content-type-options']).toBe('nosniff');
  expect(apiReply.headers()['content-type']).toMatch(/^application\/json/);
});

test('the screens a creator walks through raise no Content-Security-Policy violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const violations = await recordViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  expect(await violations()).toEqual([]);

  const { user, account } = await registerCreator(request, 'csp');
  const video = await uploadTestVideo(request, account, 5);
  const projectId = await createVideoProject(request, account, 'Policy test', [video]);
  await signIn(page, user);
  for (const [path, heading] of [
    ['/my-projects', 'My Projects'],
    ['/create', 'Create New Project'],
    ['/repository', 'Materials & Tools Repository'],
    ['/profile', 'My Profile'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  // The editor: the video plays from a signed file URL, a frame is captured onto a canvas,
  // drawn on and kept.
  await openEditor(page, projectId, 'Policy test');
  await page
    .getByRole('region', { name: 'Video player' })
    .getByRole('button', { name: 'Capture Frame', exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Annotate Frame' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible();
  expect(await violations(), 'editor').toEqual([]);
});
