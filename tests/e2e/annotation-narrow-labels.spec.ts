import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { aiStep, openAiProject } from './authoring-support';
import { SHOT_VIEWPORTS, settleForScreenshot } from './fixtures';
import { seekToSecond } from './journey-support';

// Issue #20: on a phone (390 px) the labels a creator types would cover each other and the frame
// in the annotation popup. There, as in the guide's narrow frames, each labelled shape shows its
// key on the canvas (a callout its number, another shape a letter) and the list under the canvas
// gives each key with its text. Wide popups keep the labels on the frame.

test.describe.configure({ timeout: 240_000 });

/** Set to a folder to keep screenshots of the popup at 1440, 1280 and 390 px wide. */
const SHOTS_DIR = process.env.ANNOTATION_SHOTS_DIR ?? '';

type Fraction = readonly [number, number];
/** Seven shapes, each with its text, close enough for their labels to meet on a phone. */
const SHAPES: { tool: string; text: string; from: Fraction; to?: Fraction }[] = [
  { tool: 'Callout', text: 'Check the seal', from: [0.15, 0.18] },
  { tool: 'Rectangle', text: 'Drain plug', from: [0.1, 0.5], to: [0.3, 0.7] },
  { tool: 'Point', text: 'Bleed screw', from: [0.45, 0.3] },
  { tool: 'Oval', text: 'Gasket seat', from: [0.35, 0.55], to: [0.55, 0.8] },
  { tool: 'Arrow', text: 'Loosen this nut', from: [0.62, 0.72], to: [0.42, 0.42] },
  { tool: 'Callout', text: 'Tighten the cap', from: [0.85, 0.18] },
  { tool: 'Blur', text: 'Serial number', from: [0.7, 0.6], to: [0.95, 0.92] },
];
/** The key each shape shows on a narrow canvas (a blur region's text is never on the frame). */
const KEYS = ['1', 'A', 'B', 'C', 'D', '2', null];

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Annotate Frame' });
const stageOf = (page: Page) => popupOf(page).locator('.konvajs-content');
const listRows = (page: Page) =>
  popupOf(page).getByRole('region', { name: 'Annotations on this frame' }).getByRole('listitem');

async function onStage(page: Page, [fx, fy]: Fraction) {
  const box = await stageOf(page).boundingBox();
  if (!box) throw new Error('the annotation stage is not shown');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function draw(page: Page, { tool, text, from, to }: (typeof SHAPES)[number]) {
  const popup = popupOf(page);
  await popup.getByRole('button', { name: tool, exact: true }).click();
  const start = await onStage(page, from);
  if (to) {
    const end = await onStage(page, to);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(end.x, end.y, { steps: 8 });
    await page.mouse.up();
  } else {
    await page.mouse.click(start.x, start.y);
  }
  await popup.getByLabel('Annotation text').fill(text);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByRole('button', { name: 'Submit' })).toHaveCount(0);
}

/** The texts of the tags the popup's Konva stage draws beside its shapes (window.Konva). */
function stageTags(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Node {
      find(selector: string): Node[];
      container?(): HTMLElement;
      getText?(): { text(): string };
    }
    const konva = (window as unknown as { Konva?: { stages: Node[] } }).Konva;
    const stage = konva?.stages.find((candidate) =>
      candidate.container?.().closest('[role="dialog"]'),
    );
    return (stage?.find('Label') ?? []).map((label) => label.getText?.().text() ?? '');
  });
}

test('on a phone the popup shows keys on the frame and their texts in the list; wide, the labels', async ({
  page,
  request,
}) => {
  await openAiProject(page, request, {
    who: 'narrowlabels',
    seconds: 12,
    videoName: 'pump.mp4',
    projectName: 'Service the pump',
    steps: [aiStep('Open the pump', 'Drain it and lift the cover.', 0, 10_000)],
  });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  await seekToSecond(page, 3);
  await page.keyboard.press('c');
  await expect(stageOf(page)).toBeVisible();
  for (const shape of SHAPES) await draw(page, shape);
  await expect(listRows(page)).toHaveCount(SHAPES.length);

  if (SHOTS_DIR) {
    mkdirSync(SHOTS_DIR, { recursive: true });
    for (const [width, height] of SHOT_VIEWPORTS) {
      await page.setViewportSize({ width, height });
      await settleForScreenshot(page);
      await page.screenshot({ path: `${SHOTS_DIR}/popup-labels-${width}.png` });
      if (width === 390) {
        await listRows(page)
          .last()
          .evaluate((element) => element.scrollIntoView({ block: 'end' }));
        await settleForScreenshot(page);
        await page.screenshot({ path: `${SHOTS_DIR}/popup-labels-${width}-list.png` });
      }
    }
  }

  // Wide: every shape's text on the frame, no keys in the list.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect
    .poll(() => stageTags(page).then((tags) => [...tags].sort()))
    .toEqual(SHAPES.map(({ text }) => text).sort());
  await expect(popupOf(page).locator('[data-key]')).toHaveCount(0);

  // A phone held sideways: the short window draws the frame narrow in a wide popup.
  await page.setViewportSize({ width: 844, height: 390 });
  await expect
    .poll(() => stageTags(page).then((tags) => [...tags].sort()))
    .toEqual(['A', 'B', 'C', 'D']);

  // A phone: the keys on the frame, each key beside its text in the list.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => stageTags(page).then((tags) => [...tags].sort()))
    .toEqual(['A', 'B', 'C', 'D']);
  const rows = listRows(page);
  for (const [index, key] of KEYS.entries()) {
    const shown = rows.nth(index).locator('[data-key]');
    if (key === null) await expect(shown).toHaveCount(0);
    else await expect(shown).toHaveText(key);
    await expect(rows.nth(index)).toContainText(SHAPES[index]?.text ?? '');
  }
});
