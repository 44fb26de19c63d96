import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { api } from './api-helpers';
import { aiStep, openAiProject } from './authoring-support';
import { finishProject, seekToSecond } from './journey-support';

// Issue #20: duplicate, merge and split a step, undo and redo them; the result survives a reload
// (the autosaved draft) and a finish (the stored steps).

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const panel = (page: Page) => page.getByRole('complementary', { name: 'Steps' });
const list = (page: Page) => page.getByRole('list', { name: 'Project steps' });
const rowNames = (page: Page) => list(page).locator('[data-step-name]');
const rowTimes = (page: Page) => list(page).locator('.font-mono');
const button = (page: Page, name: string) => panel(page).getByRole('button', { name });

test('steps duplicate, merge and split, undo and redo, and survive a reload and a finish', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, projectId } = await openAiProject(page, request, {
    who: 'edits',
    seconds: 30,
    videoName: 'tyre.mp4',
    projectName: 'Fit a tyre',
    steps: [
      aiStep('Remove the wheel', 'Open the quick release and lift the wheel out.', 0, 12_000),
      aiStep('Fit the tyre', 'Seat the bead all round and pump it up.', 12_000, 30_000),
    ],
  });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  await expect(button(page, 'Undo step change (Ctrl+Z)')).toBeDisabled();

  // Duplicate step 1: the copy is step 2 and loaded.
  await button(page, 'Duplicate step 1').click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();

  // Merge the copy with step 3: one step from 0 to 30 s, both descriptions.
  await button(page, 'Merge step 2 with step 3').click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel']);
  await expect(rowTimes(page).nth(1)).toHaveText('00:00.000 - 00:30.000');
  await expect(page.getByLabel('Step Description')).toHaveValue(
    'Open the quick release and lift the wheel out.\n\nSeat the bead all round and pump it up.',
  );

  // Ctrl+Z (outside any text field) undoes the merge; the toolbar button undoes the copy.
  await page.locator('video').focus();
  await page.keyboard.press('Control+z');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await button(page, 'Undo step change (Ctrl+Z)').click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Fit the tyre']);
  await page.keyboard.press('Control+Shift+Z');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);

  // Split step 3 at the playhead: outside it a hint, at 20 s two steps 12-20 and 20-30.
  await list(page)
    .getByRole('button', { name: /^Step 3: Fit the tyre/ })
    .click();
  await seekToSecond(page, 5);
  await button(page, 'Split step 3 at the playhead').click();
  await expect(
    panel(page).getByRole('status').filter({ hasText: 'Move the playhead' }),
  ).toBeVisible();
  await seekToSecond(page, 20);
  await button(page, 'Split step 3 at the playhead').click();
  await expect(rowNames(page)).toHaveText([
    'Remove the wheel',
    'Remove the wheel',
    'Fit the tyre',
    'Fit the tyre',
  ]);
  await expect(rowTimes(page)).toHaveText([
    '00:00.000 - 00:12.000',
    '00:00.000 - 00:12.000',
    '00:12.000 - 00:20.000',
    '00:20.000 - 00:30.000',
  ]);
  // A new edit ends what redo had.
  await expect(button(page, 'Redo step change (Ctrl+Shift+Z)')).toBeDisabled();
  await page.screenshot({ path: `${screensDir}step-edits-1440.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${screensDir}step-edits-1280.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Rename the copy so the stored steps tell them apart, and save it.
  await list(page)
    .getByRole('button', { name: /^Step 2: Remove the wheel/ })
    .click();
  await page.getByLabel('Step Name').fill('Check the rim');
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('drafts.save') &&
      response.ok() &&
      /Check the rim/.test(response.request().postData() ?? ''),
  );
  await page
    .getByRole('button', { name: /^(Update|Save) Step$/ })
    .last()
    .click();
  await expect(rowNames(page)).toHaveText([
    'Remove the wheel',
    'Check the rim',
    'Fit the tyre',
    'Fit the tyre',
  ]);

  // The autosaved draft brings the four steps back after a reload.
  await saved;
  await page.reload();
  await expect(page.getByText(/^Restored your unsaved work from/)).toBeVisible();
  await expect(rowNames(page)).toHaveText([
    'Remove the wheel',
    'Check the rim',
    'Fit the tyre',
    'Fit the tyre',
  ]);

  // On a phone the actions sit in the overlaid steps panel.
  await page.setViewportSize({ width: 390, height: 844 });
  const expand = page.getByRole('button', { name: 'Expand steps panel' });
  if (await expand.isVisible()) await expand.click();
  await list(page)
    .getByRole('button', { name: /^Step 3: Fit the tyre/ })
    .click();
  if (await expand.isVisible()) await expand.click();
  await expect(button(page, 'Duplicate step 3')).toBeVisible();
  await page.screenshot({ path: `${screensDir}step-edits-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Finish: the stored steps are the four, in order, with the split times.
  await finishProject(page);
  const steps = (await api(request, account, 'GET', `/projects/${projectId}/steps`)) as {
    name: string;
    video_start_time_ms: number;
    video_end_time_ms: number;
  }[];
  expect(
    steps.map((step) => [step.name, step.video_start_time_ms, step.video_end_time_ms]),
  ).toEqual([
    ['Remove the wheel', 0, 12_000],
    ['Check the rim', 0, 12_000],
    ['Fit the tyre', 12_000, 20_000],
    ['Fit the tyre', 20_000, 30_000],
  ]);
});
