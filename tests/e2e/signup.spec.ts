import { expect, type Page, type Route, test } from '@playwright/test';
import { backendUser, createIdentityAccount, signInIdentity } from './auth-emulator';
import { fillRegisterForm, screenshot, signUp, uniqueUser } from './fixtures';

// The Register screen (spec 2, 4, 5, 8) against the real api and the Auth emulator.

const signUpButton = (page: Page) => page.getByRole('button', { name: 'Sign Up' });
const alert = (page: Page) => page.getByRole('alert');

/** Answers users.create the way a failing backend would. */
function failUsersCreate(page: Page, answer: (route: Route) => Promise<void>) {
  return page.route((url) => url.pathname.endsWith('/trpc/users.create'), answer);
}

test('a signed-out visitor lands on login, signs up and reaches My Projects', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'password');
  await screenshot(page, 'register');

  const user = uniqueUser();
  await fillRegisterForm(page, user);
  // Hold the identity provider's answer to see the busy state.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/accounts:signUp*', async (route) => {
    await held;
    await route.continue();
  });
  await signUpButton(page).click();
  await expect(page.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
  await screenshot(page, 'register-busy');
  release();

  await expect(page.getByRole('status')).toHaveText(
    'Registration successful! You will be redirected.',
  );
  await screenshot(page, 'register-success');
  await expect(page).toHaveURL(/\/my-projects$/);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('Welcome,')).toBeVisible();
  await expect(sidebar.getByText(user.username)).toBeVisible();

  // The backend user record exists, as a creator.
  const identity = await signInIdentity(page.request, user.email, user.password);
  expect(await backendUser(page.request, identity)).toMatchObject({
    user_id: identity.localId,
    username: user.username,
    email: user.email,
    is_creator: true,
  });

  // Signed in, /register goes to /home, which shows My Projects.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/my-projects$/);
});

test('the Continue link goes to /login', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('passwords must match, then the username is required', async ({ page }) => {
  const user = uniqueUser('mismatch');
  await fillRegisterForm(page, { ...user, username: '' }, `${user.password}x`);
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText('Passwords do not match. Please try again.');
  await screenshot(page, 'register-passwords-mismatch');

  await page.getByLabel('Confirm Password').fill(user.password);
  await page.getByLabel('Username', { exact: true }).fill('   ');
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText('Username is required.');
  await screenshot(page, 'register-username-required');
  await expect(page).toHaveURL(/\/register$/);
});

test('the browser requires an e-mail address and a password', async ({ page }) => {
  const user = uniqueUser('blank');
  await fillRegisterForm(page, { ...user, email: 'not-an-email' });
  await signUpButton(page).click();
  const email = page.getByLabel('Email', { exact: true });
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await email.fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('');
  await page.getByLabel('Confirm Password').fill('');
  await signUpButton(page).click();
  const password = page.getByLabel('Password', { exact: true });
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await expect(alert(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/register$/);
});

test('an e-mail already in use and a weak password show the spec texts', async ({ page }) => {
  const taken = uniqueUser('taken');
  await createIdentityAccount(page.request, taken.email, taken.password);
  await fillRegisterForm(page, taken);
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText(
    'This email is already in use. Please use a different email.',
  );
  await expect(signUpButton(page)).toBeEnabled();
  await screenshot(page, 'register-email-in-use');

  await fillRegisterForm(page, { ...uniqueUser('weak'), password: '123' });
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText('The password is too weak. Please use a stronger password.');
  await screenshot(page, 'register-weak-password');
});

test('an unreachable identity provider is a network error', async ({ page }) => {
  await fillRegisterForm(page, uniqueUser('offline'));
  await page.route('**/accounts:signUp*', (route) => route.abort('internetdisconnected'));
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText(
    'Network error: Could not connect to the backend server. Please try again later.',
  );
  await screenshot(page, 'register-network-error');
});

test('backend failures show their texts and leave the e-mail free to retry', async ({ page }) => {
  const user = uniqueUser('backend');

  await failUsersCreate(page, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            message: 'Username is taken.',
            code: -32600,
            data: { code: 'BAD_REQUEST', httpStatus: 400, detail: 'Username is taken.' },
          },
        },
      ]),
    }),
  );
  await fillRegisterForm(page, user);
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText('Username is taken.');
  await screenshot(page, 'register-backend-detail');
  await page.unrouteAll();

  await failUsersCreate(page, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText('Failed to create user record in backend. Status: 502');
  await screenshot(page, 'register-backend-status');
  await page.unrouteAll();

  await failUsersCreate(page, (route) => route.abort('connectionrefused'));
  await signUpButton(page).click();
  await expect(alert(page)).toHaveText(
    'Network error: Could not connect to the backend server. Please try again later.',
  );
  await page.unrouteAll();

  // Each failure removed the fresh identity account again: the same e-mail now signs up.
  await signUp(page, user);
});
