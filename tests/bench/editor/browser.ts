// Debian Chromium as the other browser benchmarks start it, and a context signed in through the
// Login screen as the seeded creator.
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../chromium';

export const VIEWPORT = { width: 1440, height: 900 } as const;

/**
 * tsx compiles this file with `keepNames`, which wraps functions in `__name(...)`; the functions
 * handed to `page.evaluate` carry those calls into the page, so the page gets a `__name` too.
 */
const KEEP_NAMES_SHIM = 'globalThis.__name = (fn) => fn;';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...CHROMIUM_LAUNCH,
  });
}

/** A context signed in as `email` through the Login form. */
export async function signedInContext(
  browser: Browser,
  api: string,
  { email, password }: { email: string; password: string },
): Promise<BrowserContext> {
  const setup = await browser.newContext({ viewport: VIEWPORT });
  const page = await setup.newPage();
  await page.goto(`${api}/login`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(/\/my-projects$/, { timeout: 30_000 });
  const state = await setup.storageState({ indexedDB: true });
  await setup.close();
  const context = await browser.newContext({ storageState: state, viewport: VIEWPORT });
  await context.addInitScript(KEEP_NAMES_SHIM);
  return context;
}
