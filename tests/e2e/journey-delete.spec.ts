import { expect, type Page, test } from '@playwright/test';
import { type Account, api, registerCreator, signIn } from './api-helpers';
import { screenshot } from './fixtures';
import {
  annotateCapturedFrame,
  closeAnnotationPopup,
  createProjectWithoutAi,
  finishProject,
  openProfile,
  projectCard,
  projectsTab,
  saveNewStep,
  statCard,
  testVideo,
  toast,
  writeStep,
} from './journey-support';
import { makePng } from './project-fixtures';

// Journey (issue #10): a project with every kind of uploaded file (its video, a captured frame,
// a supplementary file, a result image, a thumbnail) is deleted from My Projects after its
// confirmation: it leaves the list and the Profile's counts, and each of its files answers 404,
// while the creator's other project keeps its own.

test.describe.configure({ timeout: 150_000 });

interface StoredStep {
  annotations: { frame_image_path: string | null }[];
  supplementary_files: { file_path: string }[];
  result_image_path: string | null;
}

/** Every storage path a project refers to: videos, thumbnail, frames, step files, result images. */
async function storedPaths(page: Page, who: Account, projectId: string): Promise<string[]> {
  const files = (await api(page.request, who, 'GET', `/projects/${projectId}/files`)) as {
    file_key: string;
  }[];
  const project = (await api(
    page.request,
    who,
    'GET',
    `/projects/${projectId}?firebase_uid=${who.uid}`,
  )) as { thumbnail_url: string | null };
  const steps = (await api(
    page.request,
    who,
    'GET',
    `/projects/${projectId}/steps`,
  )) as StoredStep[];
  const thumbnail = project.thumbnail_url
    ? decodeURIComponent(
        new URL(project.thumbnail_url, 'http://x').pathname.replace(/^\/files\//, ''),
      )
    : null;
  const paths = [
    ...files.map((file) => file.file_key),
    thumbnail,
    ...steps.flatMap((step) => [
      ...step.annotations.map((annotation) => annotation.frame_image_path),
      ...step.supplementary_files.map((file) => file.file_path),
      step.result_image_path,
    ]),
  ];
  return paths.filter((path): path is string => path !== null);
}

/** Signed download URLs of `paths` (POST /files/sign), as the app gets them. */
async function signedUrls(page: Page, who: Account, paths: string[]): Promise<string[]> {
  const { urls } = (await api(page.request, who, 'POST', '/files/sign', { paths })) as {
    urls: Record<string, string>;
  };
  return paths.map((path) => urls[path] ?? '');
}

const statuses = (page: Page, urls: readonly string[]) =>
  Promise.all(urls.map(async (url) => (await page.request.get(url)).status()));

test('deleting a project removes it from My Projects and Profile, and its files answer 404', async ({
  page,
  request,
}) => {
  const video = await testVideo(12);
  const { user, account } = await registerCreator(request, 'delete-journey');
  await signIn(page, user);

  // The project that stays: one plain step.
  const keeperId = await createProjectWithoutAi(page, {
    name: 'Keeper shelf',
    description: 'This one stays.',
    video,
  });
  await writeStep(page, { name: 'Cut the board', description: 'Cut to length.', start: 1, end: 3 });
  await saveNewStep(page, 1);
  await finishProject(page);

  // The project to delete: a step with a frame, a file and a result image.
  const doomedId = await createProjectWithoutAi(page, {
    name: 'Wobbly table',
    description: 'A table that will not last.',
    video,
  });
  await writeStep(page, {
    name: 'Fit the legs',
    description: 'Glue the legs into the apron.',
    start: 2,
    end: 5,
  });
  await annotateCapturedFrame(page, 'Leg joint');
  await closeAnnotationPopup(page);
  await page.getByRole('tab', { name: 'Files' }).click();
  // The file input is hidden behind the 'Choose files' button (one accessible control).
  await page
    .getByRole('tabpanel')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'cut-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Legs 4 x 700 mm\n'),
    });
  await page.getByLabel('Display name for cut-list.txt').fill('Cut list');
  await page.getByRole('button', { name: 'Add to step: cut-list.txt' }).click();
  await expect(page.getByText('Cut list')).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  await page
    .getByRole('tabpanel')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'table.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48),
    });
  await expect(page.getByRole('img', { name: 'Result image' })).toBeVisible();
  await saveNewStep(page, 1);
  await finishProject(page);

  // A thumbnail, uploaded on its card.
  await projectsTab(page, 'Drafts (2)').click();
  const doomed = projectCard(page, 'Wobbly table');
  const chooser = page.waitForEvent('filechooser');
  await doomed.getByRole('button', { name: 'Upload Thumbnail' }).click();
  await (await chooser).setFiles({
    name: 'table-thumb.png',
    mimeType: 'image/png',
    buffer: makePng(320, 180),
  });
  await expect(toast(page, 'Thumbnail uploaded successfully for "Wobbly table"!')).toBeVisible();
  await expect(doomed.getByRole('img', { name: 'Thumbnail of Wobbly table' })).toBeVisible();

  // Every file of both projects can be downloaded now.
  const doomedPaths = await storedPaths(page, account, doomedId);
  expect(doomedPaths).toEqual([
    expect.stringMatching(new RegExp(`^users/${account.uid}/videos/`)),
    expect.stringMatching(new RegExp(`^users/${account.uid}/${doomedId}/thumbnails/`)),
    expect.stringMatching(/annotation_frames\/.*frame_5000\.jpg$/),
    expect.stringMatching(/supplementary_files\/.*cut-list\.txt$/),
    expect.stringMatching(/result_images\//),
  ]);
  const keeperPaths = await storedPaths(page, account, keeperId);
  expect(keeperPaths).toHaveLength(1);
  const doomedUrls = await signedUrls(page, account, doomedPaths);
  const keeperUrls = await signedUrls(page, account, keeperPaths);
  expect(await statuses(page, doomedUrls)).toEqual(doomedPaths.map(() => 200));
  expect(await statuses(page, keeperUrls)).toEqual([200]);

  await openProfile(page);
  await expect(statCard(page, 'Draft Projects')).toHaveAccessibleName('2 Draft Projects');

  // Delete, after the confirmation.
  await page.getByRole('link', { name: 'My Projects' }).click();
  await projectsTab(page, 'Drafts (2)').click();
  await doomed.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this project?' });
  await expect(confirm).toContainText('Are you sure you want to delete "Wobbly table"?');
  await screenshot(page, 'journey-delete-1-confirm');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted successfully')).toBeVisible();
  await expect(doomed).toHaveCount(0);
  await expect(projectsTab(page, 'Drafts (1)')).toBeVisible();
  await expect(projectCard(page, 'Keeper shelf')).toBeVisible();
  await screenshot(page, 'journey-delete-2-gone');

  // Gone after a reload too, and from the Profile's counts.
  await page.reload();
  await projectsTab(page, 'Drafts (1)').click();
  await expect(projectCard(page, 'Keeper shelf')).toBeVisible();
  await expect(doomed).toHaveCount(0);
  await openProfile(page);
  await expect(statCard(page, 'Draft Projects')).toHaveAccessibleName('1 Draft Projects');
  await expect(statCard(page, 'Published Projects')).toHaveAccessibleName('0 Published Projects');
  await screenshot(page, 'journey-delete-3-profile');

  // Its files answer 404, by the links signed before and by new ones; the other project's stay.
  await expect.poll(() => statuses(page, doomedUrls)).toEqual(doomedPaths.map(() => 404));
  expect(await statuses(page, await signedUrls(page, account, doomedPaths))).toEqual(
    doomedPaths.map(() => 404),
  );
  expect(await statuses(page, keeperUrls)).toEqual([200]);
  const gone = await page.request.get(`/api/projects/${doomedId}/steps`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(gone.status()).toBe(404);
});
