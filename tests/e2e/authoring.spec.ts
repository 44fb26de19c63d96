import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { api, registerCreator, screenshots, signIn } from './api-helpers';
import { createVideoProject, openEditor, uploadTestVideo } from './authoring-support';
import { makePng } from './project-fixtures';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

const player = (page: Page) => page.getByRole('region', { name: 'Video player' });
const stepTiming = (page: Page) => player(page).getByText(/Start .* End /);

/** Draws a rectangle on the popup's canvas, from and to fractions of its box. */
async function drawRectangle(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByTestId('annotation-canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 8 });
  await page.mouse.up();
}

/** Seeks with the player's second steps and marks with its buttons. */
async function markTimes(page: Page, start: number, end: number) {
  const controls = player(page);
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
  await controls.getByRole('button', { name: 'Mark Start' }).click();
  await seekTo(end);
  await controls.getByRole('button', { name: 'Mark End' }).click();
  await expect(controls.getByRole('status')).toHaveText(
    `End marked at 00:${String(end).padStart(2, '0')}.000`,
  );
}

test('a creator authors, annotates and finalizes a project, losing nothing across a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  page.on('dialog', (dialog) => void dialog.accept());
  const { user, account } = await registerCreator(request, 'author');
  await api(request, account, 'POST', `/users/${account.uid}/tools`, {
    name: 'Cordless drill',
    specification: '18 V',
    purchase_link: 'https://shop.example/drill',
    image_path: null,
  });
  const video = await uploadTestVideo(request, account, 20);
  const projectId = await createVideoProject(request, account, 'Wall shelf', [video]);
  await signIn(page, user);
  await openEditor(page, projectId, 'Wall shelf');

  // Times with the keyboard: two seconds on, I; three more, O.
  const videoElement = page.locator('video');
  await videoElement.focus();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('i');
  await expect(player(page).getByRole('status')).toHaveText('Start marked at 00:02.000');
  for (let n = 0; n < 3; n += 1) await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('o');
  await expect(player(page).getByRole('status')).toHaveText('End marked at 00:05.000');
  await expect(stepTiming(page)).toHaveText('Start 00:02.000 – End 00:05.000');

  // A frame: C opens the popup; a rectangle with text; undo and redo.
  await page.keyboard.press('c');
  const popup = page.getByRole('dialog', { name: 'Annotate Frame' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await drawRectangle(page, [0.2, 0.2], [0.5, 0.6]);
  await popup.getByLabel('Annotation text').fill('Drill the pilot hole here');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup.getByText('Drill the pilot hole here')).toBeVisible();
  // Outside the text field, Ctrl+Z undoes the last edit of the annotations.
  await popup.getByTestId('annotation-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(popup.getByText('Drill the pilot hole here')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(popup.getByText('Drill the pilot hole here')).toBeVisible();
  await screenshots(page, screensDir, 'authoring-popup');
  await popup.getByRole('button', { name: 'Done' }).click();
  await expect(popup).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: /Edit the 1 annotation of the frame at 00:05.000/ }),
  ).toBeVisible();

  // Details.
  await page.getByLabel('Step Name').fill('Mark and drill the holes');
  await page
    .getByLabel('Step Description')
    .fill('Mark the stud positions and drill two pilot holes.');
  await screenshots(page, screensDir, 'authoring-step');

  // Leaving with a step half written asks first; Cancel stays with everything in place.
  await page.getByRole('button', { name: 'Back to Home' }).click();
  const leave = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(
    leave.getByText(
      'You have unsaved changes. Are you sure you want to leave authoring? Your changes will not be saved.',
    ),
  ).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/annotate/${projectId}$`));
  await expect(page.getByLabel('Step Name')).toHaveValue('Mark and drill the holes');

  // Materials: a tool from the repository (quantity 2) and a new material.
  await page.getByRole('tab', { name: 'Step Materials' }).click();
  await page.getByRole('button', { name: 'Add from repository: Tool' }).click();
  const picker = page.getByRole('dialog', { name: 'Add tool from repository' });
  await picker.getByText('Cordless drill').click();
  await picker.getByLabel('Quantity').fill('2');
  await picker.getByRole('button', { name: 'Add to step' }).click();
  await expect(picker).toHaveCount(0);
  await page.getByRole('button', { name: 'Add new: Material' }).click();
  const newMaterial = page.getByRole('dialog', { name: 'Add new material' });
  await newMaterial.getByLabel('Material name').fill('Wall plugs');
  await newMaterial.getByLabel('Specification').fill('6 mm');
  await newMaterial.getByLabel('Quantity').fill('4');
  await newMaterial.getByRole('button', { name: 'Add to step' }).click();
  await expect(newMaterial).toHaveCount(0);
  await expect(page.getByText('Wall plugs')).toBeVisible();
  await screenshots(page, screensDir, 'authoring-materials');

  // A supplementary file and a result image.
  await page.getByRole('tab', { name: 'Files' }).click();
  // The file input is hidden behind the 'Choose files' button (one accessible control).
  await page
    .getByRole('tabpanel')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'cut-list.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Shelf 600 x 200 x 18 mm\n'),
    });
  await page.getByLabel('Display name for cut-list.txt').fill('Cut list');
  await page.getByRole('button', { name: 'Add to step: cut-list.txt' }).click();
  await expect(page.getByText('Cut list')).toBeVisible();
  await page.getByRole('tab', { name: 'Result' }).click();
  await page
    .getByRole('tabpanel')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'shelf.png',
      mimeType: 'image/png',
      buffer: makePng(64, 48),
    });
  await expect(page.getByRole('img', { name: 'Result image' })).toBeVisible();

  // Sign-off, then save.
  await page.getByRole('tab', { name: 'Sign Off' }).click();
  await page.getByLabel('Cautionary Notes').fill('Check for cables before drilling.');
  await page.getByLabel('Best Practice Notes').fill('Use a spirit level.');
  await page.getByLabel('Validation Question').fill('How many pilot holes?');
  await page.getByLabel('Validation Answer').fill('Two');
  await screenshots(page, screensDir, 'authoring-signoff');
  await page.getByRole('button', { name: 'Save New Step' }).last().click();
  await page.getByRole('button', { name: 'Expand steps panel' }).click();
  const steps = page.getByRole('list', { name: 'Project steps' });
  await expect(page.getByText('1 steps total')).toBeVisible();
  await expect(page.getByLabel('Step Name')).toHaveValue('');

  // Two more steps, timed with the buttons; the second gets a captured, annotated result frame.
  await page.getByLabel('Step Name').fill('Fix the brackets');
  await page.getByLabel('Step Description').fill('Screw the brackets to the wall.');
  await markTimes(page, 6, 9);
  await page.getByRole('tab', { name: 'Result' }).click();
  await page.getByRole('button', { name: 'Capture Result Frame' }).click();
  const resultPopup = page.getByRole('dialog', { name: 'Annotate Result Frame' });
  await expect(
    resultPopup.getByText(
      'Result frame captured. Add annotations, then close the popup to finalize.',
    ),
  ).toBeVisible();
  await drawRectangle(page, [0.3, 0.3], [0.7, 0.7]);
  await resultPopup.getByLabel('Annotation text').fill('Level bracket');
  await resultPopup.getByRole('button', { name: 'Submit' }).click();
  await resultPopup.getByRole('button', { name: 'Done' }).click();
  await expect(resultPopup).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Result image' })).toBeVisible();
  await screenshots(page, screensDir, 'authoring-result-frame');
  await page.getByRole('button', { name: 'Save New Step' }).last().click();
  await expect(page.getByLabel('Step Name')).toHaveValue('');
  await expect(page.getByText('2 steps total')).toBeVisible();
  // Half of a third step, then a reload: the draft brings the form back.
  await page.getByLabel('Step Name').fill('Hang the shelf');
  await page.getByLabel('Step Description').fill('Lay the board on the brackets.');
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByText(/^Draft saved at/)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authoring: Wall shelf' }),
  ).toBeVisible();
  await expect(page.getByText(/^Restored your unsaved work from/)).toBeVisible();
  await expect(page.getByLabel('Step Name')).toHaveValue('Hang the shelf');
  await expect(page.getByLabel('Step Description')).toHaveValue('Lay the board on the brackets.');
  await page.getByRole('button', { name: 'Expand steps panel' }).click();
  await expect(page.getByText('2 steps total')).toBeVisible();
  await screenshots(page, screensDir, 'authoring-restored');
  await markTimes(page, 10, 14);
  await page.getByRole('button', { name: 'Save New Step' }).last().click();
  await expect(page.getByText('3 steps total')).toBeVisible();

  // Edit the second step, delete the third.
  await steps.getByRole('button', { name: /^Step 2: Fix the brackets/ }).click();
  await expect(page.getByText('Loaded step "Fix the brackets" for editing')).toBeVisible();
  await expect(page.getByText('Editing Step 2')).toBeVisible();
  await page.getByLabel('Step Name').fill('Fix both brackets');
  await page.getByRole('button', { name: 'Update Step' }).last().click();
  await expect(steps.getByRole('button', { name: /^Step 2: Fix both brackets/ })).toBeVisible();
  await steps.getByRole('button', { name: 'Delete step 3: Hang the shelf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this step?' });
  await expect(
    confirm.getByText(
      'Are you sure you want to delete "Step 3: Hang the shelf"? This action cannot be undone.',
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Step' }).click();
  await expect(page.getByText('2 steps total')).toBeVisible();

  // The overview counts what the steps hold.
  const nav = page.getByRole('navigation', { name: 'Step Authoring' });
  await nav.getByRole('button', { name: 'Overview' }).click();
  const stats = page.getByRole('definition');
  await expect(stats).toHaveText(['2', '1', '1', '1', '1']);
  await expect(page.getByRole('term')).toHaveText([
    'Total Steps',
    'Annotations',
    'Tools',
    'Materials',
    'Files',
  ]);
  await screenshots(page, screensDir, 'authoring-overview');

  // Finalize: the buy list merges the same item; Finish Project lands on My Projects.
  await nav.getByRole('button', { name: 'Finalize Project' }).click();
  await page.getByRole('button', { name: 'Add Cordless drill to the shopping list' }).click();
  await page.getByRole('button', { name: 'Add Cordless drill to the shopping list' }).click();
  await expect(page.getByLabel('Quantity of Cordless drill')).toHaveValue('2');
  await page.getByLabel('Item name').fill('cordless DRILL');
  await page.getByLabel('Specification', { exact: true }).last().fill('18 v');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByLabel('Quantity of Cordless drill')).toHaveValue('3');
  await screenshots(page, screensDir, 'authoring-finalize');
  await page.getByRole('button', { name: 'Finish Project' }).click();
  await expect(page).toHaveURL(/\/my-projects$/, { timeout: 10_000 });
  await page.getByRole('tab', { name: /^Drafts/ }).click();
  await expect(page.getByText('Wall shelf')).toBeVisible();

  // What was finalized is what the editor showed, and the draft is gone.
  const stored = (await api(request, account, 'GET', `/projects/${projectId}/steps`)) as {
    name: string;
    annotations: unknown[];
    result_image_path: string | null;
  }[];
  expect(stored.map((step) => step.name)).toEqual([
    'Mark and drill the holes',
    'Fix both brackets',
  ]);
  expect(stored[0]?.annotations).toHaveLength(1);
  expect(stored[1]?.result_image_path).toMatch(
    /result_images\/.*result_with_annotations_9000\.jpg$/,
  );
  const draft = await request.get(`/api/projects/${projectId}/draft`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(draft.status()).toBe(404);
});
