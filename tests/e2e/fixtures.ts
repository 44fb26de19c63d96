import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

/** The viewports the popup's screenshots are taken at: two desktops and a phone. */
export const SHOT_VIEWPORTS = [
  [1440, 900],
  [1280, 800],
  [390, 844],
] as const;

/**
 * Waits two frames (resize observers have run, a canvas is drawn again) and the opening
 * animations (dialogs, toasts); endless ones (spinners) are left running. Before a screenshot.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Saves a full-page screenshot as tests/test-results/screens/{name}.png, once the splash is gone. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 10_000 });
  // Let opening animations (dialogs, toasts) finish; endless ones (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `${screensDir}${name}.png`, fullPage: true });
}

export interface NewUser {
  email: string;
  username: string;
  password: string;
}

/** A user nobody has registered yet: the e-mail carries a random suffix. */
export function uniqueUser(prefix = 'creator'): NewUser {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `${prefix}-${suffix}@example.com`,
    username: `${prefix} ${suffix}`,
    password: `Str0ng-pass-${suffix}`,
  };
}

/** Opens /register and fills its form (the confirmation defaults to the password). */
export async function fillRegisterForm(
  page: Page,
  user: NewUser,
  confirmPassword = user.password,
): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirmPassword);
}

/** Fills the Register form and submits it; resolves once the signed-in home shows. */
export async function signUp(page: Page, user: NewUser): Promise<void> {
  await fillRegisterForm(page, user);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! You will be redirected.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
}
