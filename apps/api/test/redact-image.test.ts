import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readImageHeader, shownSize } from '../src/media/image-header';
import { pixelRegion, redactImage, redactionCellPx } from '../src/media/redact-image';
import { patternPng } from './support/images';
import { checker, decode, type PixelBox, roughness } from './support/pixels';

/**
 * The ffmpeg redaction of a blur region, on real images: the region is pixelated on the picture
 * as it is SHOWN (EXIF orientation applied), so it covers what the creator covered.
 */
const work = mkdtempSync(join(tmpdir(), 'redact-image-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A JPEG made by ffmpeg from `png`. */
function jpegOf(png: Buffer, name: string): Buffer {
  const source = join(work, `${name}.png`);
  const out = join(work, `${name}.jpg`);
  writeFileSync(source, png);
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', source, '-q:v', '2', out]);
  return readFileSync(out);
}

/** `jpeg` with an EXIF block saying `orientation` (APP1 right after the start marker). */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const body = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), app1, body, jpeg.subarray(2)]);
}

async function redact(
  bytes: Buffer,
  name: string,
  box: { x: number; y: number; w: number; h: number },
) {
  const input = join(work, `${name}-in`);
  const output = join(work, `${name}-out.jpg`);
  writeFileSync(input, bytes);
  const header = readImageHeader(bytes);
  if (!header) throw new Error('no header');
  const size = shownSize(header);
  const region = pixelRegion({ x: box.x, y: box.y, width: box.w, height: box.h }, size);
  const started = performance.now();
  await redactImage(input, output, header, [region]);
  return { picture: decode(readFileSync(output)), ms: performance.now() - started };
}

type Quadrant = 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight';
const quadrants = (width: number, height: number): Record<Quadrant, PixelBox> => {
  const [w, h] = [width / 2, height / 2];
  return {
    topLeft: { x: 4, y: 4, width: w - 8, height: h - 8 },
    topRight: { x: w + 4, y: 4, width: w - 8, height: h - 8 },
    bottomLeft: { x: 4, y: h + 4, width: w - 8, height: h - 8 },
    bottomRight: { x: w + 4, y: h + 4, width: w - 8, height: h - 8 },
  };
};

describe('redactImage', () => {
  it('reads the size and orientation of JPEG and PNG headers, and nothing else', () => {
    const png = patternPng(64, 32, checker(4));
    expect(readImageHeader(png)).toEqual({ format: 'png', width: 64, height: 32, orientation: 1 });
    const jpeg = jpegOf(png, 'header');
    expect(readImageHeader(jpeg)).toEqual({
      format: 'jpeg',
      width: 64,
      height: 32,
      orientation: 1,
    });
    const turned = readImageHeader(withOrientation(jpeg, 6));
    expect(turned).toEqual({ format: 'jpeg', width: 64, height: 32, orientation: 6 });
    expect(turned && shownSize(turned)).toEqual({ width: 32, height: 64 });
    expect(readImageHeader(Buffer.from('GIF89a-not-an-image'))).toBeNull();
    expect(readImageHeader(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBeNull();
  });

  it('pixelates the region and leaves the rest of the picture as it was', async () => {
    const png = patternPng(640, 360, checker(4));
    const { picture, ms } = await redact(png, 'plain', { x: 0, y: 0, w: 0.5, h: 0.5 });
    expect([picture.width, picture.height]).toEqual([640, 360]);
    const q = quadrants(640, 360);
    expect(roughness(picture, q.topLeft)).toBeLessThan(6);
    for (const name of ['topRight', 'bottomLeft', 'bottomRight'] as const) {
      expect(roughness(picture, q[name])).toBeGreaterThan(40);
    }
    expect(redactionCellPx({ width: 640, height: 360 })).toBe(13);
    expect(ms).toBeLessThan(5_000);
  });

  it('places the region on the picture turned by its EXIF orientation, and stores it upright', async () => {
    // Stored 320×180, fine detail (the secret) only in its top-left quarter, flat grey elsewhere;
    // orientation 6 (a quarter turn clockwise) shows it 180×320 with the secret top right.
    const secret = checker(4);
    const png = patternPng(320, 180, (x, y) =>
      x < 160 && y < 90 ? secret(x, y) : [128, 128, 128],
    );
    const jpeg = withOrientation(jpegOf(png, 'turned'), 6);
    const { picture } = await redact(jpeg, 'turned', { x: 0.5, y: 0, w: 0.5, h: 0.5 });
    expect([picture.width, picture.height]).toEqual([180, 320]);
    for (const quadrant of Object.values(quadrants(180, 320))) {
      expect(roughness(picture, quadrant)).toBeLessThan(6);
    }
  });

  it('fails (and leaves no file) when ffmpeg cannot read the image', async () => {
    const header = { format: 'jpeg' as const, width: 64, height: 64, orientation: 1 };
    const input = join(work, 'broken.jpg');
    const output = join(work, 'broken-out.jpg');
    writeFileSync(input, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 7)]));
    await expect(
      redactImage(input, output, header, [{ x: 0, y: 0, width: 10, height: 10 }]),
    ).rejects.toMatchObject({ name: 'MediaError' });
    expect(() => readFileSync(output)).toThrow();
  });
});
