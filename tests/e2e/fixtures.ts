import { expect, type Page } from '@playwright/test';

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

/** Fills the Register form and submits it; resolves once the signed-in home shows. */
export async function signUp(page: Page, user: NewUser): Promise<void> {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration successful! You will be redirected.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
}
