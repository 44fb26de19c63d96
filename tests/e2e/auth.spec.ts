import { expect, type Page, test } from '@playwright/test';
import {
  backendUser,
  createIdentityAccount,
  disableAccount,
  signInGoogleTestAccount,
} from './auth-emulator';
import { screenshot, signUp, uniqueUser } from './fixtures';

// The Login screen (spec 2, 4, 5, 8), Continue with Google in emulator mode, and the redirects of
// signed-in visitors, against the real api and the Auth emulator.

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });
const googleButton = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });
const alert = (page: Page) => page.getByRole('alert');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

async function fillLogin(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function chooseTestAccount(page: Page, name: string, email: string) {
  await page.goto('/login');
  await googleButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a test Google account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Use this account' }).click();
  await expect(dialog).toBeHidden();
}

test('the login screen, its required fields and the Sign up link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('required', '');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('required', '');
  await expect(googleButton(page)).toBeVisible();
  await screenshot(page, 'login');

  await signInButton(page).click();
  const email = page.getByLabel('Email', { exact: true });
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await email.fill('not-an-email');
  await signInButton(page).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  await expect(alert(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('the login screen fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await screenshot(page, 'login-mobile');
  await googleButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Choose a test Google account' })).toBeVisible();
  await screenshot(page, 'login-google-test-account-mobile');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a New Account' })).toBeVisible();
  await screenshot(page, 'register-mobile');
});

test('identity errors show the spec texts', async ({ page }) => {
  const user = uniqueUser('login');
  const account = await createIdentityAccount(page.request, user.email, user.password);

  await fillLogin(page, user.email, `${user.password}-wrong`);
  await signInButton(page).click();
  await expect(alert(page)).toHaveText('Incorrect password. Please try again.');
  await expect(signInButton(page)).toBeEnabled();
  await screenshot(page, 'login-wrong-password');

  await fillLogin(page, uniqueUser('nobody').email, user.password);
  await signInButton(page).click();
  await expect(alert(page)).toHaveText('No account found with this email.');
  await screenshot(page, 'login-user-not-found');

  await disableAccount(page.request, account.localId);
  await fillLogin(page, user.email, user.password);
  await signInButton(page).click();
  await expect(alert(page)).toHaveText('This account has been disabled.');
  await screenshot(page, 'login-user-disabled');

  await fillLogin(page, user.email, user.password);
  await page.route('**/accounts:signInWithPassword*', (route) =>
    route.abort('internetdisconnected'),
  );
  await signInButton(page).click();
  await expect(alert(page)).toHaveText(
    'Network error: Could not connect to the backend server. Please try again later.',
  );
  await screenshot(page, 'login-network-error');
  await expect(page).toHaveURL(/\/login$/);
});

test('signing in: busy, then My Projects; signed-in visitors skip the auth screens', async ({
  page,
}) => {
  const user = uniqueUser('returning');
  await signUp(page, user);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, user.email, user.password);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/accounts:signInWithPassword*', async (route) => {
    await held;
    await route.continue();
  });
  await signInButton(page).click();
  await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
  await expect(googleButton(page)).toBeDisabled();
  await screenshot(page, 'login-busy');
  release();

  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/my-projects$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/my-projects$/);
});

test('Continue with Google signs in a test account and creates its creator record', async ({
  page,
}) => {
  const { email, username } = uniqueUser('google');
  const name = `Grace ${username.split(' ')[1]}`;

  await page.goto('/login');
  await googleButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a test Google account' });
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(dialog.getByLabel('Email')).not.toHaveValue('');
  await screenshot(page, 'login-google-test-account');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await chooseTestAccount(page, name, email);
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(sidebar(page).getByText(name)).toBeVisible();
  const identity = await signInGoogleTestAccount(page.request, email);
  expect(await backendUser(page.request, identity)).toMatchObject({
    username: name,
    email,
    is_creator: true,
  });

  // A returning Google user: the backend answers 400 (exists), which is tolerated.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await googleButton(page).click();
  await expect(page.getByRole('dialog').getByLabel('Email')).toHaveValue(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Use this account' }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(sidebar(page).getByText(name)).toBeVisible();
});

test('a Google account without a name gets the e-mail before the @ as username', async ({
  page,
}) => {
  const { email } = uniqueUser('noname');
  await chooseTestAccount(page, '', email);
  await expect(page).toHaveURL(/\/my-projects$/);
  const identity = await signInGoogleTestAccount(page.request, email);
  expect((await backendUser(page.request, identity)).username).toBe(email.split('@')[0]);
});

test('a failed backend sync after Google shows the generic text, signed out', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/trpc/users.create'),
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Internal error',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ]),
      }),
  );
  await chooseTestAccount(page, 'Sync Failure', uniqueUser('syncfail').email);
  await expect(alert(page)).toHaveText('An unexpected error occurred. Please try again.');
  await screenshot(page, 'login-google-sync-failed');
  await page.goto('/my-projects');
  await expect(page).toHaveURL(/\/login$/);
});
