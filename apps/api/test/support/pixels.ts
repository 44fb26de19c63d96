import { execFileSync } from 'node:child_process';

/** Decoded pixels: RGB, three bytes each, row by row. */
export interface Picture {
  width: number;
  height: number;
  data: Buffer;
}

/** A region of a picture in whole pixels. */
export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Black and white squares of `cell` pixels: as much fine detail as a picture can have. */
export const checker =
  (cell: number) =>
  (x: number, y: number): [number, number, number] =>
    (Math.floor(x / cell) + Math.floor(y / cell)) % 2 === 0 ? [0, 0, 0] : [255, 255, 255];

/** A binary PPM (P6, what pdftoppm writes) as pixels. */
export function readPpm(ppm: Buffer): Picture {
  // "P6\n<w> <h>\n255\n": the header's tokens, then the pixels.
  const tokens: string[] = [];
  let at = 0;
  while (tokens.length < 4) {
    while (/\s/.test(String.fromCharCode(ppm[at] ?? 32))) at += 1;
    let token = '';
    while (!/\s/.test(String.fromCharCode(ppm[at] ?? 32)))
      token += String.fromCharCode(ppm[at++] ?? 32);
    tokens.push(token);
  }
  const [magic, width, height] = tokens;
  if (magic !== 'P6') throw new Error(`Not a binary PPM: ${magic}`);
  return { width: Number(width), height: Number(height), data: ppm.subarray(at + 1) };
}

/** A JPEG or PNG decoded by ffmpeg. */
export function decode(bytes: Buffer): Picture {
  const ppm = execFileSync(
    'ffmpeg',
    ['-v', 'error', '-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'ppm', 'pipe:1'],
    { input: bytes, maxBuffer: 256 * 1024 * 1024 },
  );
  return readPpm(ppm);
}

export function pixelAt(picture: Picture, x: number, y: number): [number, number, number] {
  const i = (y * picture.width + x) * 3;
  return [picture.data[i] ?? 0, picture.data[i + 1] ?? 0, picture.data[i + 2] ?? 0];
}

const luma = ([r, g, b]: [number, number, number]) => 0.299 * r + 0.587 * g + 0.114 * b;

/**
 * How much fine detail a box holds: the mean brightness step between neighbouring pixels (0 on
 * a flat colour, about 64 on 4-pixel black and white squares).
 */
export function roughness(picture: Picture, box: PixelBox): number {
  let total = 0;
  let count = 0;
  for (let y = box.y; y < box.y + box.height - 1; y += 1) {
    for (let x = box.x; x < box.x + box.width - 1; x += 1) {
      const here = luma(pixelAt(picture, x, y));
      total += Math.abs(luma(pixelAt(picture, x + 1, y)) - here);
      total += Math.abs(luma(pixelAt(picture, x, y + 1)) - here);
      count += 2;
    }
  }
  return count === 0 ? 0 : total / count;
}

/** The mean brightness difference of two same-size pictures over the pixels `where` keeps. */
export function meanDifference(
  a: Picture,
  b: Picture,
  where: (x: number, y: number) => boolean,
): number {
  let total = 0;
  let count = 0;
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      if (!where(x, y)) continue;
      total += Math.abs(luma(pixelAt(a, x, y)) - luma(pixelAt(b, x, y)));
      count += 1;
    }
  }
  return count === 0 ? 0 : total / count;
}

/** Whether a point lies in a box widened by `margin` pixels on every side. */
export const within = (box: PixelBox, x: number, y: number, margin = 0): boolean =>
  x >= box.x - margin &&
  x < box.x + box.width + margin &&
  y >= box.y - margin &&
  y < box.y + box.height + margin;
