import type { PixelBox, PixelSize } from './annotation-geometry';

/** RGBA pixels, four bytes each, row by row (what `getImageData` returns). */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/**
 * The side of the blocks a blur region is redacted with in a stored image: 1/48 of the image's
 * longer side, at least 8 px (40 px blocks on a 1920 px frame). A region smaller than a block
 * becomes one flat colour.
 */
export function redactionCellPx(size: PixelSize): number {
  return Math.max(8, Math.round(Math.max(size.width, size.height) / 48));
}

/**
 * Pixelates in place: every `cellPx` block (from the top-left; the last row and column may be
 * narrower) becomes the average of its pixels, so nothing finer than a block can be read back.
 */
export function pixelate(pixels: Pixels, cellPx: number): void {
  const { data, width, height } = pixels;
  const cell = Math.max(1, Math.floor(cellPx));
  for (let top = 0; top < height; top += cell) {
    const bottom = Math.min(top + cell, height);
    for (let left = 0; left < width; left += cell) {
      const right = Math.min(left + cell, width);
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let y = top; y < bottom; y += 1) {
        for (let i = (y * width + left) * 4; i < (y * width + right) * 4; i += 4) {
          red += data[i] ?? 0;
          green += data[i + 1] ?? 0;
          blue += data[i + 2] ?? 0;
          alpha += data[i + 3] ?? 0;
        }
      }
      const count = (bottom - top) * (right - left);
      const average = [red, green, blue, alpha].map((total) => Math.round(total / count));
      for (let y = top; y < bottom; y += 1) {
        for (let i = (y * width + left) * 4; i < (y * width + right) * 4; i += 4) {
          data.set(average, i);
        }
      }
    }
  }
}

/** A box widened to whole pixels (every pixel it touches) and kept inside an image of `size`. */
export function wholePixelBox(box: PixelBox, size: PixelSize): PixelBox {
  const left = Math.max(0, Math.floor(box.x));
  const top = Math.max(0, Math.floor(box.y));
  const right = Math.min(size.width, Math.ceil(box.x + box.width));
  const bottom = Math.min(size.height, Math.ceil(box.y + box.height));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** The part of a 2D context the redaction uses. */
export type PixelContext = Pick<CanvasRenderingContext2D, 'getImageData' | 'putImageData'>;

/**
 * Redacts `box` of what the context holds (an image of `size`): its pixels are read, pixelated
 * in blocks of `cellPx` and written back. Works in every browser (no `ctx.filter`); a canvas the
 * page may not read (a tainted one) throws, as its export would.
 */
export function pixelateRegion(
  context: PixelContext,
  box: PixelBox,
  size: PixelSize,
  cellPx: number = redactionCellPx(size),
): void {
  const region = wholePixelBox(box, size);
  if (region.width === 0 || region.height === 0) return;
  const pixels = context.getImageData(region.x, region.y, region.width, region.height);
  pixelate(pixels, cellPx);
  context.putImageData(pixels, region.x, region.y);
}
