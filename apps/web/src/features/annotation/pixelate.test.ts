import { describe, expect, it } from 'vitest';
import { type Pixels, pixelate, pixelateRegion, redactionCellPx, wholePixelBox } from './pixelate';

/** Grey pixels of a given size, each pixel's value from `valueAt(x, y)`, opaque. */
function pixelsOf(width: number, height: number, valueAt: (x: number, y: number) => number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const v = valueAt(x, y);
      data.set([v, v, v, 255], (y * width + x) * 4);
    }
  }
  return { data, width, height };
}

/** The red channel of each pixel, row by row. */
const rows = ({ data, width, height }: Pixels): number[][] =>
  Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => data[(y * width + x) * 4] ?? -1),
  );

describe('pixelate', () => {
  it('turns every block into the average of its pixels', () => {
    const pixels = pixelsOf(4, 2, (x) => [0, 100, 200, 255][x] ?? 0);
    pixelate(pixels, 2);
    expect(rows(pixels)).toEqual([
      [50, 50, 228, 228],
      [50, 50, 228, 228],
    ]);
    expect(pixels.data[3]).toBe(255);
  });

  it('hides a fine pattern completely, narrower last blocks included', () => {
    const checker = pixelsOf(5, 3, (x, y) => ((x + y) % 2 === 0 ? 255 : 0));
    pixelate(checker, 5);
    const values = new Set(rows(checker).flat());
    // One block: the 15 pixels' mean (8 white of 15).
    expect([...values]).toEqual([136]);

    const stripes = pixelsOf(6, 1, (x) => (x % 2 === 0 ? 0 : 255));
    pixelate(stripes, 4);
    expect(rows(stripes)).toEqual([[128, 128, 128, 128, 128, 128]]);
  });

  it('leaves the pixels as they are with blocks of one pixel', () => {
    const pixels = pixelsOf(3, 1, (x) => x * 10);
    pixelate(pixels, 1);
    expect(rows(pixels)).toEqual([[0, 10, 20]]);
  });
});

describe('redacting a region of a canvas', () => {
  it('uses blocks of 1/48 of the longer side, at least 8 px', () => {
    expect(redactionCellPx({ width: 1920, height: 1080 })).toBe(40);
    expect(redactionCellPx({ width: 200, height: 300 })).toBe(8);
  });

  it('widens a box to whole pixels inside the image', () => {
    expect(
      wholePixelBox({ x: 10.4, y: -3, width: 20.2, height: 8 }, { width: 25, height: 40 }),
    ).toEqual({ x: 10, y: 0, width: 15, height: 5 });
  });

  it('reads the region, pixelates it and writes it back where it was', () => {
    const image = pixelsOf(8, 4, (x) => (x % 2 === 0 ? 0 : 200));
    const reads: number[][] = [];
    const context = {
      getImageData: (x: number, y: number, width: number, height: number) => {
        reads.push([x, y, width, height]);
        const region = pixelsOf(width, height, (dx, dy) => rows(image)[y + dy]?.[x + dx] ?? 0);
        return region as unknown as ImageData;
      },
      putImageData: (region: ImageData, x: number, y: number) => {
        rows(region).forEach((row, dy) => {
          row.forEach((value, dx) => {
            image.data.set([value, value, value, 255], ((y + dy) * image.width + x + dx) * 4);
          });
        });
      },
    };
    pixelateRegion(context, { x: 2, y: 1, width: 4, height: 2 }, image, 4);
    expect(reads).toEqual([[2, 1, 4, 2]]);
    expect(rows(image)).toEqual([
      [0, 200, 0, 200, 0, 200, 0, 200],
      [0, 200, 100, 100, 100, 100, 0, 200],
      [0, 200, 100, 100, 100, 100, 0, 200],
      [0, 200, 0, 200, 0, 200, 0, 200],
    ]);
  });

  it('does nothing for a region outside the image', () => {
    const context = {
      getImageData: () => {
        throw new Error('read');
      },
      putImageData: () => {},
    };
    expect(() =>
      pixelateRegion(context, { x: 50, y: 0, width: 10, height: 10 }, { width: 20, height: 20 }),
    ).not.toThrow();
  });
});
