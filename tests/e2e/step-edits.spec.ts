import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { api } from './api-helpers';
import { aiStep, openAiProject } from './authoring-support';
import { SHOT_VIEWPORTS, settleForScreenshot } from './fixtures';
import { finishProject, openAuthoringView, seekToSecond } from './journey-support';

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
  const { account, projectId } = await openTyreProject(page, request, 'edits');
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

const nameField = (page: Page) => page.getByLabel('Step Name');
const descriptionField = (page: Page) => page.getByLabel('Step Description');
const statusLine = (page: Page) => panel(page).getByTestId('steps-status');
/** A new creator's 'Fit a tyre' of two AI steps (0-12 s, 12-30 s), open with step 1 in the form. */
async function openTyreProject(page: Page, request: APIRequestContext, who: string) {
  test.setTimeout(180_000);
  const opened = await openAiProject(page, request, {
    who,
    seconds: 30,
    videoName: 'tyre.mp4',
    projectName: 'Fit a tyre',
    steps: [
      aiStep('Remove the wheel', 'Open the quick release and lift the wheel out.', 0, 12_000),
      aiStep('Fit the tyre', 'Seat the bead all round and pump it up.', 12_000, 30_000),
    ],
  });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  return opened;
}

/** The step screen at 1440, 1280 and 390 px wide, as it is now (the status line lasts 4 s). */
async function shots(page: Page, name: string) {
  for (const [width, height] of SHOT_VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await settleForScreenshot(page);
    await page.screenshot({ path: `${screensDir}${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test("duplicate, merge and split keep the form's unsaved edit; one undo takes back both", async ({
  page,
  request,
}) => {
  await openTyreProject(page, request, 'keep-edit');

  // Duplicate with a renamed step 1 not yet updated: both the step and its copy have the name.
  await nameField(page).fill('Take the wheel off');
  await button(page, 'Duplicate step 1').click();
  await expect(rowNames(page)).toHaveText([
    'Take the wheel off',
    'Take the wheel off',
    'Fit the tyre',
  ]);
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();
  await expect(nameField(page)).toHaveValue('Take the wheel off');

  // Merge the copy, its description rewritten, with step 3: the merge says the new text.
  await descriptionField(page).fill('Lift it out.');
  await button(page, 'Merge step 2 with step 3').click();
  await expect(rowNames(page)).toHaveText(['Take the wheel off', 'Take the wheel off']);
  await expect(descriptionField(page)).toHaveValue(
    'Lift it out.\n\nSeat the bead all round and pump it up.',
  );

  // Split the merged step, renamed, at 20 s: both halves have the new name.
  await nameField(page).fill('Seat the tyre');
  await seekToSecond(page, 20);
  await button(page, 'Split step 2 at the playhead').click();
  await expect(rowNames(page)).toHaveText(['Take the wheel off', 'Seat the tyre', 'Seat the tyre']);
  await expect(rowTimes(page)).toHaveText([
    '00:00.000 - 00:12.000',
    '00:00.000 - 00:20.000',
    '00:20.000 - 00:30.000',
  ]);

  // One undo takes back the split and the rename together; the rename is back in the form.
  await page.locator('video').focus();
  await page.keyboard.press('Control+z');
  await expect(rowNames(page)).toHaveText(['Take the wheel off', 'Take the wheel off']);
  await expect(nameField(page)).toHaveValue('Seat the tyre');

  // An edit failing the save check is not kept: nothing runs, and the sidebar says why.
  await descriptionField(page).fill('');
  await button(page, 'Duplicate step 2').click();
  await expect(
    panel(page)
      .getByText(/^This step has unsaved changes that cannot be kept yet\./)
      .first(),
  ).toBeVisible();
  await expect(rowNames(page)).toHaveText(['Take the wheel off', 'Take the wheel off']);
  await expect(nameField(page)).toHaveValue('Seat the tyre');
});

test("Ctrl+Z in a step field is the field's own; Undo elsewhere takes back the typing alone, and Redo brings it back", async ({
  page,
  request,
}) => {
  await openTyreProject(page, request, 'undo-typing');
  await button(page, 'Duplicate step 1').click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();

  // Typed into the copy's name; Ctrl+Z there undoes the typing in the field, not the copy.
  await nameField(page).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and check the rim');
  await expect(nameField(page)).toHaveValue('Remove the wheel and check the rim');
  await page.keyboard.press('Control+z');
  await expect(nameField(page)).toHaveValue('Remove the wheel');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await page.keyboard.press('Control+Shift+z');
  await expect(nameField(page)).toHaveValue('Remove the wheel and check the rim');

  // Ctrl+Z outside the fields: the typing alone is taken back (the copy stays), and said so.
  await page.locator('video').focus();
  await page.keyboard.press('Control+z');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();
  await expect(nameField(page)).toHaveValue('Remove the wheel');
  await expect(statusLine(page)).toHaveText(
    'Undid the unsaved changes in the step form (Redo brings them back)',
  );
  await shots(page, 'undo-typing');
  await button(page, 'Redo step change (Ctrl+Shift+Z)').click();
  await expect(nameField(page)).toHaveValue('Remove the wheel and check the rim');
  await expect(statusLine(page)).toHaveText('Brought back the unsaved changes in the step form');

  // The Undo button: first the typing, then the copy.
  await button(page, 'Undo step change (Ctrl+Z)').click();
  await expect(nameField(page)).toHaveValue('Remove the wheel');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Remove the wheel', 'Fit the tyre']);
  await button(page, 'Undo step change (Ctrl+Z)').click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Fit the tyre']);
  await expect(statusLine(page)).toHaveText('Undid the last step change');
});

test("Finish with an unsaved step edit asks 'Unsaved Changes': Cancel keeps the edit, Continue finishes without it", async ({
  page,
  request,
}) => {
  const { account, projectId } = await openTyreProject(page, request, 'finish-unsaved');
  await nameField(page).fill('Take the wheel off');

  // The Finalize view says the edit is not in the list; Finish asks first.
  await openAuthoringView(page, 'Finalize Project');
  await expect(
    page.getByText(
      'Step 1 has changes that are not in the step list yet, and Finish Project leaves them out. Update Step keeps them.',
      { exact: true },
    ),
  ).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finish Project' });
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await finish.click();
  await expect(
    dialog.getByText(
      'You have unsaved changes. Are you sure you want to finish the project? Your changes will not be saved.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^(Cancel|Continue)$/ })).toHaveText([
    'Cancel',
    'Continue',
  ]);
  await shots(page, 'finish-unsaved-dialog');

  // The question starts on Cancel, the choice that loses nothing (not on the Close button);
  // Escape cancels, and the focus goes back to Finish Project, where the keyboard was.
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(finish).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await shots(page, 'finish-unsaved-dialog-keyboard');

  // Cancel: nothing is finished, and the edit is still in the form.
  await cancel.click();
  await expect(dialog).toHaveCount(0);
  await expect(finish).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/annotate/${projectId}$`));
  await page.getByRole('button', { name: 'Video Steps', exact: true }).click();
  await expect(nameField(page)).toHaveValue('Take the wheel off');
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Fit the tyre']);

  // Continue: the project finishes with the list as it is, without the edit.
  await openAuthoringView(page, 'Finalize Project');
  await finish.click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/my-projects$/, { timeout: 15_000 });
  const steps = (await api(request, account, 'GET', `/projects/${projectId}/steps`)) as {
    name: string;
  }[];
  expect(steps.map((step) => step.name)).toEqual(['Remove the wheel', 'Fit the tyre']);
});
