import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './api-helpers';
import { aiStep, openAiProject } from './authoring-support';
import { SHOT_VIEWPORTS, settleForScreenshot, signUp, uniqueUser } from './fixtures';
import { finishProject, projectCard, seekToSecond, toast } from './journey-support';

// Issue #20: a creator draws an arrow, two numbered callouts and a blur region in chosen colours on
// a captured frame; kinds, colours, callout numbers and the arrow's direction survive a reload
// (the autosaved draft) and a finish (the stored steps); a learner of the published guide sees
// the shapes on a frame whose blur region is redacted.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

/** Set to a folder to keep screenshots of the popup, the frame list and the guide's frame. */
const SHOTS_DIR = process.env.ANNOTATION_SHOTS_DIR ?? '';

const PROJECT = 'Service the valve';
const RED = '#ef4444';
const BLUE = '#3b82f6';
const GREEN = '#22c55e';
const YELLOW = '#facc15';

/** '#facc15' as CSS computes it: 'rgb(250, 204, 21)'. */
const cssRgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** What the creator draws, in fractions of the frame (the stage is the frame, scaled). */
const ARROW = { text: 'Loosen this nut', tail: [0.6, 0.75], head: [0.3, 0.35] } as const;
const CALLOUT_1 = { text: 'Check the seal', at: [0.15, 0.18] } as const;
const CALLOUT_2 = { text: 'Tighten the cap', at: [0.85, 0.18] } as const;
const BLUR = { text: 'Serial number', from: [0.68, 0.55], to: [0.95, 0.92] } as const;

/** The finished, published project the learner tests open (set by the creator's test). */
let published:
  | {
      projectId: string;
      framePath: string;
      rawFrameUrl: string;
      blur: { x: number; y: number; width: number; height: number };
    }
  | undefined;

const popupOf = (page: Page) => page.getByRole('dialog', { name: 'Annotate Frame' });
const stageOf = (page: Page) => popupOf(page).locator('.konvajs-content');
const frameButton = (page: Page) =>
  page.getByRole('button', { name: /^Edit the 4 annotations of the frame at \d\d:\d\d\.\d{3}$/ });
const listRows = (page: Page) =>
  popupOf(page).getByRole('region', { name: 'Annotations on this frame' }).getByRole('listitem');

/** A point of the popup's stage, from fractions of its box. */
async function onStage(page: Page, [fx, fy]: readonly [number, number]) {
  const box = await stageOf(page).boundingBox();
  if (!box) throw new Error('the annotation stage is not shown');
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Presses at `from` on the stage and drags to `to`. */
async function dragOnStage(
  page: Page,
  from: readonly [number, number],
  to: readonly [number, number],
) {
  const start = await onStage(page, from);
  const end = await onStage(page, to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(end.x, end.y, { steps: 10 });
  await page.mouse.up();
}

/** Clicks the stage at `at` (a point or a callout goes there). */
async function clickOnStage(page: Page, at: readonly [number, number]) {
  const { x, y } = await onStage(page, at);
  await page.mouse.click(x, y);
}

/** Picks a shape tool and a colour of the popup's toolbar. */
async function pick(page: Page, tool: string, colour: string) {
  const popup = popupOf(page);
  await popup.getByRole('button', { name: tool, exact: true }).click();
  await expect(popup.getByRole('button', { name: tool, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The radio itself is visually hidden; its swatch (the label) is what a person clicks.
  await popup.getByRole('radiogroup', { name: 'Colour' }).getByTitle(`Colour: ${colour}`).click();
  await expect(popup.getByRole('radio', { name: `Colour: ${colour}` })).toBeChecked();
}

/** Types the drawn shape's text and submits it. */
async function submit(page: Page, text: string) {
  const popup = popupOf(page);
  await popup.getByLabel('Annotation text').fill(text);
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByRole('button', { name: 'Submit' })).toHaveCount(0);
}

/** What the popup's list shows: each row's text, kind (with a callout's number) and colour. */
async function expectListed(page: Page) {
  const rows = listRows(page);
  const expected = [
    [ARROW.text, 'Arrow', 'red'],
    [CALLOUT_1.text, 'Callout 1', 'yellow'],
    [CALLOUT_2.text, 'Callout 2', 'blue'],
    [BLUR.text, 'Blur', 'green'],
  ] as const;
  await expect(rows).toHaveCount(expected.length);
  for (const [index, [text, kind, colour]] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(`${index + 1}.${text}`);
    await expect(row).toContainText(kind);
    await expect(row.getByRole('img', { name: `Colour: ${colour}`, exact: true })).toBeVisible();
  }
}

interface StageShapes {
  arrows: { tail: [number, number]; head: [number, number]; stroke: string }[];
  callouts: { number: string; x: number; y: number; fill: string }[];
  blurs: { x: number; y: number; width: number; height: number; stroke: string }[];
}

/**
 * What the popup's Konva stage draws (Konva registers its stages on window.Konva): arrows (tail,
 * head, colour), callout numbers where they sit, and the dashed outlines of blur regions, all in
 * fractions of the stage.
 */
function stageShapes(page: Page): Promise<StageShapes> {
  return page.evaluate(() => {
    interface Node {
      x(): number;
      y(): number;
      width(): number;
      height(): number;
      attrs: Record<string, unknown>;
      find(selector: string): Node[];
      container?(): HTMLElement;
      points?(): number[];
    }
    const konva = (window as unknown as { Konva?: { stages: Node[] } }).Konva;
    const stage = konva?.stages.find((candidate) =>
      candidate.container?.().closest('[role="dialog"]'),
    );
    if (!stage) return { arrows: [], callouts: [], blurs: [] };
    const [w, h] = [stage.width(), stage.height()];
    const round = (value: number) => Math.round(value * 1000) / 1000;
    return {
      // Only committed shapes: the pending one is dashed.
      arrows: stage
        .find('Arrow')
        .filter((arrow) => !arrow.attrs.dash)
        .map((arrow) => {
          const [tx = 0, ty = 0, hx = 0, hy = 0] = arrow.points?.() ?? [];
          return {
            tail: [round(tx / w), round(ty / h)] as [number, number],
            head: [round(hx / w), round(hy / h)] as [number, number],
            stroke: String(arrow.attrs.stroke),
          };
        }),
      // A callout is a filled circle with its number centred on it.
      callouts: stage
        .find('Text')
        .filter((text) => text.attrs.fontStyle === 'bold' && /^\d+$/.test(String(text.attrs.text)))
        .map((text) => {
          const [cx, cy] = [text.x() + text.width() / 2, text.y() + text.height() / 2];
          const circle = stage
            .find('Circle')
            .find((node) => Math.hypot(node.x() - cx, node.y() - cy) < 1);
          return {
            number: String(text.attrs.text),
            x: round(cx / w),
            y: round(cy / h),
            fill: String(circle?.attrs.fill),
          };
        }),
      blurs: stage
        .find('Rect')
        .filter((rect) => Array.isArray(rect.attrs.dash) && rect.attrs.stroke)
        .map((rect) => ({
          x: round(rect.x() / w),
          y: round(rect.y() / h),
          width: round(rect.width() / w),
          height: round(rect.height() / h),
          stroke: String(rect.attrs.stroke),
        })),
    };
  });
}

/** The stage draws the four shapes where they were drawn, in their colours and numbers. */
async function expectOnStage(page: Page) {
  await expect(stageOf(page)).toBeVisible();
  await expect.poll(() => stageShapes(page).then((shapes) => shapes.arrows.length)).toBe(1);
  const { arrows, callouts, blurs } = await stageShapes(page);
  const [arrow] = arrows;
  expect(arrow?.stroke).toBe(RED);
  // The head is up and to the left of the tail, where the drag ended.
  expect(arrow?.tail[0]).toBeCloseTo(ARROW.tail[0], 1);
  expect(arrow?.tail[1]).toBeCloseTo(ARROW.tail[1], 1);
  expect(arrow?.head[0]).toBeCloseTo(ARROW.head[0], 1);
  expect(arrow?.head[1]).toBeCloseTo(ARROW.head[1], 1);
  expect(callouts.map(({ number }) => number).sort()).toEqual(['1', '2']);
  const byNumber = (n: string) => callouts.find((callout) => callout.number === n);
  expect(byNumber('1')?.x).toBeCloseTo(CALLOUT_1.at[0], 1);
  expect(byNumber('1')?.fill).toBe(YELLOW);
  expect(byNumber('2')?.x).toBeCloseTo(CALLOUT_2.at[0], 1);
  expect(byNumber('2')?.fill).toBe(BLUE);
  expect(blurs).toHaveLength(1);
  expect(blurs[0]?.stroke).toBe(GREEN);
  expect(blurs[0]?.x).toBeCloseTo(BLUR.from[0], 1);
  expect(blurs[0]?.y).toBeCloseTo(BLUR.from[1], 1);
}

/** The frame's thumbnail in the step's list of frames: the four marks, in their colours. */
async function expectThumbnail(page: Page) {
  const thumbnail = frameButton(page).getByTestId('frame-thumbnail');
  await expect(thumbnail.locator('img').first()).toHaveJSProperty('complete', true);
  await expect(thumbnail.locator('[data-mark="callout"]')).toHaveText(['1', '2']);
  await expect(thumbnail.locator('[data-mark="callout"]').first()).toHaveCSS(
    'background-color',
    cssRgb(YELLOW),
  );
  await expect(thumbnail.locator('[data-mark="callout"]').last()).toHaveCSS(
    'background-color',
    cssRgb(BLUE),
  );
  await expect(thumbnail.locator('[data-mark="blur"]')).toHaveCount(1);
  const arrow = thumbnail.locator('[data-mark="arrow"]');
  await expect(arrow.locator('polygon')).toHaveAttribute('fill', RED);
  const line = await arrow
    .locator('line')
    .evaluate((element) =>
      ['x1', 'y1', 'x2', 'y2'].map((name) => Number(element.getAttribute(name))),
    );
  const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = line;
  expect(x2, 'the thumbnail arrow points left').toBeLessThan(x1);
  expect(y2, 'the thumbnail arrow points up').toBeLessThan(y1);
}

/** Screenshots at 1440, 1280 and 390 px wide when ANNOTATION_SHOTS_DIR is set. */
async function shoot(page: Page, name: string, show?: (page: Page) => Promise<void>) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await expect(page.locator('[data-splash]')).toHaveCount(0);
  for (const [width, height] of SHOT_VIEWPORTS) {
    await page.setViewportSize({ width, height });
    await show?.(page);
    await settleForScreenshot(page);
    await page.screenshot({ path: `${SHOTS_DIR}/annotation-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

interface StoredAnnotation {
  component_name: string;
  annotation_type: string;
  color: string;
  frame_image_path: string | null;
  geometry: {
    type: string;
    x: number;
    y: number;
    width: number;
    height: number;
    end_x?: number | null;
    end_y?: number | null;
  };
}

test('a creator draws an arrow, numbered callouts and a blur region in colours that survive a reload and a finish', async ({
  page,
  request,
}) => {
  const { account, projectId } = await openAiProject(page, request, {
    who: 'shapes',
    seconds: 12,
    videoName: 'valve.mp4',
    projectName: PROJECT,
    steps: [aiStep('Open the valve', 'Undo the nut and lift the cap.', 0, 10_000)],
  });
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();

  // Capture the frame at 3 s: C opens the popup on it.
  await seekToSecond(page, 3);
  await page.keyboard.press('c');
  const popup = popupOf(page);
  await expect(popup).toBeVisible();
  await expect(stageOf(page)).toBeVisible();
  await expect(popup.getByRole('radio', { name: 'Colour: yellow' })).toBeChecked();

  // A red arrow, dragged up and to the left from its tail.
  await pick(page, 'Arrow', 'red');
  await dragOnStage(page, ARROW.tail, ARROW.head);
  await submit(page, ARROW.text);
  // Two callouts, numbered 1 and 2 in the order they are listed: a yellow one, a blue one.
  await pick(page, 'Callout', 'yellow');
  await clickOnStage(page, CALLOUT_1.at);
  await submit(page, CALLOUT_1.text);
  await pick(page, 'Callout', 'blue');
  await clickOnStage(page, CALLOUT_2.at);
  await submit(page, CALLOUT_2.text);
  // A green blur region.
  await pick(page, 'Blur', 'green');
  await dragOnStage(page, BLUR.from, BLUR.to);
  await submit(page, BLUR.text);
  await expectListed(page);
  await expectOnStage(page);
  await shoot(page, 'popup');
  await shoot(page, 'popup-list', async (at) => {
    await listRows(at)
      .last()
      .evaluate((element) => element.scrollIntoView({ block: 'end' }));
  });

  // Done: the step's frame list shows the frame with its four marks.
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  await expect(frameButton(page)).toBeVisible();
  await expectThumbnail(page);
  await shoot(page, 'frames', async (at) => {
    // On a phone the steps panel (open since the wide screen) is folded away first.
    const collapse = at.getByRole('button', { name: 'Collapse steps panel' });
    if (at.viewportSize()?.width === 390 && (await collapse.isVisible())) await collapse.click();
    await frameButton(at).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  });

  // Save the step; the autosaved draft then holds the four, on the stored frame.
  const drafts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('drafts.save') && response.ok()) {
      drafts.push(response.request().postData() ?? '');
    }
  });
  await page
    .getByRole('button', { name: /^(Update|Save) Step$/ })
    .last()
    .click();
  await expect
    .poll(() => {
      const last = drafts.at(-1) ?? '';
      return [ARROW.text, CALLOUT_1.text, CALLOUT_2.text, BLUR.text, 'annotation_frames/'].every(
        (part) => last.includes(part),
      );
    })
    .toBe(true);

  // A reload restores them: the list, the canvas and the thumbnail are as drawn.
  await page.reload();
  await expect(page.getByText(/^Restored your unsaved work from/)).toBeVisible();
  await expect(page.getByText('Editing Step 1', { exact: true })).toBeVisible();
  await expect(frameButton(page)).toBeVisible();
  await expectThumbnail(page);
  // The stored frame, as its owner may load it (signed): the learner's copy is compared with it.
  const rawFrameUrl =
    (await frameButton(page)
      .getByTestId('frame-thumbnail')
      .locator('img')
      .first()
      .getAttribute('src')) ?? '';
  expect(rawFrameUrl).toMatch(/\/files\/.*annotation_frames\/.*[?&]sig=/);
  await frameButton(page).click();
  await expect(popupOf(page)).toBeVisible();
  await expectListed(page);
  await expectOnStage(page);
  await popupOf(page).getByRole('button', { name: 'Done' }).click();
  await expect(popupOf(page)).toHaveCount(0);

  // Finish: the stored step holds the four with their kinds, colours and geometry.
  await finishProject(page);
  const [step] = (await api(request, account, 'GET', `/projects/${projectId}/steps`)) as {
    annotations: StoredAnnotation[];
  }[];
  const stored = step?.annotations ?? [];
  expect(
    stored.map((a) => [a.component_name, a.annotation_type, a.geometry.type, a.color]),
  ).toEqual([
    [ARROW.text, 'arrow', 'arrow', 'red'],
    [CALLOUT_1.text, 'callout', 'callout', 'yellow'],
    [CALLOUT_2.text, 'callout', 'callout', 'blue'],
    [BLUR.text, 'blur', 'blur', 'green'],
  ]);
  const [arrow, first, second, blur] = stored;
  // The arrow runs from its tail (x, y) up and left to its head (end_x, end_y).
  expect(arrow?.geometry.x).toBeCloseTo(ARROW.tail[0], 1);
  expect(arrow?.geometry.y).toBeCloseTo(ARROW.tail[1], 1);
  expect(arrow?.geometry.end_x).toBeCloseTo(ARROW.head[0], 1);
  expect(arrow?.geometry.end_y).toBeCloseTo(ARROW.head[1], 1);
  // Callouts are points; their numbers are their order among the frame's callouts.
  expect([first?.geometry.x, first?.geometry.y]).toEqual([
    expect.closeTo(CALLOUT_1.at[0], 1),
    expect.closeTo(CALLOUT_1.at[1], 1),
  ]);
  expect([second?.geometry.x, second?.geometry.y]).toEqual([
    expect.closeTo(CALLOUT_2.at[0], 1),
    expect.closeTo(CALLOUT_2.at[1], 1),
  ]);
  for (const callout of [first, second]) {
    expect(callout?.geometry).toMatchObject({ width: 0, height: 0 });
    expect(callout?.geometry.end_x ?? null).toBeNull();
  }
  expect(blur?.geometry.x).toBeCloseTo(BLUR.from[0], 1);
  expect(blur?.geometry.y).toBeCloseTo(BLUR.from[1], 1);
  expect(blur?.geometry.width).toBeCloseTo(BLUR.to[0] - BLUR.from[0], 1);
  expect(blur?.geometry.height).toBeCloseTo(BLUR.to[1] - BLUR.from[1], 1);
  expect(blur?.geometry.end_x ?? null).toBeNull();
  // All four are on the one stored frame.
  const framePath = arrow?.frame_image_path ?? '';
  expect(framePath).toMatch(/annotation_frames\//);
  expect(new Set(stored.map((a) => a.frame_image_path))).toEqual(new Set([framePath]));

  // Publish it for the learner.
  await projectCard(page, PROJECT).getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this project?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(toast(page, 'Project published successfully')).toBeVisible();
  const { x, y, width, height } = blur?.geometry ?? { x: 0, y: 0, width: 0, height: 0 };
  published = { projectId, framePath, rawFrameUrl, blur: { x, y, width, height } };
});

/** A new learner on the published guide; resolves with its frames section. */
async function openGuide(page: Page): Promise<Locator> {
  if (!published) throw new Error('the creator test did not publish the guide');
  await signUp(page, uniqueUser('learner'));
  await page.goto(`/guides/${published.projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: PROJECT })).toBeVisible();
  const frames = page.getByRole('region', { name: 'Annotated frames' });
  await expect(frames).toBeVisible();
  return frames;
}

test('the learner is served the frame with its blur region redacted, never the raw frame', async ({
  page,
}) => {
  const frames = await openGuide(page);
  const shared = published as NonNullable<typeof published>;
  const image = frames.getByRole('img', { name: new RegExp(ARROW.text) });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const src = (await image.getAttribute('src')) ?? '';
  const servedPath = decodeURIComponent(new URL(src, page.url()).pathname);
  expect(servedPath, 'the frame the guide shows').not.toBe(`/files/${shared.framePath}`);
  // Pixel by pixel against the stored frame: changed under the blur region, the same elsewhere.
  const difference = await page.evaluate(
    async ({ raw, served, region }) => {
      const load = async (url: string) => {
        const picture = new Image();
        picture.src = url;
        await picture.decode();
        return picture;
      };
      const [a, b] = await Promise.all([load(raw), load(served)]);
      const canvas = document.createElement('canvas');
      canvas.width = a.naturalWidth;
      canvas.height = a.naturalHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d canvas');
      const pixels = (picture: HTMLImageElement) => {
        context.drawImage(picture, 0, 0, canvas.width, canvas.height);
        return context.getImageData(0, 0, canvas.width, canvas.height).data;
      };
      const [pa, pb] = [pixels(a), pixels(b)];
      // Mean absolute difference per channel inside the region and outside it (with a margin).
      const inside = { sum: 0, count: 0 };
      const outside = { sum: 0, count: 0 };
      for (let y = 0; y < canvas.height; y += 1) {
        for (let x = 0; x < canvas.width; x += 1) {
          const [fx, fy] = [x / canvas.width, y / canvas.height];
          const within = (margin: number) =>
            fx >= region.x - margin &&
            fx <= region.x + region.width + margin &&
            fy >= region.y - margin &&
            fy <= region.y + region.height + margin;
          const where = within(-0.02) ? inside : within(0.05) ? null : outside;
          if (!where) continue;
          const at = (y * canvas.width + x) * 4;
          for (let channel = 0; channel < 3; channel += 1) {
            where.sum += Math.abs((pa[at + channel] ?? 0) - (pb[at + channel] ?? 0));
            where.count += 1;
          }
        }
      }
      return {
        rawSize: [a.naturalWidth, a.naturalHeight],
        servedSize: [b.naturalWidth, b.naturalHeight],
        inside: inside.sum / Math.max(1, inside.count),
        outside: outside.sum / Math.max(1, outside.count),
      };
    },
    { raw: shared.rawFrameUrl, served: src, region: shared.blur },
  );
  expect(difference.servedSize, "the served frame has the stored one's size").toEqual(
    difference.rawSize,
  );
  // Measured: about 22 levels inside (pixelated), about 1 outside (the JPEG encoded again).
  expect(
    difference.inside,
    `the pixels under the blur region change (outside it: ${difference.outside.toFixed(1)})`,
  ).toBeGreaterThan(difference.outside + 8);
});

test('the learner sees the arrow, the numbered callouts and the blur region on the frame', async ({
  page,
}) => {
  const frames = await openGuide(page);
  const image = frames.getByRole('img', { name: new RegExp(ARROW.text) });
  await expect(image).toBeVisible();
  // A blur region's text is the creator's own: it names what is hidden, so learners never get it.
  await expect(image).toHaveAccessibleName(
    new RegExp([ARROW.text, CALLOUT_1.text, CALLOUT_2.text].join('.*')),
  );
  await expect(image).not.toHaveAccessibleName(new RegExp(BLUR.text));
  await expect(page.getByText(BLUR.text)).toHaveCount(0);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await shoot(page, 'guide', async (at) => {
    await at
      .getByRole('region', { name: 'Annotated frames' })
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
  });
  // The callouts' numbers are drawn on the frame, in the list's order.
  const callouts = (at: Locator) => at.locator('[data-shape="callout"]');
  await expect(callouts(frames)).toHaveText(['1', '2']);
  await expect(callouts(frames).first()).toBeVisible();
  // Larger, in its dialog, the numbers stay.
  await frames.getByRole('button', { name: /^Enlarge frame/ }).click();
  const large = page.getByRole('dialog', { name: /^Frame at / });
  await expect(callouts(large)).toHaveText(['1', '2']);
  await expect(callouts(large).last()).toBeVisible();
  await expect(large.getByText(BLUR.text)).toHaveCount(0);
  await shoot(page, 'guide-large');
});
