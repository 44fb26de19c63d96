import { expect, type Locator, test } from '@playwright/test';
import { registerCreator, signIn } from './api-helpers';
import { createProjectWithoutAi, testVideo } from './journey-support';

// Issue #18: where the creator's feedback shows. A refusal shows once, at its field, which comes
// into view and takes focus; toasts stay clear of the page header's buttons and of each other.

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement);

/** True when the element's box lies inside the window. */
const inView = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });

test('Create with an empty name: the error shows at the name field, in view and focused', async ({
  page,
}) => {
  await signIn(page, (await registerCreator(page.request, 'create-name')).user);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New Project' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Save and Continue to Annotate' });
    await submit.scrollIntoViewIfNeeded();
    await submit.click();

    const name = page.getByLabel('Project Name');
    await expect(page.getByText('Project name is required.')).toHaveCount(1);
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/Project name is required\./);
    await expect.poll(() => isFocused(name)).toBe(true);
    await expect.poll(() => inView(name)).toBe(true);
  }
});

test('an empty step save says "Step name is required." once, at the focused name field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, (await registerCreator(page.request, 'empty-save')).user);
  await createProjectWithoutAi(page, {
    name: 'Shelf',
    description: 'A wall shelf',
    video: await testVideo(6),
  });
  await page.getByRole('tab', { name: 'Step Materials' }).click();
  await page.getByRole('button', { name: 'Save New Step' }).last().click();

  await expect(page.getByRole('tab', { name: 'Step Details' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Step name is required.')).toHaveCount(1);
  const name = page.getByLabel('Step Name');
  await expect(name).toHaveAccessibleDescription(/Step name is required\./);
  await expect.poll(() => isFocused(name)).toBe(true);
  await expect.poll(() => inView(name)).toBe(true);
});

test('toasts stack under the header buttons, newest on top, with a gap, at most three', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, (await registerCreator(page.request, 'toasts')).user);
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/repository');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Materials & Tools Repository' }),
    ).toBeVisible();
    await expect(page.locator('[data-splash]')).toHaveCount(0, { timeout: 10_000 });
    const main = page.getByRole('main');
    const addTool = main.getByRole('button', { name: 'Add Tool' }).first();
    const names = [1, 2, 3, 4].map((n) => `Clamp ${width}-${n}`);
    for (const name of names) {
      // The Add button stays clickable while the toasts show: they are not over it.
      await addTool.click();
      const dialog = page.getByRole('dialog', { name: 'Add Tool' });
      await dialog.getByLabel('Tool name').fill(name);
      await dialog.getByRole('button', { name: 'Add Tool' }).click();
      await expect(dialog).toHaveCount(0);
    }
    const toasts = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect.poll(() => toasts.count()).toBeGreaterThanOrEqual(2);
    expect(await toasts.count()).toBeLessThanOrEqual(3);

    // Let the toasts' enter and leave transitions finish before measuring.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => 0))),
    );
    const header = await addTool.boundingBox();
    const boxes = await toasts.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, text: element.textContent ?? '' };
      }),
    );
    boxes.sort((a, b) => a.top - b.top);
    expect(boxes[0]!.top).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(boxes[0]!.text).toContain(names[3]!);
    for (let index = 1; index < boxes.length; index += 1) {
      expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom + 4);
    }
  }
});
