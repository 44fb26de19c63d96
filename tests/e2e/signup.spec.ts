import { expect, test } from '@playwright/test';
import { signUp, uniqueUser } from './fixtures';

test('a signed-out visitor lands on login, signs up and reaches My Projects', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const user = uniqueUser();
  await signUp(page, user);

  await expect(page.getByText('Manage and view all your instructional projects')).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('Welcome,')).toBeVisible();
  await expect(sidebar.getByText(user.username)).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'My Projects' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();

  // The session survives a reload, and the guard keeps a signed-in user off the auth screens.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/my-projects$/);
});

test('registering with mismatched passwords shows the spec message', async ({ page }) => {
  const user = uniqueUser('mismatch');
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(`${user.password}x`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match. Please try again.');
  await expect(page).toHaveURL(/\/register$/);
});

test('logging out and back in', async ({ page }) => {
  const user = uniqueUser('returning');
  await signUp(page, user);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(`${user.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
});
