import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { createProject, failProcedures, registerCreator, signIn } from './api-helpers';
import { createVideoProject, patchProcedures, uploadTestVideo } from './authoring-support';

// Spec 8 "Annotate" and "Video playback": the texts the authoring screen shows while it opens a
// project, in real Chromium against the running stack.

const authoringHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Authoring: ${name}` });

test.describe('opening the authoring screen', () => {
  test("an id that is not a project id reads 'Invalid project ID format.' and goes back to My Projects", async ({
    page,
    request,
  }) => {
    const { user } = await registerCreator(request, 'badid');
    await signIn(page, user);
    await page.goto('/annotate/not-a-project-id');
    await expect(page.getByText('Invalid project ID format.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/my-projects$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  });

  test("another creator's project reads 'Access denied. You can only edit your own projects.' and goes back", async ({
    page,
    request,
  }) => {
    const owner = await registerCreator(request, 'owner');
    const projectId = await createProject(
      request,
      owner.account,
      'Owner shelf',
      'Not yours.',
      false,
    );
    const { user } = await registerCreator(request, 'intruder');
    await signIn(page, user);
    await page.goto(`/annotate/${projectId}`);
    await expect(
      page.getByText('Access denied. You can only edit your own projects.', { exact: true }),
    ).toBeVisible();
    await expect(authoringHeading(page, 'Owner shelf')).toHaveCount(0);
    await expect(page).toHaveURL(/\/my-projects$/);
  });

  test("a project id nobody has reads 'Project not found.' and goes back to My Projects", async ({
    page,
    request,
  }) => {
    const { user } = await registerCreator(request, 'missing');
    await signIn(page, user);
    await page.goto(`/annotate/${randomUUID()}`);
    await expect(page.getByText('Project not found.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/my-projects$/);
  });

  test("a failed project load reads 'Failed to load project data. Please try again.'; Retry opens it", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'loadfail');
    const projectId = await createProject(request, account, 'Flaky shelf', 'Loads late.', false);
    await signIn(page, user);
    await failProcedures(page, ['projects.get']);
    await page.goto(`/annotate/${projectId}`);
    await expect(
      page.getByText('Failed to load project data. Please try again.', { exact: true }),
    ).toBeVisible();
    // Not a 403/404: the creator stays to try again.
    await expect(page).toHaveURL(new RegExp(`/annotate/${projectId}$`));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(authoringHeading(page, 'Flaky shelf')).toBeVisible();
    await expect(page.getByText('Failed to load project data. Please try again.')).toHaveCount(0);
  });

  test("/annotate without a project id reads 'Project ID not found. Please start from project creation.'", async ({
    page,
    request,
  }) => {
    const { user } = await registerCreator(request, 'noid');
    await signIn(page, user);
    await page.goto('/annotate');
    await expect(
      page.getByText('Project ID not found. Please start from project creation.', { exact: true }),
    ).toBeVisible();
    // No redirect for this one: Go Back is offered.
    await expect(page.getByRole('button', { name: 'Go Back', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/annotate$/);
  });
});

test.describe('the project videos', () => {
  test("a project without videos reads 'No videos found for this project. Video files may need to be re-uploaded.'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'novideos');
    const video = await uploadTestVideo(request, account, 4);
    const projectId = await createVideoProject(request, account, 'Bare shelf', [video]);
    await signIn(page, user);
    // The api refuses a project without videos, so its file list and UploadVideos come back empty.
    await patchProcedures(page, {
      'projects.files': () => [],
      'projects.get': (project) => ({ ...(project as object), UploadVideos: [] }),
    });
    await page.goto(`/annotate/${projectId}`);
    await expect(authoringHeading(page, 'Bare shelf')).toBeVisible();
    await expect(
      page.getByText('No videos found for this project. Video files may need to be re-uploaded.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByText('No videos available', { exact: true })).toBeVisible();
  });

  test("a video without a storage path reads 'A primary video URL is missing. Please re-upload.'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'nourl');
    const video = await uploadTestVideo(request, account, 4);
    const projectId = await createVideoProject(request, account, 'Pathless shelf', [video]);
    await signIn(page, user);
    await patchProcedures(page, {
      'projects.files': (files) =>
        (files as Record<string, unknown>[]).map((file) => ({ ...file, file_key: '' })),
    });
    await page.goto(`/annotate/${projectId}`);
    await expect(authoringHeading(page, 'Pathless shelf')).toBeVisible();
    await expect(
      page.getByText('A primary video URL is missing. Please re-upload.', { exact: true }),
    ).toBeVisible();
  });

  test("a video whose file is gone reads 'Error loading video: {name}'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'gone');
    // The project's video path names a file that was never uploaded.
    const projectId = await createProject(request, account, 'Ghost shelf', 'No file.', false);
    await signIn(page, user);
    await page.goto(`/annotate/${projectId}`);
    await expect(authoringHeading(page, 'Ghost shelf')).toBeVisible();
    await expect(page.getByText('Error loading video: clip.mp4', { exact: true })).toBeVisible();
    const player = page.getByRole('region', { name: 'Video player' });
    await expect(player.getByRole('button', { name: 'Capture Frame' })).toBeDisabled();
  });
});
