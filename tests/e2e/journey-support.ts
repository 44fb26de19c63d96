import { expect, type Locator, type Page } from '@playwright/test';
import { generateSilentVideo } from '../fixtures/media/generate';
import { mediaDir } from './authoring-support';

// What the journey specs (issue #10) do on several screens, the way a creator does it: create a
// project without AI, time and save a step, finish the project, find a card on My Projects.

const player = (page: Page) => page.getByRole('region', { name: 'Video player' });

/** A `testsrc` video of `seconds` with a silent track, cached between runs. */
export const testVideo = (seconds: number): Promise<string> =>
  generateSilentVideo(mediaDir, seconds);

/**
 * Creates a project on /create with the AI switched off; resolves with its id once the editor
 * shows it and its video can be captured.
 */
export async function createProjectWithoutAi(
  page: Page,
  project: { name: string; description: string; video: string },
): Promise<string> {
  await page.getByRole('link', { name: 'Create Project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Project' })).toBeVisible();
  await page.getByLabel('Project Name').fill(project.name);
  await page.getByLabel('Description').fill(project.description);
  await page.getByLabel('Project videos').setInputFiles(project.video);
  const ai = page.getByRole('switch', { name: 'AI Video Analysis' });
  await ai.click();
  await expect(ai).not.toBeChecked();
  await page.getByRole('button', { name: 'Save and Continue to Annotate' }).click();
  await expect(page).toHaveURL(/\/annotate\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: `Authoring: ${project.name}` }),
  ).toBeVisible();
  await videoReady(page);
  return page.url().split('/').pop() ?? '';
}

/** Waits until the editor's video has a frame to show (and so to capture). */
export async function videoReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
}

/** Moves the player to a whole second with its keyboard steps (Home, then Shift+Arrow keys). */
export async function seekToSecond(page: Page, seconds: number): Promise<void> {
  const video = page.locator('video');
  await video.focus();
  await page.keyboard.press('Home');
  const now = async () =>
    Math.round(await video.evaluate((element: HTMLVideoElement) => element.currentTime));
  let current = await now();
  while (current !== seconds) {
    await page.keyboard.press(current < seconds ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
    current = await now();
  }
}

/**
 * Marks whole seconds with the keyboard: back to 0 (second steps clamp there), forward to
 * `start`, I; forward to `end`, O.
 */
export async function markTimes(page: Page, start: number, end: number): Promise<void> {
  const video = page.locator('video');
  await video.focus();
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift+ArrowLeft');
      return video.evaluate((element: HTMLVideoElement) => element.currentTime);
    })
    .toBe(0);
  const mark = (seconds: number) => `00:${String(seconds).padStart(2, '0')}.000`;
  for (let n = 0; n < start; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('i');
  await expect(player(page).getByRole('status')).toHaveText(`Start marked at ${mark(start)}`);
  for (let n = start; n < end; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('o');
  await expect(player(page).getByRole('status')).toHaveText(`End marked at ${mark(end)}`);
}

/** Fills a new step's name and description and marks its times (on the Step Details tab). */
export async function writeStep(
  page: Page,
  step: { name: string; description: string; start: number; end: number },
): Promise<void> {
  await page.getByLabel('Step Name').fill(step.name);
  await page.getByLabel('Step Description').fill(step.description);
  await markTimes(page, step.start, step.end);
}

/** Saves the new step being edited; resolves once the steps sidebar counts `total` steps. */
export async function saveNewStep(page: Page, total: number): Promise<void> {
  await page.getByRole('button', { name: 'Save New Step' }).last().click();
  await expect(page.getByLabel('Step Name')).toHaveValue('');
  const expand = page.getByRole('button', { name: 'Expand steps panel', exact: true });
  if (await expand.isVisible()) await expand.click();
  await expect(page.getByText(`${total} steps total`, { exact: true })).toBeVisible();
}

/** Adds a tool or material of the repository to the step being edited (Step Materials tab). */
export async function addFromRepository(
  page: Page,
  kind: 'Tool' | 'Material',
  name: string,
  quantity = 1,
): Promise<void> {
  await page.getByRole('tab', { name: 'Step Materials' }).click();
  await page.getByRole('button', { name: `Add from repository: ${kind}` }).click();
  const picker = page.getByRole('dialog', { name: `Add ${kind.toLowerCase()} from repository` });
  await picker.getByText(name, { exact: true }).click();
  await picker.getByLabel('Quantity').fill(String(quantity));
  await picker.getByRole('button', { name: 'Add to step' }).click();
  await expect(picker).toHaveCount(0);
}

/** Opens a view of the authoring sidebar: Video Steps, Repository, Overview, Finalize Project. */
export async function openAuthoringView(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Step Authoring' })
    .getByRole('button', { name })
    .click();
}

/** Finish Project on the Finalize view; resolves on My Projects. */
export async function finishProject(page: Page): Promise<void> {
  await openAuthoringView(page, 'Finalize Project');
  await page.getByRole('button', { name: 'Finish Project' }).click();
  await expect(page).toHaveURL(/\/my-projects$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
}

/** A tab of My Projects by its exact label, e.g. 'Drafts (2)'. */
export const projectsTab = (page: Page, label: string): Locator =>
  page.getByRole('tab', { name: label, exact: true });

/** A project card of My Projects. */
export const projectCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

/** A stat card of the Profile, e.g. 'Draft Projects' (its name reads '{n} Draft Projects'). */
export const statCard = (page: Page, label: string): Locator =>
  page.getByRole('list', { name: 'Statistics' }).getByRole('button', { name: new RegExp(label) });

/** Opens the Profile from the sidebar. */
export async function openProfile(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
}

/** A toast of the notifications region, by its exact text. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });

/**
 * Captures the frame at the player's current time, draws a rectangle on it with `text`, and
 * closes the popup (Done).
 */
export async function annotateCapturedFrame(page: Page, text: string): Promise<void> {
  await player(page).getByRole('button', { name: 'Capture Frame' }).click();
  const popup = page.getByRole('dialog', { name: 'Annotate Frame' });
  await expect(popup).toBeVisible();
  const box = await popup.getByTestId('annotation-canvas').boundingBox();
  if (!box) throw new Error('the annotation canvas has no box');
  await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.7, { steps: 8 });
  await page.mouse.up();
  await popup.getByLabel('Annotation text').fill(text);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByText(text)).toBeVisible();
}

/** Closes the annotation popup. */
export async function closeAnnotationPopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'Annotate Frame' });
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
}
