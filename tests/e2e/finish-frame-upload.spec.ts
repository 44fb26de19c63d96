import { fileURLToPath } from 'node:url';
import { expect, type Route, test } from '@playwright/test';
import { api, screenshots, WITH_1440 } from './api-helpers';
import { aiStep, openAiProject } from './authoring-support';
import { openAuthoringView, seekToSecond } from './journey-support';

// Issue #20: Finish waits while a frame captured before it is still uploading; the finished project
// has that frame. The frame's upload (tus, /uploads) is held back until after Finish is pressed.

test.describe.configure({ timeout: 180_000 });

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

const WAITING = 'Storing the frames you captured; the project finishes once they are uploaded.';

const isUpload = (url: URL) => url.pathname.startsWith('/uploads');
const isFinalizeCall = (url: URL) =>
  url.pathname.startsWith('/trpc/') && url.pathname.includes('finalize.submit');

test('Finish waits for a frame upload held back, and the finished project has that frame', async ({
  page,
  request,
}) => {
  const { account, projectId } = await openAiProject(page, request, {
    who: 'frameheld',
    seconds: 12,
    videoName: 'hinge.mp4',
    projectName: 'Fit the hinge',
    steps: [aiStep('Mark the hinge', 'Hold the hinge and mark the holes.', 0, 10_000)],
  });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();

  // Every request of the frame's upload waits here until the test lets them go.
  const held: Route[] = [];
  let released = false;
  await page.route(isUpload, (route) => (released ? route.continue() : held.push(route)));
  const finalizeCalls: string[] = [];
  page.on('request', (sent) => {
    if (isFinalizeCall(new URL(sent.url()))) finalizeCalls.push(sent.url());
  });

  await seekToSecond(page, 3);
  await page.keyboard.press('c');
  const popup = page.getByRole('dialog', { name: 'Annotate Frame' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Point', exact: true }).click();
  const stage = popup.locator('.konvajs-content');
  const box = await stage.boundingBox();
  if (!box) throw new Error('the annotation stage is not shown');
  await page.mouse.click(box.x + box.width * 0.4, box.y + box.height * 0.4);
  await popup.getByLabel('Annotation text').fill('Top screw hole');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  await page
    .getByRole('button', { name: /^(Update|Save) Step$/ })
    .last()
    .click();
  await expect.poll(() => held.length).toBeGreaterThan(0);

  await openAuthoringView(page, 'Finalize Project');
  await page.getByRole('button', { name: 'Finish Project', exact: true }).click();
  await expect(page.getByText(WAITING)).toBeVisible();
  await expect(page.getByRole('button', { name: /Finishing/ })).toBeDisabled();
  // Held: nothing is sent while the frame is not stored.
  await page.waitForTimeout(1500);
  expect(finalizeCalls).toEqual([]);
  await screenshots(page, screensDir, 'finish-waiting-for-frames', {
    sizes: WITH_1440,
    show: (at) => at.getByText(WAITING).scrollIntoViewIfNeeded(),
  });

  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(page).toHaveURL(/\/my-projects$/, { timeout: 30_000 });
  expect(finalizeCalls).toHaveLength(1);

  const [step] = (await api(request, account, 'GET', `/projects/${projectId}/steps`)) as {
    annotations: { component_name: string; frame_image_path: string | null }[];
  }[];
  expect(step?.annotations).toEqual([
    expect.objectContaining({
      component_name: 'Top screw hole',
      frame_image_path: expect.stringMatching(/annotation_frames\/.+\.jpg$/),
    }),
  ]);
});
