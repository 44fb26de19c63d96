import { expect, type Page, test } from '@playwright/test';
import { screenshot, uniqueUser } from './fixtures';
import {
  createProjectWithoutAi,
  finishProject,
  openProfile,
  projectCard,
  projectsTab,
  saveNewStep,
  statCard,
  testVideo,
  writeStep,
} from './journey-support';

// Journey (issue #10): a new account through Continue with Google (the Auth emulator's test
// accounts, offline) lands signed in, creates a project, signs out, signs in with Google again
// and finds the project and its profile.

test.describe.configure({ timeout: 120_000 });

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test('Continue with Google: a new account creates a project, signs out, and finds it again', async ({
  page,
}) => {
  const video = await testVideo(12);
  const { email, username } = uniqueUser('google-journey');
  const name = `Grace ${username.split(' ')[1]}`;

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose a test Google account' });
  await chooser.getByLabel('Name').fill(name);
  await chooser.getByLabel('Email').fill(email);
  await screenshot(page, 'journey-google-1-account');
  await chooser.getByRole('button', { name: 'Use this account' }).click();
  await expect(chooser).toBeHidden();

  // Signed in as a new creator: the projects page, empty, with the account's name.
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(sidebar(page).getByText('Welcome,')).toBeVisible();
  await expect(sidebar(page).getByText(name, { exact: true })).toBeVisible();
  await expect(projectsTab(page, 'Published (0)')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No published projects yet.')).toBeVisible();
  await screenshot(page, 'journey-google-2-signed-in');

  // A project with one step.
  await createProjectWithoutAi(page, {
    name: 'Sharpen a chisel',
    description: 'Flatten the back, then hone the bevel.',
    video,
  });
  await writeStep(page, {
    name: 'Flatten the back',
    description: 'Rub the back on the coarse stone until it is flat.',
    start: 1,
    end: 4,
  });
  await saveNewStep(page, 1);
  await finishProject(page);
  await projectsTab(page, 'Drafts (1)').click();
  await expect(projectCard(page, 'Sharpen a chisel')).toBeVisible();

  // Signed out, the pages are closed to the visitor.
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(sidebar(page).getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Register' })).toBeVisible();
  await page.goto('/my-projects');
  await expect(page).toHaveURL(/\/login$/);

  // Continue with Google again, as the same account: the project is there.
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(chooser.getByLabel('Email')).toHaveValue(email);
  await chooser.getByRole('button', { name: 'Use this account' }).click();
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(sidebar(page).getByText(name, { exact: true })).toBeVisible();
  await expect(projectsTab(page, 'Published (0)')).toBeVisible();
  await projectsTab(page, 'Drafts (1)').click();
  const card = projectCard(page, 'Sharpen a chisel');
  await expect(card.getByText('Flatten the back, then hone the bevel.')).toBeVisible();
  await screenshot(page, 'journey-google-3-returning');

  // One creator record for the account, whatever the number of sign-ins.
  await openProfile(page);
  const main = page.getByRole('main');
  await expect(main.getByText(name, { exact: true })).toBeVisible();
  await expect(main.getByText(email, { exact: true })).toBeVisible();
  await expect(main.getByText('Creator Account')).toBeVisible();
  await expect(statCard(page, 'Draft Projects')).toHaveAccessibleName('1 Draft Projects');
  await expect(statCard(page, 'Published Projects')).toHaveAccessibleName('0 Published Projects');
  await screenshot(page, 'journey-google-4-profile');

  // The card opens the project with its step.
  await page.getByRole('link', { name: 'My Projects' }).click();
  await projectsTab(page, 'Drafts (1)').click();
  await card.getByRole('link', { name: 'Edit Steps' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authoring: Sharpen a chisel' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Expand steps panel' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Project steps' })
      .getByRole('button', { name: /^Step 1: Flatten the back,/ }),
  ).toBeVisible();
});
