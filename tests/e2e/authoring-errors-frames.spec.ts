import { type APIRequestContext, expect, type Page, type Route, test } from '@playwright/test';
import { registerCreator, signIn } from './api-helpers';
import {
  createVideoProject,
  type FinalizedAnnotation,
  finalizeSteps,
  openEditor,
  selectSidebarStep,
  uploadFile,
  uploadTestVideo,
} from './authoring-support';
import { makePng } from './project-fixtures';

// Spec 8 "Frame capture helpers" and the annotation texts of "Annotate": stored steps whose
// annotation frames cannot be downloaded, and a capture before the video has a picture.

/**
 * A signed-in creator and a project with one finalized step (0.5 s to 3 s) holding `annotations`;
 * resolves once its editor is open.
 */
async function openStoredStep(
  page: Page,
  request: APIRequestContext,
  annotations: (uid: string, projectId: string, storedFrame: string) => FinalizedAnnotation[],
): Promise<void> {
  const { user, account } = await registerCreator(request, 'frames');
  const video = await uploadTestVideo(request, account, 6);
  const projectId = await createVideoProject(request, account, 'Framed shelf', [video]);
  const stored = await uploadFile(request, account, makePng(32, 18), 'frame_500.png', {
    purpose: 'annotation-frame',
    filetype: 'image/png',
    projectId,
  });
  await finalizeSteps(request, account, projectId, video.path, [
    {
      name: 'Mark the wall',
      description: 'Pencil the holes.',
      startMs: 500,
      endMs: 3000,
      annotations: annotations(account.uid, projectId, stored.path),
    },
  ]);
  await signIn(page, user);
  await openEditor(page, projectId, 'Framed shelf');
}

/** One annotation on a frame file that was never stored, one with no frame file at all. */
const lostFrames = (uid: string, projectId: string): FinalizedAnnotation[] => [
  {
    frame_timestamp_ms: 1000,
    component_name: 'Pencil mark',
    frame_image_path: `users/${uid}/${projectId}/annotation_frames/frame_1000.jpg`,
  },
  { frame_timestamp_ms: 2000, component_name: 'Second hole' },
];

/** The lost frames of `lostFrames` beside one frame that is stored. */
const someLostFrames = (uid: string, projectId: string, storedFrame: string) => [
  { frame_timestamp_ms: 500, component_name: 'Stud', frame_image_path: storedFrame },
  ...lostFrames(uid, projectId),
];

const editFrame = (page: Page, time: string) =>
  page.getByRole('button', { name: `Edit the 1 annotation of the frame at ${time}`, exact: true });

test.describe('annotation frames of stored steps', () => {
  test("no frame that can be downloaded reads 'Project loaded. Annotation frames could not be loaded - you can capture new ones.'", async ({
    page,
    request,
  }) => {
    await openStoredStep(page, request, lostFrames);
    await expect(
      page.getByText(
        'Project loaded. Annotation frames could not be loaded - you can capture new ones.',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("a frame that cannot be downloaded reads 'Warning: Could not load some annotation frames. New frames can still be captured.'", async ({
    page,
    request,
  }) => {
    await openStoredStep(page, request, someLostFrames);
    await expect(
      page.getByText(
        'Warning: Could not load some annotation frames. New frames can still be captured.',
        { exact: true },
      ),
    ).toBeVisible();
    // New frames can still be captured.
    await page
      .getByRole('region', { name: 'Video player' })
      .getByRole('button', { name: 'Capture Frame', exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: 'Annotate Frame' })).toBeVisible();
  });

  test("a step without annotations reads 'No annotation frames found to load.'", async ({
    page,
    request,
  }) => {
    await openStoredStep(page, request, () => []);
    await expect(
      page.getByText('No annotation frames found to load.', { exact: true }),
    ).toBeVisible();
  });

  test("an annotation without a frame image reads 'Cannot edit annotation: frame at {time} not available. Try re-capturing...'", async ({
    page,
    request,
  }) => {
    await openStoredStep(page, request, lostFrames);
    await selectSidebarStep(page, 1, 'Mark the wall');
    await editFrame(page, '00:02.000').click();
    await expect(
      page.getByText(
        'Cannot edit annotation: frame at 00:02.000 not available. Try re-capturing...',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Annotate Frame' })).toHaveCount(0);
  });

  test("an annotation whose frame file is gone reads 'Error loading frame for editing'", async ({
    page,
    request,
  }) => {
    await openStoredStep(page, request, lostFrames);
    await selectSidebarStep(page, 1, 'Mark the wall');
    await editFrame(page, '00:01.000').click();
    await expect(page.getByText('Error loading frame for editing', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Annotate Frame' })).toHaveCount(0);
  });
});

test.describe('capturing before the video is ready', () => {
  test("Capture Frame without a picture reads 'Video is not ready. Please wait a moment and try again.'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'notready');
    const video = await uploadTestVideo(request, account, 6);
    const projectId = await createVideoProject(request, account, 'Slow shelf', [video]);
    await signIn(page, user);
    // The video's bytes are held back, so the element has no metadata and no picture.
    const held: Route[] = [];
    await page.route(
      (url) => url.pathname.includes('/videos/'),
      (route) => {
        held.push(route);
      },
    );
    await page.goto(`/annotate/${projectId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Authoring: Slow shelf' }),
    ).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const player = page.getByRole('region', { name: 'Video player' });
    await player.getByRole('button', { name: 'Capture Frame', exact: true }).click();
    await expect(
      player.getByText('Video is not ready. Please wait a moment and try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Annotate Frame' })).toHaveCount(0);

    // Once the bytes arrive the same button captures.
    await page.unroute((url) => url.pathname.includes('/videos/'));
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    for (const route of held) await route.continue().catch(() => undefined);
    await page.reload();
    await expect
      .poll(() => page.locator('video').evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(2);
    await player.getByRole('button', { name: 'Capture Frame', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Annotate Frame' })).toBeVisible();
  });
});
