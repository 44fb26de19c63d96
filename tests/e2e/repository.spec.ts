import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  dismissToasts,
  registerCreator,
  screenshots as saveScreenshots,
  signIn,
} from './api-helpers';

const screensDir = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const screenshots = (page: Page, name: string) => saveScreenshots(page, screensDir, name);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A small RGB PNG with a diagonal gradient, drawn here so the test needs no fixture file. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      rows.set([40 + (x * 180) / width, 90 + (y * 120) / height, 200], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const card = (page: Page, name: string) =>
  page.getByTestId('repository-item').filter({ hasText: name });

async function openRepository(page: Page) {
  await page.getByRole('link', { name: 'Repository' }).click();
  await expect(page).toHaveURL(/\/repository$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Materials & Tools Repository' }),
  ).toBeVisible();
}

async function openAddDialog(page: Page, noun: 'Tool' | 'Material'): Promise<Locator> {
  // The toast of the last change sits over the Add button (both top right): close it first.
  await dismissToasts(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add ${noun}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Add ${noun}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('tools: add with an image, search, edit and delete, with every check', async ({
  page,
  request,
}) => {
  await signIn(page, (await registerCreator(request, 'tools')).user);
  await openRepository(page);
  await expect(page.getByRole('tab', { name: 'Tools (0)', selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Materials (0)' })).toBeVisible();
  await expect(page.getByText('No tools in your repository yet.')).toBeVisible();
  await screenshots(page, 'repository-empty');

  let dialog = await openAddDialog(page, 'Tool');
  await dialog.getByLabel('Purchase link').fill('shop.example/hammer');
  await dialog.getByRole('button', { name: 'Add Tool' }).click();
  await expect(dialog.getByText('Tool name is required.')).toBeVisible();
  await expect(
    dialog.getByText('Purchase link must be a valid URL starting with http:// or https://'),
  ).toBeVisible();

  // Hidden behind the 'Choose image' button (one accessible control).
  const image = dialog.locator('input[type="file"]');
  await image.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(dialog.getByText('Please select an image file.')).toBeVisible();
  await image.setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText('Image size must be less than 5MB.')).toBeVisible();
  await screenshots(page, 'repository-dialog-errors');

  await dialog.getByLabel('Tool name').fill('Claw hammer');
  await dialog.getByLabel('Specification').fill('16 oz, fibreglass handle');
  await dialog.getByLabel('Purchase link').fill('https://shop.example/hammer');
  await image.setInputFiles({
    name: 'hammer.png',
    mimeType: 'image/png',
    buffer: gradientPng(96, 72),
  });
  await expect(dialog.getByText('hammer.png')).toBeVisible();
  await expect(dialog.getByText('Image size must be less than 5MB.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add Tool' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tool "Claw hammer" added to your repository.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tools (1)', selected: true })).toBeVisible();

  const hammer = card(page, 'Claw hammer');
  await expect(hammer.getByText('16 oz, fibreglass handle')).toBeVisible();
  await expect(hammer.getByRole('link', { name: 'Purchase link' })).toHaveAttribute(
    'href',
    'https://shop.example/hammer',
  );
  const thumbnail = hammer.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/files\/users\/.+\?.*sig=/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

  dialog = await openAddDialog(page, 'Tool');
  await dialog.getByLabel('Tool name').fill('Chisel');
  await dialog.getByRole('button', { name: 'Add Tool' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Tools (2)' })).toBeVisible();
  await screenshots(page, 'repository-tools');

  const search = page.getByRole('searchbox', { name: 'Search tools' });
  await search.fill('FIBREGLASS');
  await expect(card(page, 'Claw hammer')).toBeVisible();
  await expect(card(page, 'Chisel')).toHaveCount(0);
  await search.fill('chis');
  await expect(card(page, 'Chisel')).toBeVisible();
  await expect(card(page, 'Claw hammer')).toHaveCount(0);
  await search.fill('saw');
  await expect(page.getByText('No tools match "saw".')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByTestId('repository-item')).toHaveCount(2);

  await page.getByRole('button', { name: 'Edit tool Claw hammer' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Tool' });
  await expect(dialog.getByLabel('Tool name')).toHaveValue('Claw hammer');
  await dialog.getByLabel('Tool name').fill('  ');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Tool name is required.')).toBeVisible();
  await dialog.getByLabel('Tool name').fill('Framing hammer');
  await dialog.getByLabel('Purchase link').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tool "Framing hammer" updated.')).toBeVisible();
  const framing = card(page, 'Framing hammer');
  await expect(framing.getByRole('link', { name: 'Purchase link' })).toHaveCount(0);
  await expect(framing.locator('img')).toHaveAttribute('src', /sig=/);

  await page.getByRole('button', { name: 'Delete tool Chisel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Tool' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Chisel" from your repository? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card(page, 'Chisel')).toBeVisible();
  await page.getByRole('button', { name: 'Delete tool Chisel' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'Chisel')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Tools (1)' })).toBeVisible();
});

test('materials: add, edit and delete, and the load failure with Retry', async ({
  page,
  request,
}) => {
  await signIn(page, (await registerCreator(request, 'materials')).user);
  await openRepository(page);
  await page.getByRole('tab', { name: 'Materials (0)' }).click();
  await expect(page.getByText('No materials in your repository yet.')).toBeVisible();

  let dialog = await openAddDialog(page, 'Material');
  await dialog.getByRole('button', { name: 'Add Material' }).click();
  await expect(dialog.getByText('Material name is required.')).toBeVisible();
  await dialog.getByLabel('Material name').fill('Wood glue');
  await dialog.getByLabel('Specification').fill('PVA, 250 ml');
  await dialog.getByLabel('Purchase link').fill('ftp://shop.example/glue');
  await dialog.getByRole('button', { name: 'Add Material' }).click();
  await expect(
    dialog.getByText('Purchase link must be a valid URL starting with http:// or https://'),
  ).toBeVisible();
  await dialog.getByLabel('Purchase link').fill('http://shop.example/glue');
  await dialog.getByRole('button', { name: 'Add Material' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Materials (1)', selected: true })).toBeVisible();
  await expect(card(page, 'Wood glue')).toContainText('PVA, 250 ml');

  await page.getByRole('button', { name: 'Edit material Wood glue' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Material' });
  await dialog.getByLabel('Specification').fill('PVA, 500 ml');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Wood glue')).toContainText('PVA, 500 ml');
  await screenshots(page, 'repository-materials');

  await page.getByRole('button', { name: 'Delete material Wood glue' }).click();
  await page
    .getByRole('dialog', { name: 'Delete Material' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No materials in your repository yet.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Materials (0)' })).toBeVisible();

  // The api unreachable: 'Network error: {message}' in the Connection Error box.
  const listCall = (url: URL) =>
    url.pathname.startsWith('/trpc/') && url.pathname.includes('repository.list');
  await page.route(listCall, (route) => route.abort('failed'));
  await page.reload();
  const box = page.getByRole('alert').filter({ hasText: 'Connection Error' });
  await expect(box).toContainText('Network error: Failed to fetch');
  await screenshots(page, 'repository-connection-error');

  // The api answering 500: 'Failed to load tools: 500 Internal Server Error'.
  await page.unroute(listCall);
  await page.route(listCall, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'down' }),
  );
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(box).toContainText('Failed to load tools: 500 Internal Server Error');

  await page.unroute(listCall);
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(box).toBeHidden();
  await expect(page.getByText('No tools in your repository yet.')).toBeVisible();
});
