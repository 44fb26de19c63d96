import { expect, type Page, test } from '@playwright/test';
import { registerCreator, signIn } from './api-helpers';
import { createVideoProject, openEditor, uploadTestVideo } from './authoring-support';
import { markTimes } from './journey-support';

// Issue #18 (player and floating timeline) where a real browser matters: the Play button's width,
// the shortcuts with the focus anywhere in the editor, dragging End off the playhead, and a video
// that fails to load.

const player = (page: Page) => page.getByRole('region', { name: 'Video player' });
const timeline = (page: Page) => page.getByRole('region', { name: 'Video timeline' });
const status = (page: Page) => player(page).getByRole('status');
const sliderValue = async (page: Page, name: string) =>
  Number(
    await timeline(page).getByRole('slider', { name }).getAttribute('aria-valuenow', {
      timeout: 5000,
    }),
  );

async function openProject(page: Page, request: Parameters<typeof registerCreator>[0]) {
  const { user, account } = await registerCreator(request, 'player');
  const video = await uploadTestVideo(request, account, 20);
  const projectId = await createVideoProject(request, account, 'Bench vise', [video]);
  await signIn(page, user);
  return projectId;
}

test.describe('player and floating timeline (issue #18)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('pressing Play does not move the buttons of the row', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openEditor(page, await openProject(page, request), 'Bench vise');
    const play = player(page).getByRole('button', { name: 'Play' });
    const next = player(page).getByRole('button', { name: 'Frame forward' });
    const before = { play: await play.boundingBox(), next: await next.boundingBox() };
    await play.click();
    const pause = player(page).getByRole('button', { name: 'Pause' });
    await expect(pause).toBeVisible();
    const after = { play: await pause.boundingBox(), next: await next.boundingBox() };
    expect(after.play?.width).toBe(before.play?.width);
    expect(after.next?.x).toBe(before.next?.x);
    expect(after.next?.y).toBe(before.next?.y);
    await pause.click();
  });

  test('shortcuts work with the focus anywhere, but not while typing', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openEditor(page, await openProject(page, request), 'Bench vise');
    // Focus on the page itself, outside the player (a click on the editor's heading).
    await page.getByRole('heading', { level: 1 }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('i');
    await expect(status(page)).toHaveText('Start marked at 00:02.000');
    expect(await sliderValue(page, 'Start Time')).toBe(2);

    const name = page.getByLabel('Step Name');
    await name.click();
    await page.keyboard.type('Clamp it');
    await expect(name).toHaveValue('Clamp it');
    expect(await sliderValue(page, 'Current Time')).toBe(2);
    await expect(timeline(page).getByRole('slider', { name: 'End Time' })).toHaveCount(0);

    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(player(page).getByText('Capture frame', { exact: true })).toBeVisible();
  });

  test('End can be dragged while the playhead sits on it', async ({ page, request }) => {
    test.setTimeout(120_000);
    await openEditor(page, await openProject(page, request), 'Bench vise');
    await markTimes(page, 2, 5);
    expect(await sliderValue(page, 'Current Time')).toBe(5);
    const end = timeline(page).getByRole('slider', { name: 'End Time' });
    // Hovering waits until the handle stands still (the track settles its width after the marks),
    // so the press lands on the handle and not where it was a frame before.
    await end.hover();
    const box = await end.boundingBox();
    if (!box) throw new Error('no End handle');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 60, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => sliderValue(page, 'End Time')).toBeGreaterThan(5);
    expect(await sliderValue(page, 'Current Time')).toBe(5);
    await expect(end).toBeFocused();
  });

  test('a video that fails to load disables the same buttons in the player and the timeline', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const projectId = await openProject(page, request);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'media' ? route.abort() : route.continue(),
    );
    await page.goto(`/annotate/${projectId}`);
    await expect(player(page).getByRole('alert')).toHaveText('Error loading video: workbench.mp4');
    for (const name of ['Mark Start', 'Mark End', 'Clear']) {
      await expect(player(page).getByRole('button', { name })).toBeDisabled();
      await expect(timeline(page).getByRole('button', { name })).toBeDisabled();
    }
  });
});
