import { type Browser, expect, type Page, test } from '@playwright/test';
import { createProject, registerCreator, signIn } from './api-helpers';
import { screenshot, signUp, uniqueUser } from './fixtures';
import {
  createProjectWithoutAi,
  finishProject,
  openProfile,
  projectCard,
  saveNewStep,
  testVideo,
  toast,
  writeStep,
} from './journey-support';

// Issue #19: a creator publishes a guide; a learner finds it on /guides, follows it step by step
// (the step's own video segment, the question, the done mark), resumes after a reload, likes,
// saves and comments; a draft stays closed to them; the creator's Insights show the learner.

test.describe.configure({ timeout: 240_000 });

const word = `zebrawood${Date.now().toString(36)}`;
const guideName = `Bird feeder ${word.slice(-5)}`;
const step2 = {
  name: `Sand the ${word} edges`,
  description: 'Round every edge.',
  start: 4,
  end: 7,
};

async function learner(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signUp(page, uniqueUser('learner'));
  return page;
}

/** The guide player's current step title. */
const stepTitle = (page: Page) => page.locator('#guide-step-title');

test('a learner finds, follows, resumes, likes, saves and comments on a published guide', async ({
  page,
  browser,
  request,
}) => {
  // A: a project without AI, two steps (the second asks a question), finished and published.
  const video = await testVideo(12);
  const { user: creator, account } = await registerCreator(request, 'guide-author');
  await signIn(page, creator);
  await createProjectWithoutAi(page, {
    name: guideName,
    description: 'A feeder for small birds.',
    video,
  });
  await writeStep(page, { name: 'Cut the roof', description: 'Two boards.', start: 1, end: 3 });
  await saveNewStep(page, 1);
  await writeStep(page, step2);
  await page.getByRole('tab', { name: 'Sign Off' }).click();
  await page.getByLabel('Cautionary Notes').fill('Wear a dust mask.');
  await page.getByLabel('Validation Question').fill('Which grit comes last?');
  await page.getByLabel('Validation Answer').fill('240 grit');
  await saveNewStep(page, 2);
  await finishProject(page);
  const card = projectCard(page, guideName);
  await card.getByRole('button', { name: 'Publish' }).click();
  await page
    .getByRole('dialog', { name: 'Publish this project?' })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(toast(page, 'Project published successfully')).toBeVisible();
  const draftId = await createProject(request, account, 'Secret draft', 'Not yet.', false);

  // B: a standard learner finds the guide by a word of a step name.
  const b = await learner(browser);
  await b.getByRole('link', { name: 'Explore Guides' }).click();
  await expect(b).toHaveURL(/\/guides$/);
  await expect(b.getByRole('heading', { level: 1, name: 'Explore Guides' })).toBeVisible();
  await b.getByRole('searchbox', { name: 'Search guides' }).fill(word);
  await b.keyboard.press('Enter');
  await expect(b).toHaveURL(new RegExp(`q=${word}`));
  const result = b.getByRole('article', { name: guideName });
  await expect(result).toBeVisible();
  await expect(b.getByRole('article')).toHaveCount(1);
  await expect(result).toContainText('2 steps');
  await result.getByRole('link', { name: guideName }).click();
  await expect(b.getByRole('heading', { level: 1, name: guideName })).toBeVisible();
  await expect(stepTitle(b)).toHaveText('Cut the roof');

  // Step 2: its own segment of the video (4 s to 7 s) and nothing outside it.
  await b.keyboard.press('n');
  await expect(stepTitle(b)).toHaveText(step2.name);
  const segmentVideo = b.getByLabel(`Video of ${step2.name}`);
  await expect
    .poll(() => segmentVideo.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeCloseTo(4, 1);
  await b.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(b.getByRole('button', { name: 'Play', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const stoppedAt = await segmentVideo.evaluate((v: HTMLVideoElement) => v.currentTime);
  expect(stoppedAt).toBeGreaterThanOrEqual(4);
  expect(stoppedAt).toBeLessThanOrEqual(7.05);
  await expect(b.getByRole('complementary', { name: 'Caution' })).toContainText(
    'Wear a dust mask.',
  );

  // The question: wrong (the expected answer shows), then right with a forgiving match.
  await b.getByLabel('Your answer').fill('80');
  await b.getByRole('button', { name: 'Check answer' }).click();
  await expect(b.getByText('Not quite.')).toBeVisible();
  await expect(b.getByText('240 grit', { exact: true })).toBeVisible();
  await b.getByLabel('Your answer').fill('240 Grit!');
  await b.getByRole('button', { name: 'Check answer' }).click();
  await expect(b.getByText('Correct!')).toBeVisible();
  await b.getByRole('button', { name: 'Mark step done' }).click();
  await expect(b.getByRole('button', { name: 'Step done' })).toBeVisible();
  const steps = b.getByRole('navigation', { name: 'Steps' });
  await expect(
    steps.getByRole('button', { name: new RegExp(step2.name) }).getByRole('img', { name: 'Done' }),
  ).toBeVisible();
  await screenshot(b, 'guides-player-step2');

  // A reload resumes at step 2 with its done mark (kept on the server).
  await b.waitForTimeout(300);
  await b.reload();
  await expect(stepTitle(b)).toHaveText(step2.name);
  await expect(b.getByRole('button', { name: 'Step done' })).toBeVisible();

  // Like, save and comment.
  const like = b.getByRole('button', { name: /^Like/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(b.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByTestId('like-count')).toHaveText('1');
  await b.getByRole('button', { name: /^Save\b/ }).click();
  await expect(b.getByRole('button', { name: /^Saved\b/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByTestId('save-count')).toHaveText('1');
  await b.getByLabel('Add a comment').fill('Lovely guide, thanks!');
  await b.getByRole('button', { name: 'Post comment' }).click();
  const comments = b.getByRole('list', { name: 'Comments' });
  await expect(comments).toContainText('Lovely guide, thanks!');
  await b.reload();
  await expect(b.getByRole('button', { name: /^Liked/ })).toBeVisible();
  await expect(b.getByRole('button', { name: /^Saved\b/ })).toBeVisible();
  await expect(b.getByRole('list', { name: 'Comments' })).toContainText('Lovely guide, thanks!');

  // Print / PDF: the api's PDF, fetched with B's token, opens in a new tab.
  const [pdfTab] = await Promise.all([
    b.context().waitForEvent('page'),
    b.getByRole('button', { name: 'Print / PDF' }).click(),
  ]);
  await expect.poll(() => pdfTab.url()).toMatch(/^blob:/);
  await pdfTab.close();

  // A's draft stays closed to B.
  await b.goto(`/guides/${draftId}`);
  await expect(b.getByText('Project not found.')).toBeVisible();
  await expect(b.getByRole('heading', { level: 1, name: 'Secret draft' })).toHaveCount(0);

  // B's Profile lists the liked, saved and commented guide and the search term.
  await openProfile(b);
  await expect(b.getByText(guideName).first()).toBeVisible();
  await expect(b.getByText(word, { exact: true })).toBeVisible();

  // A's card counts B's view, like and comment, and A's Insights show B's progress.
  await page.reload();
  await page.getByRole('tab', { name: /^Published/ }).click();
  for (const count of ['1 view', '1 like', '1 comment']) {
    await expect(card.getByTitle(count, { exact: true })).toBeVisible();
  }
  await card.getByRole('button', { name: `Insights: ${guideName}` }).click();
  const insights = page.getByRole('dialog', { name: `Insights: ${guideName}` });
  await expect(insights.getByText('Viewers').locator('..')).toContainText('1');
  await expect(insights.getByRole('row', { name: new RegExp(step2.name) })).toContainText('1');
});
