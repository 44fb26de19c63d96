import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLUR, type BlurGuide, CALLOUTS, publishBlurGuide } from './support/blur-guide';
import { useTwoCreators } from './support/creators';
import { bearer } from './support/identity';
import { type Picture, type PixelBox, pixelAt, readPpm, roughness } from './support/pixels';

/**
 * Issue #20 in the printable guide, read back the way a person sees it (poppler renders the
 * pages at 100 dpi): the blur region is printed redacted, arrows and numbered callouts are drawn
 * in their own colours, and a frame that cannot be redacted is not printed at all.
 */
const h = useTwoCreators();
const work = mkdtempSync(join(tmpdir(), 'guide-pdf-shapes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const DPI = 100;

let guide: BlurGuide;
let text = '';
/** The page that holds the secret frame, and where the frame is on it (pixels). */
let page: Picture;
let pageIndex = -1;
let frame: PixelBox;

const isCyan = ([r, g, b]: number[]) => (r ?? 255) < 60 && (g ?? 0) > 200 && (b ?? 0) > 200;

/** The box of the frame's cyan border on a page, or null when the page has none. */
function cyanBox(picture: Picture): PixelBox | null {
  let [left, top, right, bottom] = [Infinity, Infinity, -1, -1];
  for (let y = 0; y < picture.height; y += 1) {
    for (let x = 0; x < picture.width; x += 1) {
      if (!isCyan(pixelAt(picture, x, y))) continue;
      left = Math.min(left, x);
      top = Math.min(top, y);
      right = Math.max(right, x);
      bottom = Math.max(bottom, y);
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** A part of the frame (fractions) in page pixels, shrunk by `inset` pixels each side. */
const part = (f: { x: number; y: number; width: number; height: number }, inset = 0): PixelBox => ({
  x: Math.round(frame.x + f.x * frame.width + inset),
  y: Math.round(frame.y + f.y * frame.height + inset),
  width: Math.round(f.width * frame.width - 2 * inset),
  height: Math.round(f.height * frame.height - 2 * inset),
});

function countPixels(picture: Picture, box: PixelBox, test: (rgb: number[]) => boolean): number {
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y += 1) {
    for (let x = box.x; x < box.x + box.width; x += 1) if (test(pixelAt(picture, x, y))) count += 1;
  }
  return count;
}

const COLOURS: Record<string, (rgb: number[]) => boolean> = {
  red: ([r = 0, g = 0, b = 0]) => r > 200 && g < 110 && b < 110,
  green: ([r = 0, g = 0, b = 0]) => r < 90 && g > 160 && b < 140,
  blue: ([r = 0, g = 0, b = 0]) => r < 110 && g > 100 && g < 170 && b > 200,
  yellow: ([r = 0, g = 0, b = 0]) => r > 220 && g > 170 && b < 90,
};

beforeAll(async () => {
  guide = await publishBlurGuide(h.ctx, h.alice);
  const res = await h.ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${guide.id}/guide.pdf`,
    headers: bearer(h.bob),
  });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const pdf = join(work, 'guide.pdf');
  writeFileSync(pdf, res.rawPayload);
  text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-r', String(DPI), pdf, join(work, 'page')]);
  const pages = readdirSync(work)
    .filter((name) => name.startsWith('page') && name.endsWith('.ppm'))
    .sort()
    .map((name) => readPpm(readFileSync(join(work, name))));
  pageIndex = pages.findIndex((picture) => cyanBox(picture) !== null);
  const found = pages[pageIndex];
  const box = found && cyanBox(found);
  if (!found || !box) throw new Error('The secret frame is on no page.');
  page = found;
  frame = box;
});

describe('the printable guide of a frame with arrows, callouts and a blur region', () => {
  it('prints the region redacted and the picture around it sharp', () => {
    // 4-pixel squares printed at about 1.04 page pixels each: sharp, they step by ~64.
    const under = part(BLUR, 6);
    const beside = part({ x: 0.6, y: 0.1, width: 0.3, height: 0.3 });
    expect(roughness(page, beside)).toBeGreaterThan(30);
    expect(roughness(page, under)).toBeLessThan(8);
  });

  it('draws each shape in its own colour: a red arrow, blue callouts, a green box, the blur edge yellow', () => {
    const counts = Object.fromEntries(
      Object.entries(COLOURS).map(([name, test]) => [name, countPixels(page, frame, test)]),
    );
    expect(counts.red).toBeGreaterThan(150);
    expect(counts.blue).toBeGreaterThan(300);
    expect(counts.green).toBeGreaterThan(150);
    // Yellow only where the blur region (no colour given: the default) is.
    const blurArea = part({
      x: BLUR.x - 0.02,
      y: BLUR.y - 0.12,
      width: BLUR.width + 0.04,
      height: BLUR.height + 0.14,
    });
    const yellowInBlur = countPixels(page, blurArea, COLOURS.yellow ?? (() => false));
    expect(yellowInBlur).toBeGreaterThan(150);
    expect((counts.yellow ?? 0) - yellowInBlur).toBeLessThan(20);
    // The arrow's head is a filled triangle at (0.8, 0.75): red all around its tip.
    const head = part({ x: 0.78, y: 0.74, width: 0.02, height: 0.02 });
    expect(
      countPixels(page, { ...head, width: 4, height: 4 }, COLOURS.red ?? (() => false)),
    ).toBeGreaterThan(4);
  });

  it('numbers the callouts 1 and 2 in their list order, inside their circles', () => {
    const pdf = join(work, 'guide.pdf');
    const html = execFileSync(
      'pdftotext',
      ['-bbox', '-f', String(pageIndex + 1), '-l', String(pageIndex + 1), pdf, '-'],
      {
        encoding: 'utf8',
      },
    );
    const words = [
      ...html.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map((m) => ({
      x: (Number(m[1]) + Number(m[3])) / 2,
      y: (Number(m[2]) + Number(m[4])) / 2,
      word: m[5],
    }));
    const pt = (px: number) => (px * 72) / DPI;
    CALLOUTS.forEach((callout, i) => {
      const centre = {
        x: pt(frame.x + callout.x * frame.width),
        y: pt(frame.y + callout.y * frame.height),
      };
      const near = words.filter((w) => Math.hypot(w.x - centre.x, w.y - centre.y) < 6);
      expect(near.map((w) => w.word)).toEqual([String(i + 1)]);
    });
    expect(text).toContain('Push here');
  });

  it('never prints a blur region’s text: not over the frame, not in its caption', () => {
    expect(text).toContain('Hinge, Push here, First, Second');
    for (const hidden of ['Serial number', 'Hidden 1', 'Hidden 2', 'Hidden 3']) {
      expect(text).not.toContain(hidden);
    }
  });

  it('writes a frame’s time as the app does everywhere (spec 9: mm:ss.mmm)', () => {
    // The fixture's frames are 1 s into steps starting at 0, 10 and 20 s.
    expect(text).toContain('Frame at 00:01.000: Hinge');
    expect(text).toContain('Frame at 00:11.000: Port');
    expect(text).toContain('Frame at 00:21.000 (Image not available.)');
    expect(text).not.toMatch(/Frame at \d:\d\d\b(?!\.)/);
  });

  it('prints no image, not even a raw one, for a frame with a blur region that cannot be redacted', () => {
    expect(text.match(/\(Image not available\.\)/g)).toHaveLength(3);
    // The GIF would otherwise have been opened and refused for its format.
    expect(text).not.toContain('JPEG or PNG only');
    expect(text).not.toContain('could not be read');
  });
});
