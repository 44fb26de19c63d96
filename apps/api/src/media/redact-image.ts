import { rm } from 'node:fs/promises';
import { type FfmpegOptions, LOCAL_FILES_ONLY } from './ffmpeg';
import { type ImageHeader, shownSize } from './image-header';
import { runProcess } from './process';
import { MediaError } from './types';

/** A region in whole pixels of the picture as shown (its orientation applied). */
export interface PixelRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A region in fractions 0-1 of the picture as shown. */
export interface FractionRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Making one redacted image gives up after this long. */
export const REDACT_TIMEOUT_MS = 30_000;

/**
 * The side of the blocks a region is pixelated with: 1/48 of the picture's longer side, at least
 * 8 px (40 px blocks on a 1920 px frame), the rule the editor's stored result images follow
 * (web `features/annotation/pixelate.ts`). A region smaller than a block becomes one colour.
 */
export function redactionCellPx(size: { width: number; height: number }): number {
  return Math.max(8, Math.round(Math.max(size.width, size.height) / 48));
}

/**
 * A region in fractions as whole pixels of a picture of `size`: every pixel it touches (floor of
 * the start, ceiling of the end), kept inside the picture. Empty when it covers nothing.
 */
export function pixelRegion(
  region: FractionRegion,
  size: { width: number; height: number },
): PixelRegion {
  const clamp = (v: number) => Math.min(1, Math.max(0, Number.isFinite(v) ? v : 0));
  const left = Math.floor(clamp(region.x) * size.width);
  const top = Math.floor(clamp(region.y) * size.height);
  const right = Math.ceil(clamp(region.x + region.width) * size.width);
  const bottom = Math.ceil(clamp(region.y + region.height) * size.height);
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}

/** The filters that turn a stored picture upright by its EXIF orientation. */
const UPRIGHT: Readonly<Record<number, string>> = {
  2: 'hflip,',
  3: 'hflip,vflip,',
  4: 'vflip,',
  5: 'transpose=0,',
  6: 'transpose=1,',
  7: 'transpose=3,',
  8: 'transpose=2,',
};

/**
 * The ffmpeg filter graph: the picture turned upright and held as planar RGB (so regions start
 * and end on any pixel, not on chroma pairs), each region cut out, shrunk to one pixel per block
 * (area average) and blown up again without smoothing, then laid back over it; out as 4:2:0 JPEG.
 */
export function redactionGraph(header: ImageHeader, regions: readonly PixelRegion[]): string {
  const size = shownSize(header);
  const cell = redactionCellPx(size);
  const shown = regions.filter((r) => r.width > 0 && r.height > 0);
  const upright = `[0:v]${UPRIGHT[header.orientation] ?? ''}format=gbrp`;
  if (shown.length === 0) return `${upright},format=yuvj420p[out]`;
  const copies = shown.map((_, i) => `[c${i}]`).join('');
  const parts = [`${upright},split=${shown.length + 1}[base]${copies}`];
  shown.forEach((r, i) => {
    const across = Math.max(1, Math.ceil(r.width / cell));
    const down = Math.max(1, Math.ceil(r.height / cell));
    parts.push(
      `[c${i}]crop=${r.width}:${r.height}:${r.x}:${r.y}:exact=1,` +
        `scale=${across}:${down}:flags=area,scale=${r.width}:${r.height}:flags=neighbor[p${i}]`,
    );
  });
  let under = '[base]';
  shown.forEach((r, i) => {
    const last = i === shown.length - 1;
    const over = last ? '[laid]' : `[o${i}]`;
    parts.push(`${under}[p${i}]overlay=${r.x}:${r.y}:format=gbrp${over}`);
    under = over;
  });
  parts.push('[laid]format=yuvj420p[out]');
  return parts.join(';');
}

/**
 * Writes `outputJpeg`: the JPEG or PNG `inputPath` turned upright with every region pixelated
 * beyond reading. Fails with MediaError('extract_failed') when ffmpeg cannot make it (the output
 * is then removed: a half-written file is never left to be stored).
 */
export async function redactImage(
  inputPath: string,
  outputJpeg: string,
  header: ImageHeader,
  regions: readonly PixelRegion[],
  options: FfmpegOptions = {},
): Promise<void> {
  const args = [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y'],
    // The orientation is applied by the graph, never a second time by ffmpeg.
    ...['-noautorotate', ...LOCAL_FILES_ONLY],
    ...['-f', header.format === 'png' ? 'png_pipe' : 'jpeg_pipe', '-i', inputPath],
    ...['-filter_complex', redactionGraph(header, regions), '-map', '[out]'],
    ...['-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '2', '-f', 'image2', outputJpeg],
  ];
  try {
    await runProcess(options.ffmpegPath ?? 'ffmpeg', args, {
      signal: options.signal,
      timeoutMs: options.timeoutMs ?? REDACT_TIMEOUT_MS,
    });
  } catch (error) {
    await rm(outputJpeg, { force: true });
    if (error instanceof MediaError) throw error;
    throw new MediaError('extract_failed', 'The frame could not be redacted', { cause: error });
  }
}
