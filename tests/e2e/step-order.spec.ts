import { expect, type Page, test } from '@playwright/test';
import { aiStep, openAiProject } from './authoring-support';

// Issue #18, points 2, 3 and 11: a step's number is its position (never baked into its name);
// steps reorder by drag, Move up / Move down, Alt+Arrow keys and 'Sort steps by start time', with a
// notice on steps that share time; the sidebar shows names on two lines and times on one.

const LONG_NAME =
  'Fit the new tyre onto the rim and pump it up to the pressure printed on its sidewall';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Steps' });
const list = (page: Page) => page.getByRole('list', { name: 'Project steps' });
const rows = (page: Page) => list(page).getByRole('listitem');
const rowNames = (page: Page) => list(page).locator('[data-step-name]');
const stepButton = (page: Page, number: number, name: string) =>
  list(page).getByRole('button', { name: new RegExp(`^Step ${number}: ${name}`) });
const player = (page: Page) => page.getByRole('region', { name: 'Video player' });

/** Seeks with the player's whole-second steps and marks the step's start and end. */
async function markTimes(page: Page, start: number, end: number) {
  await page.locator('video').focus();
  await page.keyboard.press('Home');
  const now = async () =>
    Math.round(
      await page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime),
    );
  const seekTo = async (seconds: number) => {
    let current = await now();
    while (current !== seconds) {
      await page.keyboard.press(current < seconds ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
      current = await now();
    }
  };
  await seekTo(start);
  await player(page).getByRole('button', { name: 'Mark Start' }).click();
  await seekTo(end);
  await player(page).getByRole('button', { name: 'Mark End' }).click();
}

test('steps reorder by drag, keyboard and sort; overlaps are flagged; numbers are positions', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The AI baked "Step N:" into its names (as models do).
  await openAiProject(page, request, {
    who: 'order',
    seconds: 30,
    videoName: 'wheel.mp4',
    projectName: 'Fix the bike',
    steps: [
      aiStep('Step 1: Remove the wheel', 'Open the quick release.', 0, 24_700),
      aiStep(`Step 2: Step 2: ${LONG_NAME}`, 'Seat the bead all round.', 25_000, 30_000),
    ],
  });

  // Point 2: names carry no number of their own.
  await expect(rowNames(page)).toHaveText(['Remove the wheel', LONG_NAME]);
  await expect(stepButton(page, 1, 'Remove the wheel,')).toBeVisible();

  // Point 11: the long name on two lines (full name in its tooltip), each time range on one.
  const longName = rowNames(page).nth(1);
  await expect(longName).toHaveAttribute('title', LONG_NAME);
  const nameBox = await longName.evaluate((element) => ({
    lines: Math.round(element.getBoundingClientRect().height / 20),
    clipped: element.scrollHeight > element.clientHeight,
  }));
  expect(nameBox).toEqual({ lines: 2, clipped: true });
  for (const range of await list(page)
    .getByText(/^\d{2}:\d{2}\.\d{3} - /)
    .all()) {
    expect(await range.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(
      20,
    );
  }

  // Point 3: a step marked 6-14 s is appended last; the form and the rows flag the overlap.
  await panel(page).getByRole('button', { name: 'Add New Step' }).click();
  await page.getByLabel('Step Name').fill('Check the brake pads');
  await page.getByLabel('Step Description').fill('Look for wear.');
  await markTimes(page, 6, 14);
  await expect(page.getByTestId('form-overlap-notice')).toHaveText('Overlaps step 1 (0:00-0:24.7)');
  await page.getByRole('button', { name: 'Save New Step' }).last().click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', LONG_NAME, 'Check the brake pads']);
  await expect(rows(page).nth(0).getByTestId('step-overlap')).toHaveText(
    'Overlaps step 3 (0:06-0:14)',
  );
  await expect(rows(page).nth(2).getByTestId('step-overlap')).toHaveText(
    'Overlaps step 1 (0:00-0:24.7)',
  );
  await expect(panel(page).getByText('Steps are not in start-time order.')).toBeVisible();

  // Sort by start time: the new step becomes step 2.
  await panel(page).getByRole('button', { name: 'Sort steps by start time' }).click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Check the brake pads', LONG_NAME]);
  await expect(panel(page).getByRole('button', { name: 'Sort steps by start time' })).toHaveCount(
    0,
  );

  // Load step 2 and edit it without saving; Alt+ArrowUp moves it, still loaded, edit kept.
  await stepButton(page, 2, 'Check the brake pads').click();
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();
  await page.getByLabel('Step Description').fill('Look for wear on both pads.');
  await stepButton(page, 2, 'Check the brake pads').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(rowNames(page)).toHaveText(['Check the brake pads', 'Remove the wheel', LONG_NAME]);
  await expect(stepButton(page, 1, 'Check the brake pads')).toBeFocused();
  await expect(stepButton(page, 1, 'Check the brake pads')).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Step Name')).toHaveValue('Check the brake pads');
  await expect(page.getByLabel('Step Description')).toHaveValue('Look for wear on both pads.');

  // Move down with the button: the focus stays on the moved step's button.
  await panel(page).getByRole('button', { name: 'Move step 1 down' }).click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Check the brake pads', LONG_NAME]);
  await expect(panel(page).getByRole('button', { name: 'Move step 2 down' })).toBeFocused();
  await expect(page.getByText('Editing Step 2', { exact: true })).toBeVisible();

  // Drag step 3's handle onto the top half of step 1: it becomes step 1. The autosave that
  // follows the drag is the one that holds the new order (an earlier one may still show
  // "Draft saved at").
  const orderSaved = page.waitForResponse(
    (response) =>
      response.url().includes('drafts.save') &&
      response.ok() &&
      /Fit the new tyre[\s\S]*Remove the wheel[\s\S]*Check the brake pads/.test(
        response.request().postData() ?? '',
      ),
  );
  const firstBox = await rows(page).nth(0).boundingBox();
  await rows(page)
    .nth(2)
    .locator('[data-drag-handle]')
    .dragTo(rows(page).nth(0), {
      targetPosition: { x: 40, y: Math.max(4, Math.round((firstBox?.height ?? 40) / 4)) },
    });
  await expect(rowNames(page)).toHaveText([LONG_NAME, 'Remove the wheel', 'Check the brake pads']);
  await expect(page.getByText('Editing Step 3', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Step Description')).toHaveValue('Look for wear on both pads.');

  // The order is autosaved: a reload brings it back.
  await orderSaved;
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Restored your unsaved work from/)).toBeVisible();
  await expect(rowNames(page)).toHaveText([LONG_NAME, 'Remove the wheel', 'Check the brake pads']);

  // After a deletion the delete question names each step by its new position, number once.
  await panel(page)
    .getByRole('button', { name: `Delete step 1: ${LONG_NAME}` })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Step' }).click();
  await expect(rowNames(page)).toHaveText(['Remove the wheel', 'Check the brake pads']);
  await panel(page).getByRole('button', { name: 'Delete step 2: Check the brake pads' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Are you sure you want to delete "Step 2: Check the brake pads"? This action cannot be undone.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});
