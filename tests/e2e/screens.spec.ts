import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUp, uniqueUser } from './fixtures';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

test('screenshots of the auth screens and a signed-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.screenshot({ path: `${screensDir}login.png`, fullPage: true });

  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  await page.screenshot({ path: `${screensDir}register.png`, fullPage: true });

  await signUp(page, uniqueUser('screens'));
  await page.screenshot({ path: `${screensDir}my-projects.png`, fullPage: true });
});
