import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { aiStep, openAiProject } from './authoring-support';

// Issue #17 "Honest uncertainty in the editor": each AI step carries a confidence, what to check
// first and its timed transcript. The breakdown is stored with the project (as the Create flow
// stores it), so no speech recognition runs here.

const SHOTS_DIR = process.env.AI_REVIEW_SHOTS_DIR ?? '';

/** An AI step the analysis was unsure of: its timing, and one of its two tools. */
const unsureStep = {
  ...aiStep('Remove the tire', 'Lever the tire off the rim.', 0, 8_000),
  tools: ['Tire lever', 'Pump'],
  confidence: 0.42,
  review: ['timing', 'tools'],
  uncertain_items: ['Tire lever'],
  quantities: { 'tire lever': 2 },
  transcript: [
    { start_ms: 1_200, end_ms: 4_000, text: 'Grab two tire levers.' },
    { start_ms: 4_500, end_ms: 6_000, text: 'Hook the first one under the bead.' },
    { start_ms: 6_250, end_ms: 7_900, text: 'Then slide the second one around.' },
  ],
};

/** A low-confidence step where the AI named nothing in particular. */
const vagueStep = {
  ...aiStep('Patch the tube', 'Glue the patch over the hole.', 8_000, 16_000),
  confidence: 0.5,
  transcript: [{ start_ms: 9_000, end_ms: 12_000, text: 'Rough up the tube and glue it.' }],
};

/** A step the AI was sure of: no mark. */
const sureStep = {
  ...aiStep('Refit the tire', 'Push the bead back in.', 16_000, 19_000),
  confidence: 0.93,
  transcript: [{ start_ms: 16_500, end_ms: 18_000, text: 'Push the bead back in.' }],
};

const stepsPanel = (page: Page) => page.getByRole('complementary', { name: 'Steps' });
const stepName = (name: string) => new RegExp(`^Step \\d+: ${name}`);
const stepButton = (page: Page, name: string) =>
  stepsPanel(page).getByRole('button', { name: stepName(name) });
const rowOf = (page: Page, name: string) =>
  stepsPanel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: stepName(name) }) });
const videoTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function shoot(page: Page, name: string, width: number, height: number) {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.setViewportSize({ width, height });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS_DIR}/ai-review-${name}.png` });
}

test('AI steps show how sure the analysis was; the transcript seeks the video', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The steps carry fields (and tool names) the type of `aiStep` does not list.
  await openAiProject(page, request, {
    who: 'unsure',
    seconds: 20,
    videoName: 'tire.mp4',
    projectName: 'Fix a flat',
    steps: [unsureStep, vagueStep, sureStep],
  });

  // The sidebar: an amber Check badge on the unsure steps, its tooltip saying what to check.
  await expect(stepButton(page, 'Remove the tire')).toHaveAccessibleName(
    'Step 1: Remove the tire, 00:00.000 - 00:08.000 (AI-generated, check first)',
  );
  await expect(stepButton(page, 'Remove the tire')).toHaveAccessibleDescription(
    'AI confidence 42%. Check the start and end. Check tools: Tire lever',
  );
  const badge = rowOf(page, 'Remove the tire').getByTestId('ai-check-badge');
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText(/^Check/);
  await expect(badge).toHaveAttribute(
    'title',
    'AI confidence 42%\nCheck the start and end\nCheck tools: Tire lever',
  );
  await expect(rowOf(page, 'Patch the tube').getByTestId('ai-check-badge')).toHaveAttribute(
    'title',
    'AI confidence 50%\nCheck this step',
  );
  await expect(rowOf(page, 'Refit the tire').getByTestId('ai-check-badge')).toHaveCount(0);

  // The details: what to check, the amber timing, and the transcript with its times.
  await stepButton(page, 'Remove the tire').click();
  await expect(page.getByLabel('Step Name')).toHaveValue('Remove the tire');
  await expect(page.getByRole('region', { name: 'Check first' })).toContainText(
    'Check tools: Tire lever',
  );
  await expect(page.getByText('AI was unsure: check the start and end')).toBeVisible();
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('button')).toHaveText([
    /^00:01\.200\s*Grab two tire levers\.$/,
    /^00:04\.500\s*Hook the first one under the bead\.$/,
    /^00:06\.250\s*Then slide the second one around\.$/,
  ]);
  await shoot(page, '1440', 1440, 900);
  await shoot(page, '1280', 1280, 800);
  if (SHOTS_DIR) {
    // A phone: the steps panel folded away (as it starts on a narrow screen), the transcript in view.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Collapse steps panel' }).click();
    await transcript.scrollIntoViewIfNeeded();
    await shoot(page, '390', 390, 844);
    await page.getByRole('button', { name: 'Expand steps panel' }).click();
    // A wide screen: the tabs' column has room for the transcript beside the description.
    await shoot(page, '1920', 1920, 1080);
    await page.getByText('AI was unsure: check the start and end').scrollIntoViewIfNeeded();
    await shoot(page, 'timing-1440', 1440, 900);
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  // A line plays the video from its start (the timeline's own seek).
  await transcript.getByRole('button', { name: /Hook the first one/ }).click();
  await expect.poll(() => videoTime(page)).toBeCloseTo(4.5, 1);
  await transcript.getByRole('button', { name: /Grab two tire levers/ }).click();
  await expect.poll(() => videoTime(page)).toBeCloseTo(1.2, 1);

  // The tools: the spoken quantity, and the uncertain one outlined.
  await page.getByRole('tab', { name: 'Step Materials' }).click();
  const tools = page.getByRole('list', { name: 'Tools of this step' });
  const lever = tools.getByRole('listitem').filter({ hasText: 'Tire lever' });
  await expect(lever).toContainText('AI was unsure: check this tool');
  await expect(lever.getByLabel('Quantity of Tire lever')).toHaveValue('2');
  await expect(tools.getByRole('listitem').filter({ hasText: 'Pump' })).not.toContainText(
    'AI was unsure',
  );
  await shoot(page, 'materials-1440', 1440, 900);
  await page.getByRole('tab', { name: 'Step Details' }).click();

  // Saving the step is the review: the badge goes, the transcript stays, across a reload. The
  // wait is for the draft that holds the review: selecting the step above already queued an
  // autosave of its own (debounced), which may answer after this point.
  const autosaved = page.waitForResponse(
    (response) =>
      response.url().includes('drafts.save') &&
      response.ok() &&
      /"reviewed":\s*true/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('button', { name: 'Update Step' }).last().click();
  await expect(rowOf(page, 'Remove the tire').getByTestId('ai-check-badge')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Check first' })).toHaveCount(0);
  await expect(transcript.getByRole('button')).toHaveCount(3);
  await autosaved;
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Restored your unsaved work from/)).toBeVisible();
  await expect(rowOf(page, 'Remove the tire').getByTestId('ai-check-badge')).toHaveCount(0);
  await expect(rowOf(page, 'Patch the tube').getByTestId('ai-check-badge')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transcript' }).getByRole('button')).toHaveCount(3);
});
