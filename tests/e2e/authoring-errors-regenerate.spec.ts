import { expect, type Page, test } from '@playwright/test';
import { failProcedures, registerCreator, signIn } from './api-helpers';
import {
  aiBreakdownEntry,
  aiStep,
  createVideoProject,
  finalizeSteps,
  openEditor,
  selectSidebarStep,
  uploadTestVideo,
} from './authoring-support';

// Spec 8 "Regeneration": 'Regenerate Step' in the authoring sidebar on a step of a real project,
// with the real media service behind it (the test video has a silent sound track).

const regenerate = (page: Page) =>
  page.getByRole('button', { name: 'Regenerate Step', exact: true }).click();

const clearTimes = (page: Page) =>
  page
    .getByRole('region', { name: 'Video player' })
    .getByRole('button', { name: 'Clear', exact: true })
    .click();

/** A signed-in creator on the editor of a project with one AI step (1 s to 4 s) on a silent video. */
async function openAiProject(page: Page, request: Parameters<typeof registerCreator>[0]) {
  const { user, account } = await registerCreator(request, 'regen');
  const video = await uploadTestVideo(request, account, 6);
  const projectId = await createVideoProject(
    request,
    account,
    'Quiet shelf',
    [video],
    [
      aiBreakdownEntry(video.name, [
        aiStep('Fit the bracket', 'Hold the bracket against the wall.', 1000, 4000),
      ]),
    ],
  );
  await signIn(page, user);
  await openEditor(page, projectId, 'Quiet shelf');
  await selectSidebarStep(page, 1, 'Fit the bracket');
}

test.describe('regenerating a step', () => {
  test("a step range without speech reads 'No voice detected in this video segment. The step content will remain unchanged.'", async ({
    page,
    request,
  }) => {
    await openAiProject(page, request);
    await regenerate(page);
    // Found by its words first, so a failure shows the text the screen has instead.
    const message = page.getByText(/No voice detected in this video segment/);
    await expect(message).toBeVisible({ timeout: 30_000 });
    await expect(message).toHaveText(
      'No voice detected in this video segment. The step content will remain unchanged.',
    );
    await expect(page.getByRole('button', { name: 'Regenerate Step', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Step Name')).toHaveValue('Fit the bracket');
  });

  test("a failed regeneration reads 'Error regenerating step: {message}'", async ({
    page,
    request,
  }) => {
    await openAiProject(page, request);
    await failProcedures(page, ['media.regenerateStep']);
    await regenerate(page);
    await expect(
      page.getByText('Error regenerating step: Blocked by the test.', { exact: true }),
    ).toBeVisible({ timeout: 30_000 });
  });

  test("an AI step whose times were cleared reads 'Could not determine step time range for regeneration.'", async ({
    page,
    request,
  }) => {
    await openAiProject(page, request);
    await clearTimes(page);
    await regenerate(page);
    await expect(
      page.getByText('Could not determine step time range for regeneration.', { exact: true }),
    ).toBeVisible();
  });

  test("a hand-made step whose times were cleared reads 'Step must be AI-generated or have valid start/end timestamps to regenerate...'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'handmade');
    const video = await uploadTestVideo(request, account, 6);
    const projectId = await createVideoProject(request, account, 'Hand shelf', [video]);
    await finalizeSteps(request, account, projectId, video.path, [
      { name: 'Mark the wall', description: 'Pencil the holes.', startMs: 500, endMs: 2500 },
    ]);
    await signIn(page, user);
    await openEditor(page, projectId, 'Hand shelf');
    await selectSidebarStep(page, 1, 'Mark the wall');
    await clearTimes(page);
    await regenerate(page);
    await expect(
      page.getByText(
        'Step must be AI-generated or have valid start/end timestamps to regenerate...',
        { exact: true },
      ),
    ).toBeVisible();
  });

  test("an AI step of a video the project does not have reads 'Video file not found for regeneration.'", async ({
    page,
    request,
  }) => {
    const { user, account } = await registerCreator(request, 'novideo');
    const video = await uploadTestVideo(request, account, 6);
    // The breakdown's second entry names a second video the project never got.
    const projectId = await createVideoProject(
      request,
      account,
      'Lost shelf',
      [video],
      [
        aiBreakdownEntry(video.name, [aiStep('Unpack', 'Open the box.', 0, 2000)]),
        aiBreakdownEntry('second-take.mp4', [aiStep('Sand the edge', 'Sand it smooth.', 0, 2000)]),
      ],
    );
    await signIn(page, user);
    await openEditor(page, projectId, 'Lost shelf');
    await selectSidebarStep(page, 2, 'Sand the edge');
    await regenerate(page);
    await expect(
      page.getByText('Video file not found for regeneration.', { exact: true }),
    ).toBeVisible();
  });
});
