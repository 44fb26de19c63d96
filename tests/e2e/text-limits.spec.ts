import { expect, test } from '@playwright/test';
import { signUp, uniqueUser } from './fixtures';

/**
 * Issue #18 point 7: the forms take no more than the server does and say so. A 336-character
 * project name is cut to 120 with a message (not silently), a 300-character material name
 * cannot be typed past 120, and a counter shows near the limit.
 */
test.describe('text length limits in the forms', () => {
  test('Create: a pasted 336-character name is cut to 120 and the field says so', async ({
    page,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'clipboard permissions are a Chromium feature');
    await signUp(page, uniqueUser('limits'));
    await page.goto('/create');
    const name = page.getByLabel('Project Name');
    await expect(name).toHaveAttribute('maxlength', '120');

    await name.fill('b'.repeat(95));
    await expect(page.getByText('/120')).toHaveCount(0);
    await name.fill('b'.repeat(100));
    await expect(page.getByText('100/120')).toBeVisible();

    await name.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate((text) => navigator.clipboard.writeText(text), 'x'.repeat(336));
    await name.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(name).toHaveValue('x'.repeat(120));
    await expect(page.getByText('120/120')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'was cut to 120' })).toBeVisible();
  });

  test('Repository: a material name stops at 120 characters with the counter in red', async ({
    page,
  }) => {
    await signUp(page, uniqueUser('limits'));
    await page.goto('/repository');
    await page.getByRole('tab', { name: /Materials/ }).click();
    await page.getByRole('button', { name: 'Add Material' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Material' });
    const name = dialog.getByLabel('Material name');
    await name.fill('m'.repeat(110));
    await name.press('End');
    await page.keyboard.type('m'.repeat(20));
    await expect(name).toHaveValue('m'.repeat(120));
    await expect(dialog.getByText('Limit reached: at most 120 characters.')).toBeVisible();
  });
});
