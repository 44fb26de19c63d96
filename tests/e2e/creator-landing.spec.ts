import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { createProject, registerCreator, signIn } from './api-helpers';
import {
  aiBreakdownEntry,
  aiStep,
  createVideoProject,
  openEditor,
  uploadTestVideo,
} from './authoring-support';
import { openAuthoringView, projectCard, projectsTab, toast } from './journey-support';

// Issue #18: where the creator lands after Finish Project and Publish, the Overview's and the
// Finalize view's Shopping List, the tab strips, and the landing after an unknown project id.

test.describe.configure({ timeout: 120_000 });

const WIDTHS = [
  [1440, 900],
  [1280, 800],
  [390, 844],
] as const;

/** A tab strip shows no scroll bar (and so no scroll arrows): nothing overflows its box. */
async function expectNoScrollbar(list: Locator, where: string): Promise<void> {
  const box = await list.evaluate((element: HTMLElement) => {
    const style = getComputedStyle(element);
    const px = (value: string) => Number.parseFloat(value) || 0;
    const borders = {
      y: px(style.borderTopWidth) + px(style.borderBottomWidth),
      x: px(style.borderLeftWidth) + px(style.borderRightWidth),
    };
    return {
      overflowsDown: element.scrollHeight > element.clientHeight,
      // A scroll bar takes room from the box: the outer size is more than borders + inner.
      barHeight: Math.round(element.offsetHeight - element.clientHeight - borders.y),
      barWidth: Math.round(element.offsetWidth - element.clientWidth - borders.x),
    };
  });
  expect(box, where).toEqual({ overflowsDown: false, barHeight: 0, barWidth: 0 });
}

async function expectTabStripsClean(page: Page, name: string | RegExp): Promise<void> {
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectNoScrollbar(page.getByRole('tablist', { name }).first(), `${name} at ${width}px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The lines a heading's text takes (the distinct tops of its text's boxes). */
const headingLines = (heading: Locator) =>
  heading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const tops = [...range.getClientRects()]
      .filter((rect) => rect.width > 0)
      .map((rect) => Math.round(rect.top + rect.height / 2));
    return new Set(tops.map((top) => Math.round(top / 4))).size;
  });

/** The right edge of each row's quantity, rounded to a pixel. */
const quantityEdges = (list: Locator) =>
  list
    .getByRole('listitem')
    .getByRole('spinbutton')
    .evaluateAll((inputs) =>
      inputs.map((input) => Math.round(input.getBoundingClientRect().right)),
    );

test('Overview and Finalize show the steps’ items; Finish and Publish land on the project’s card', async ({
  page,
  request,
}) => {
  const { user, account } = await registerCreator(request, 'landing');
  const video = await uploadTestVideo(request, account, 8, 'bench.mp4');
  const withItems = (step: ReturnType<typeof aiStep>, tools: string[], materials: string[]) => ({
    ...step,
    tools,
    materials,
  });
  const name = 'Landing workbench';
  const projectId = await createVideoProject(
    request,
    account,
    name,
    [video],
    [
      {
        ...aiBreakdownEntry('bench.mp4', []),
        steps: [
          withItems(
            aiStep('Cut the legs', 'Cut four legs.', 500, 3000),
            ['Hand saw'],
            ['Pine board'],
          ),
          withItems(aiStep('Glue the top', 'Glue it on.', 3000, 6000), ['Clamp'], []),
        ],
      },
    ],
  );
  // Newer drafts with no steps fill the list, so the finished project's card is far down.
  for (let n = 1; n <= 6; n += 1) {
    await createProject(request, account, `Filler ${n}`, 'Not finished yet.', false);
  }

  await signIn(page, user);
  await expectTabStripsClean(page, 'Project lists');
  await page.getByRole('link', { name: 'Repository' }).click();
  await expectTabStripsClean(page, 'Materials & Tools Repository');
  await openEditor(page, projectId, name);
  await expectTabStripsClean(page, /Step/);

  // Overview: the list is still empty, but the steps hold three items; it says so, and how.
  await openAuthoringView(page, 'Overview');
  const overviewList = page.getByRole('region', { name: /^Shopping List/ });
  await expect(overviewList).not.toContainText('The shopping list is empty.');
  for (const item of ['Hand saw', 'Pine board', 'Clamp']) {
    await expect(overviewList.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(overviewList).toContainText('Add all tools and materials from steps');

  // Finalize: the list from the steps plus a bought item; one-line header, aligned quantities.
  await openAuthoringView(page, 'Finalize Project');
  await expectTabStripsClean(page, 'Add from your repository');
  const list = page.getByRole('region', { name: /^Shopping List/ });
  await list.getByRole('button', { name: 'Add all tools and materials from steps' }).click();
  await page.getByLabel('Item name').fill('Wood glue');
  await page.getByLabel('Purchase link').fill('https://shop.example/glue');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(list.getByRole('heading', { name: 'Shopping List (4 items)' })).toBeVisible();
  for (const [width, height] of WIDTHS) {
    await page.setViewportSize({ width, height });
    expect(await headingLines(list.getByRole('heading')), `header at ${width}px`).toBe(1);
    // The list stays inside the window (a long row used to push the column wider at 390 px).
    const right = await list.evaluate((element) => element.getBoundingClientRect().right);
    expect(right, `list's right edge at ${width}px`).toBeLessThanOrEqual(width);
    const edges = await quantityEdges(list);
    expect(edges, `quantities at ${width}px`).toHaveLength(4);
    expect(new Set(edges).size, `quantities at ${width}px: ${edges}`).toBe(1);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Finish Project: My Projects opens on Drafts, on the finished project's card.
  await page.getByRole('button', { name: 'Finish Project' }).click();
  await expect(page).toHaveURL(/\/my-projects$/, { timeout: 15_000 });
  await expect(projectsTab(page, 'Drafts (7)')).toHaveAttribute('aria-selected', 'true');
  const card = projectCard(page, name);
  await expect(card).toContainText('Just finished');
  await expect(card).toBeInViewport();
  // Only the main column scrolled to it: the page itself (sidebar, header) stays in place.
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop)).toBe(0);

  // A draft without finished steps cannot be published: the page says why before asking (the
  // server's 409 says the same), and the card stays.
  const filler = projectCard(page, 'Filler 1');
  await filler.getByRole('button', { name: 'Publish' }).click();
  const notReady = page.getByRole('dialog', { name: 'Not ready to publish' });
  await expect(notReady).toContainText(
    'Add and finish at least one step before publishing this project.',
  );
  await expect(notReady.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await notReady.getByRole('button', { name: 'Cancel' }).click();
  await expect(projectsTab(page, 'Drafts (7)')).toHaveAttribute('aria-selected', 'true');
  await expect(filler.getByRole('button', { name: 'Publish' })).toBeVisible();

  // Publish: My Projects follows the card to Published.
  await card.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this project?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(toast(page, 'Project published successfully')).toBeVisible();
  await expect(projectsTab(page, 'Published (1)')).toHaveAttribute('aria-selected', 'true');
  await expect(card).toContainText('Just published');
  await expect(card).toBeInViewport();
});

test('an unknown project id lands on My Projects saying so', async ({ page, request }) => {
  const { user } = await registerCreator(request, 'notfound');
  await signIn(page, user);
  await page.goto(`/annotate/${randomUUID()}`);
  await expect(page).toHaveURL(/\/my-projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(toast(page, 'Project not found.')).toBeVisible();
});
