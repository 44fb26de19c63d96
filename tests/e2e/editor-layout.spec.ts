import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { registerCreator, signIn } from './api-helpers';
import {
  createVideoProject,
  finalizeSteps,
  openEditor,
  uploadTestVideo,
} from './authoring-support';

// Issue #18: the authoring editor's layout at the sizes creators use (1440 / 1280 wide screens and
// a 390 px phone), measured in the browser: one row of step tabs, the player's share of the split,
// nothing under the floating timeline, the phone's stacking, the collapsed app sidebar's buttons.

type Box = { x: number; y: number; width: number; height: number };

const TAB_NAMES = ['Step Details', 'Step Materials', 'Files', 'Result', 'Sign Off'] as const;

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box: the element is not visible');
  return box;
};

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const player = (page: Page) => page.getByRole('region', { name: 'Video player' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Video timeline' });
const tabList = (page: Page) => page.getByRole('tablist', { name: 'Step editor' });
const formSaveButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^(Save New Step|Update Step)$/ });

/** A creator signed in on the editor of a project with two finished steps, at `size`. */
async function openProjectWithSteps(
  page: Page,
  request: APIRequestContext,
  size: { width: number; height: number },
): Promise<void> {
  const { user, account } = await registerCreator(request, 'layout');
  const video = await uploadTestVideo(request, account, 12);
  const projectId = await createVideoProject(request, account, 'Garden bench', [video]);
  await finalizeSteps(request, account, projectId, video.path, [
    { name: 'Cut the legs', description: 'Saw four legs to length.', startMs: 1000, endMs: 4000 },
    { name: 'Sand the seat', description: 'Sand the seat smooth.', startMs: 5000, endMs: 9000 },
  ]);
  await page.setViewportSize(size);
  await signIn(page, user);
  await openEditor(page, projectId, 'Garden bench');
}

/** Scrolls the editor's own scroll area (the one holding the step tabs) to its bottom. */
async function scrollEditorToBottom(page: Page): Promise<void> {
  await tabList(page).evaluate((element) => {
    let node = element.parentElement;
    while (node && !/(auto|scroll)/.test(getComputedStyle(node).overflowY)) {
      node = node.parentElement;
    }
    if (node) node.scrollTop = node.scrollHeight;
  });
}

for (const { panelOpen, ...size } of [
  { width: 1440, height: 900, panelOpen: true },
  { width: 1280, height: 800, panelOpen: false },
  // The creator opens the steps panel to sort, move or delete: the form must still fit.
  { width: 1280, height: 800, panelOpen: true },
]) {
  test(`at ${size.width}x${size.height} (steps panel ${panelOpen ? 'open' : 'collapsed'}) the step tabs share one row, the player has its share of the split and the timeline hides nothing`, async ({
    page,
    request,
  }) => {
    await openProjectWithSteps(page, request, size);
    const expand = page.getByRole('button', { name: 'Expand steps panel' });
    if (panelOpen && (await expand.isVisible())) await expand.click();
    await expect(page.getByRole('button', { name: 'Collapse steps panel' })).toHaveCount(
      panelOpen ? 1 : 0,
    );

    // The five step tabs on one row, none scrolled out of the strip.
    const list = await boxOf(tabList(page));
    const tabs = await Promise.all(
      TAB_NAMES.map((name) => boxOf(tabList(page).getByRole('tab', { name }))),
    );
    for (const tab of tabs) {
      expect(Math.abs(tab.y - (tabs[0]?.y ?? 0))).toBeLessThan(1);
      expect(tab.x + tab.width).toBeLessThanOrEqual(list.x + list.width + 0.5);
    }
    expect(
      await tabList(page).evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);

    // The player fills the left panel: at least 45% of the split (spec 2, default 45%).
    const split = await boxOf(
      page.getByRole('separator', { name: 'Resize the video and step panels' }).locator('..'),
    );
    const video = await boxOf(player(page));
    // (Half a pixel of rounding allowed: layout widths are fractional.)
    expect(video.width).toBeGreaterThanOrEqual(split.width * 0.45 - 0.5);

    // Scrolled to the bottom, the form's last field and its Save button are clear of the timeline.
    await scrollEditorToBottom(page);
    const bar = await boxOf(timeline(page));
    const save = await boxOf(formSaveButton(page));
    const lastField = await boxOf(page.getByRole('region', { name: 'Step Timing' }));
    expect(intersects(bar, save)).toBe(false);
    expect(intersects(bar, lastField)).toBe(false);
    expect(save.y + save.height).toBeLessThanOrEqual(bar.y);
  });
}

test('the editor opens on step 1 when the project has steps', async ({ page, request }) => {
  await openProjectWithSteps(page, request, { width: 1280, height: 800 });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Step Name')).toHaveValue('Cut the legs');
});

test('on a 390 px phone the player, the docked timeline and the form stack, and the steps panel overlays the editor', async ({
  page,
  request,
}) => {
  await openProjectWithSteps(page, request, { width: 390, height: 844 });

  const video = await boxOf(player(page));
  const bar = await boxOf(timeline(page));
  const tabs = await boxOf(tabList(page));
  // Top to bottom: player, then the timeline under it, then the form; nothing overlaps.
  expect(bar.y).toBeGreaterThanOrEqual(video.y + video.height);
  expect(tabs.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  // Docked, the timeline is as wide as the player's column, and is not a floating bar.
  expect(Math.abs(bar.width - video.width)).toBeLessThan(2);
  expect(await timeline(page).evaluate((element) => getComputedStyle(element).position)).not.toBe(
    'fixed',
  );
  // It scrolls away with the page rather than covering a third of the screen.
  await scrollEditorToBottom(page);
  const save = await boxOf(formSaveButton(page));
  expect(intersects(await boxOf(timeline(page)), save)).toBe(false);

  // Opening the steps panel does not squeeze the editor: it lies over it, with a close button.
  const playerWidth = video.width;
  await page.getByRole('button', { name: 'Expand steps panel', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Steps' });
  await expect(panel.getByRole('list', { name: 'Project steps' })).toBeVisible();
  expect((await boxOf(player(page))).width).toBeGreaterThanOrEqual(playerWidth - 1);
  const close = page.getByRole('button', { name: 'Collapse steps panel', exact: true });
  await expect(close).toBeVisible();
  await close.click();
  await expect(panel.getByRole('list', { name: 'Project steps' })).toBeHidden();
});

test('with the app sidebar collapsed, Save and Back to Home keep full-size icons and name themselves', async ({
  page,
  request,
}) => {
  await openProjectWithSteps(page, request, { width: 1280, height: 800 });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(sidebar.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();

  const navIcon = await boxOf(
    sidebar.getByRole('button', { name: 'Video Steps' }).locator('svg').first(),
  );
  for (const name of [/^(Save New Step|Update Step)$/, /^Back to Home$/]) {
    const button = sidebar.getByRole('button', { name });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('title', name);
    const icon = await boxOf(button.locator('svg').first());
    expect(icon.width).toBeGreaterThanOrEqual(16);
    expect(icon.height).toBeGreaterThanOrEqual(16);
    // The same size as the navigation's icons above them.
    expect(Math.round(icon.width)).toBe(Math.round(navIcon.width));
  }
});
