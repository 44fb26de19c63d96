import type PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import type { ObjectStore } from '../../storage/objects';
import type { PdfShape } from './pdf-data';
import { pdfText } from './pdf-text';

/**
 * Drawing helpers of the printable guide: stored images (read one at a time), the annotation
 * shapes and labels over a frame (the web's model: rectangles as boxes, ovals as ellipses, points
 * as dots, each label on a dark box above the shape's top-left corner, or inside when there is no
 * room), and QR codes as vector squares.
 */

type Doc = InstanceType<typeof PDFDocument>;

/** A frame's image bigger than this is not embedded (a note says so). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type LoadedImage =
  | { ok: true; image: Buffer; width: number; height: number }
  | { ok: false; reason: string };

const ANNOTATION_COLOR = '#facc15';
const OUTLINE_COLOR = '#0f172a';
const LABEL_FONT_PT = 8;
const LABEL_PADDING_PT = 2.5;

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

/** The size an image of `w`×`h` gets to fit `maxW`×`maxH` whole (never enlarged past 2×). */
export function fitInto(w: number, h: number, maxW: number, maxH: number) {
  if (w <= 0 || h <= 0) return { width: 0, height: 0 };
  const scale = Math.min(maxW / w, maxH / h, 2);
  return { width: w * scale, height: h * scale };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Where a label goes: above the shape's top-left when it fits, else inside below; right of a point. */
export function labelOrigin(type: PdfShape['type'], shape: Box, label: Box, area: Box) {
  const gap = 3;
  const wanted =
    type === 'point'
      ? { x: shape.x + gap * 2, y: shape.y - label.height / 2 }
      : {
          x: shape.x,
          y: shape.y - label.height - gap >= area.y ? shape.y - label.height - gap : shape.y + gap,
        };
  return {
    x: clamp(wanted.x, area.x, Math.max(area.x, area.x + area.width - label.width)),
    y: clamp(wanted.y, area.y, Math.max(area.y, area.y + area.height - label.height)),
  };
}

function shapeBox(shape: PdfShape, area: Box): Box {
  const x = clamp(shape.x, 0, 1);
  const y = clamp(shape.y, 0, 1);
  return {
    x: area.x + x * area.width,
    y: area.y + y * area.height,
    width: clamp(shape.width, 0, 1 - x) * area.width,
    height: clamp(shape.height, 0, 1 - y) * area.height,
  };
}

function tracePath(doc: Doc, shape: PdfShape, box: Box) {
  if (shape.type === 'oval') {
    doc.ellipse(box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2);
  } else {
    doc.rect(box.x, box.y, box.width, box.height);
  }
}

/** Draws the shapes and then their labels over an image drawn at `area` (clipped to it). */
export function drawShapes(doc: Doc, shapes: readonly PdfShape[], area: Box) {
  doc.save();
  doc.rect(area.x, area.y, area.width, area.height).clip();
  for (const shape of shapes) {
    const box = shapeBox(shape, area);
    if (shape.type === 'point') {
      doc.circle(box.x, box.y, 4.5).lineWidth(1.2).fillAndStroke(ANNOTATION_COLOR, OUTLINE_COLOR);
      continue;
    }
    // A dark halo under the yellow line keeps it visible on light and dark photos alike.
    tracePath(doc, shape, box);
    doc.lineWidth(3.2).strokeColor(OUTLINE_COLOR).strokeOpacity(0.7).stroke();
    tracePath(doc, shape, box);
    doc.lineWidth(1.8).strokeColor(ANNOTATION_COLOR).strokeOpacity(1).stroke();
  }
  doc.font('Helvetica-Bold').fontSize(LABEL_FONT_PT);
  for (const shape of shapes) {
    const text = pdfText(shape.label).trim();
    if (!text) continue;
    const maxTextWidth = Math.max(20, area.width - LABEL_PADDING_PT * 2);
    const textWidth = Math.min(doc.widthOfString(text), maxTextWidth);
    const label = {
      x: 0,
      y: 0,
      width: textWidth + LABEL_PADDING_PT * 2,
      height: LABEL_FONT_PT + LABEL_PADDING_PT * 2,
    };
    const at = labelOrigin(shape.type, shapeBox(shape, area), label, area);
    doc
      .rect(at.x, at.y, label.width, label.height)
      .fillOpacity(0.8)
      .fill(OUTLINE_COLOR)
      .fillOpacity(1);
    doc.fillColor(ANNOTATION_COLOR).text(text, at.x + LABEL_PADDING_PT, at.y + LABEL_PADDING_PT, {
      width: textWidth + 1,
      height: LABEL_FONT_PT + 1,
      lineBreak: false,
      ellipsis: true,
    });
  }
  doc.restore();
  doc.fillColor('black').strokeColor('black').lineWidth(1);
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
