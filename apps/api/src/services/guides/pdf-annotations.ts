import type { FastifyBaseLogger } from 'fastify';
import type PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import type { ObjectStore } from '../../storage/objects';
import type { PdfFrame } from './pdf-data';
import { blurRegionsOf, type RedactedFrames } from './redacted-frames';

/**
 * Drawing helpers of the printable guide: stored images (read one at a time) and QR codes as
 * vector squares. The annotation shapes over a frame are pdf-shapes.ts.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** A frame's image bigger than this is not embedded (a note says so). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type LoadedImage =
  | { ok: true; image: Buffer; width: number; height: number }
  | { ok: false; reason: string };

function isJpeg(bytes: Buffer): boolean {
  return bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

function isPng(bytes: Buffer): boolean {
  return bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'));
}

/**
 * The bytes of a stored JPEG or PNG with its pixel size (what pdfkit can embed), or why it cannot
 * be shown. Only this one image is held in memory.
 */
export async function loadImage(
  doc: Doc,
  objects: ObjectStore,
  path: string | null,
): Promise<LoadedImage> {
  if (!path) return { ok: false, reason: 'Image not available.' };
  try {
    const info = await objects.stat(path);
    if (!info?.complete) return { ok: false, reason: 'Image not available.' };
    if (info.size > MAX_IMAGE_BYTES) return { ok: false, reason: 'Image too large to print.' };
    const stream = await objects.openRead(path);
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of stream) {
      total += (chunk as Buffer).length;
      if (total > MAX_IMAGE_BYTES) {
        stream.destroy();
        return { ok: false, reason: 'Image too large to print.' };
      }
      chunks.push(chunk as Buffer);
    }
    const bytes = Buffer.concat(chunks);
    if (!isJpeg(bytes) && !isPng(bytes)) {
      return { ok: false, reason: 'This image format cannot be printed (JPEG or PNG only).' };
    }
    // pdfkit reads the size (and EXIF orientation) when it opens the image.
    const opener = doc as unknown as {
      openImage(src: Buffer): { width: number; height: number; orientation?: number };
    };
    const image = opener.openImage(bytes);
    const turned = (image.orientation ?? 1) > 4;
    return {
      ok: true,
      // The opened image, handed to `doc.image` as is (pdfkit accepts one): parsed once.
      image: image as unknown as Buffer,
      width: turned ? image.height : image.width,
      height: turned ? image.width : image.height,
    };
  } catch {
    return { ok: false, reason: 'Image could not be read.' };
  }
}

/**
 * A frame's image as it may be printed: the stored frame, or when it has blur regions its
 * redacted copy (the guide player's too); not available when that cannot be made.
 */
export async function loadFrameImage(
  doc: Doc,
  frame: Pick<PdfFrame, 'imagePath' | 'shapes'>,
  options: { objects: ObjectStore; redactedFrames?: RedactedFrames; log?: FastifyBaseLogger },
): Promise<LoadedImage> {
  const regions = blurRegionsOf(frame.shapes);
  if (regions.length === 0 || !frame.imagePath) {
    return loadImage(doc, options.objects, frame.imagePath);
  }
  const redacted = await options.redactedFrames?.pathOf(frame.imagePath, regions, options.log);
  return redacted
    ? loadImage(doc, options.objects, redacted)
    : { ok: false, reason: 'Image not available.' };
}

/** The size an image of `w`×`h` gets to fit `maxW`×`maxH` whole (never enlarged past 2×). */
export function fitInto(w: number, h: number, maxW: number, maxH: number) {
  if (w <= 0 || h <= 0) return { width: 0, height: 0 };
  const scale = Math.min(maxW / w, maxH / h, 2);
  return { width: w * scale, height: h * scale };
}

/**
 * A QR code of `text` as vector squares, `size` points wide including its quiet zone (4 modules
 * each side, as scanners expect), top-left at (x, y).
 */
export function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 4;
  const cell = size / (count + quiet * 2);
  doc.save();
  doc.rect(x, y, size, size).fill('white');
  doc.fillColor('black');
  for (let row = 0; row < count; row += 1) {
    let start = -1;
    for (let col = 0; col <= count; col += 1) {
      const dark = col < count && modules.get(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(
          x + (quiet + start) * cell,
          y + (quiet + row) * cell,
          (col - start) * cell + 0.01,
          cell + 0.01,
        );
        start = -1;
      }
    }
  }
  doc.fill('black');
  doc.restore();
}
