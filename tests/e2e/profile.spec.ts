import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import {
  api,
  createProject,
  failProcedures,
  registerCreator,
  screenshots as saveScreenshots,
  signIn,
} from './api-helpers';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const screenshots = (page: Page, name: string) => saveScreenshots(page, screensDir, name);

const statCard = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(label) });

async function openProfile(page: Page) {
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

test('a new creator sees every field and every empty text', async ({ page, request }) => {
  const { user } = await registerCreator(request, 'profile');
  await signIn(page, user);
  await openProfile(page);

  const main = page.getByRole('main');
  const details = main.getByRole('list', { name: 'Statistics' });
  await expect(main.getByText(user.email, { exact: true })).toBeVisible();
  await expect(main.getByText(user.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Not specified')).toBeVisible();
  await expect(page.getByText('Creator Account')).toBeVisible();
  await expect(page.getByText('User ID')).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Generated avatar' });
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((img: HTMLImageElement) => img.width)).toBe(150);
  for (const label of [
    'Published Projects',
    'Draft Projects',
    'Tools in Repository',
    'Materials in Repository',
  ]) {
    await expect(details.getByRole('button', { name: `0 ${label}` })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await expect(page.getByText('No liked projects yet')).toBeVisible();
  await expect(page.getByText('No saved projects yet')).toBeVisible();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Search History' })).toBeVisible();
  await expect(page.getByText('No search history yet')).toBeVisible();
  await screenshots(page, 'profile-empty');
});

test('activity created through the api shows, and the stat cards open the right tab', async ({
  page,
  request,
}) => {
  const { user: friendUser, account: friend } = await registerCreator(request, 'friend');
  const birdhouse = await createProject(
    request,
    friend,
    'Cedar birdhouse',
    'A weekend build for the garden.',
    true,
  );

  const { user, account: me } = await registerCreator(request, 'active');
  await signIn(page, user);
  await createProject(request, me, 'Floating shelf', 'Hidden brackets.', true);
  await createProject(request, me, 'Step stool', '', false);
  await api(request, me, 'POST', `/users/${me.uid}/tools`, {
    name: 'Block plane',
    specification: 'Low angle',
    purchase_link: null,
    image_path: null,
  });
  await api(request, me, 'POST', `/projects/${birdhouse}/like`);
  await api(request, me, 'POST', `/projects/${birdhouse}/save`);
  await api(request, me, 'POST', `/projects/${birdhouse}/comments`, {
    comment_text: 'Lovely joinery on the roof!',
  });
  await api(request, me, 'POST', `/users/${me.uid}/search_history`, { term: 'dovetail jig' });

  await openProfile(page);
  await expect(statCard(page, 'Published Projects')).toHaveAccessibleName('1 Published Projects');
  await expect(statCard(page, 'Draft Projects')).toHaveAccessibleName('1 Draft Projects');
  await expect(statCard(page, 'Tools in Repository')).toHaveAccessibleName('1 Tools in Repository');
  await expect(statCard(page, 'Materials in Repository')).toHaveAccessibleName(
    '0 Materials in Repository',
  );
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  for (const heading of ['Recently Liked Projects', 'Recently Saved Projects']) {
    const section = page.getByRole('heading', { name: heading }).locator('..');
    await expect(section.getByText('Cedar birdhouse')).toBeVisible();
    await expect(section.getByText(friendUser.username)).toBeVisible();
    await expect(section.getByText(today)).toBeVisible();
    await expect(section.getByText('A weekend build for the garden.')).toBeVisible();
  }
  const comments = page.getByRole('heading', { name: 'Recent Comments' }).locator('..');
  await expect(comments.getByText('Cedar birdhouse')).toBeVisible();
  await expect(comments.getByText('Lovely joinery on the roof!')).toBeVisible();
  await expect(comments.getByText(today)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent Search History' })).toHaveText(
    'dovetail jig',
  );
  await screenshots(page, 'profile-activity');

  await statCard(page, 'Draft Projects').click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('tab', { name: /^Drafts/, selected: true })).toBeVisible();
  await expect(page.getByText('Step stool')).toBeVisible();

  await openProfile(page);
  await statCard(page, 'Published Projects').click();
  await expect(page.getByRole('tab', { name: /^Published/, selected: true })).toBeVisible();
  await expect(page.getByText('Floating shelf')).toBeVisible();

  await openProfile(page);
  await statCard(page, 'Materials in Repository').click();
  await expect(page).toHaveURL(/\/repository$/);
  await expect(page.getByRole('tab', { name: 'Materials (0)', selected: true })).toBeVisible();

  await openProfile(page);
  await statCard(page, 'Tools in Repository').click();
  await expect(page.getByRole('tab', { name: 'Tools (1)', selected: true })).toBeVisible();
  await expect(page.getByText('Block plane')).toBeVisible();

  // A read that fails is skipped silently: its section shows its empty text, the rest stays.
  await openProfile(page);
  await failProcedures(page, ['profile.comments', 'profile.searchHistory']);
  await page.reload();
  await expect(page.getByText('No comments yet')).toBeVisible();
  await expect(page.getByText('No search history yet')).toBeVisible();
  await expect(page.getByText('Cedar birdhouse').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("'Failed to load profile data' replaces the page when the profile cannot load", async ({
  page,
  request,
}) => {
  // Blocked before signing in, so no earlier read (the sidebar's) has the profile in its cache.
  await failProcedures(page, ['users.get']);
  await signIn(page, (await registerCreator(request, 'nofile')).user);
  await openProfile(page);
  await expect(page.getByRole('alert')).toHaveText('Failed to load profile data');
  await expect(page.getByText('Recent Activity')).toHaveCount(0);
  await screenshots(page, 'profile-failed');
  // A retry of the blocked read may still be in the route when the test ends: let it go.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('leaving while the profile loads asks for confirmation first', async ({ page, request }) => {
  await signIn(page, (await registerCreator(request, 'leaving')).user);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('profile.likedProjects'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page.getByText('Loading your profile...')).toBeVisible();

  await page.getByRole('link', { name: 'Repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(dialog).toContainText('Data is still loading. Are you sure you want to leave?');
  await screenshots(page, 'profile-loading-leave');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile$/);

  release();
  await expect(page.getByText('No liked projects yet')).toBeVisible();
  await page.getByRole('link', { name: 'Repository' }).click();
  await expect(page).toHaveURL(/\/repository$/);
  await expect(dialog).toHaveCount(0);
});
