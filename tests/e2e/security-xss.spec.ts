import { expect, type Page, test } from '@playwright/test';
import { api, registerCreator, signIn } from './api-helpers';
import { createVideoProject, openEditor, uploadFile, uploadTestVideo } from './authoring-support';
import { makePng } from './project-fixtures';

/**
 * #10 security pass: free text is shown as text. Every field a creator types (project name, step name,
 * description and notes, annotation text) holds a payload that would run
 * script if it were ever put into the page as HTML; the screens that show them must show the
 * characters and run nothing.
 */
// Short enough for the 120-character names (contracts TEXT_LIMITS).
const payload = (field: string) =>
  `${field} <img src=x onerror="__xss=(window.__xss||[]).concat('${field}')"><script>__xss=['${field}!']</script>`;

const NAME = payload('project');

/** Nothing ran: no payload set its marker and no dialog opened. */
async function expectNoScriptRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
  // No element the payloads describe exists in the page.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
}

test('names, descriptions, notes and annotation texts with HTML in them are shown as text', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const { user, account } = await registerCreator(request, 'xss');
  const video = await uploadTestVideo(request, account, 5);
  const projectId = await createVideoProject(request, account, NAME, [video]);
  const frame = await uploadFile(request, account, makePng(64, 36), 'frame_500.png', {
    purpose: 'annotation-frame',
    filetype: 'image/png',
    projectId,
  });
  await api(request, account, 'POST', '/upload_steps', {
    project_id: projectId,
    user_id: account.uid,
    steps: [
      {
        name: payload('step'),
        description: payload('step description'),
        cautionary_notes: payload('caution'),
        best_practice_notes: payload('practice'),
        video_start_time_ms: 0,
        video_end_time_ms: 2000,
        step_order: 0,
        annotations: [
          {
            frame_timestamp_ms: 500,
            annotation_type: 'rectangle',
            component_name: payload('annotation'),
            data: { type: 'rectangle', x: 0.1, y: 0.1, width: 0.3, height: 0.3 },
            frame_image_path: frame.path,
          },
        ],
      },
    ],
  });

  await signIn(page, user);
  await page.getByRole('tab', { name: /^Drafts/ }).click();
  await expect(page.getByText(NAME, { exact: true }).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);

  await openEditor(page, projectId, NAME);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Authoring: ${NAME}`);
  const steps = page.getByRole('complementary', { name: 'Steps' });
  const expand = steps.getByRole('button', { name: 'Expand steps panel' });
  if (await expand.isVisible()) await expand.click();
  await expect(steps.getByText(payload('step'), { exact: true })).toBeVisible();
  await steps.getByRole('button', { name: /^Step 1: / }).click();
  await expect(page.getByLabel('Step Name')).toHaveValue(payload('step'));
  await expect(page.getByLabel('Step Description')).toHaveValue(payload('step description'));
  await page.getByRole('button', { name: /^Edit the 1 annotation of the frame at / }).click();
  const popup = page.getByRole('dialog', { name: 'Annotate Frame' });
  await expect(popup.getByText(payload('annotation'), { exact: true }).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);
  await popup.getByRole('button', { name: 'Done', exact: true }).click();
  await page.getByRole('tab', { name: 'Sign Off' }).click();
  await expect(page.getByLabel('Cautionary Notes')).toHaveValue(payload('caution'));
  await expect(page.getByLabel('Best Practice Notes')).toHaveValue(payload('practice'));
  await expectNoScriptRan(page, dialogs);

  await page.getByRole('button', { name: 'Overview', exact: true }).click();
  await expect(page.getByText(payload('step'), { exact: true }).first()).toBeVisible();
  await expectNoScriptRan(page, dialogs);
});
