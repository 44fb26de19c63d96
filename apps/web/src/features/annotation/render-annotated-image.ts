import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LABEL_HEX,
  ANNOTATION_STYLE,
  type AnnotationColor,
  calloutNumbers,
  RESULT_JPEG_QUALITY,
} from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import {
  arrowToPixels,
  geometryToPixels,
  labelPosition,
  type PixelBox,
  type PixelPoint,
  type PixelSize,
} from './annotation-geometry';
import { pixelateRegion } from './pixelate';

export { geometryToPixels } from './annotation-geometry';

/** An annotation to burn into a result image; geometry in fractions (0-1) of the image. */
export interface OverlayAnnotation {
  text: string;
  geometry: AnnotationGeometry;
  /** Its colour; without one it is painted in the style's colour (spec 9: yellow). */
  color?: AnnotationColor | null;
}

/** Spec 9 "Annotation drawing and images": colour, line width and label font size. */
export interface OverlayStyle {
  color: string;
  lineWidthPx: number;
  labelFontPx: number;
}

export const LABEL_PADDING_PX = 3;
const LABEL_BACKGROUND = 'rgba(15, 23, 42, 0.75)';
const OUTLINE = 'rgba(15, 23, 42, 0.9)';

/** The radius of a point's dot: twice the line width, at least 4 px. */
export function pointRadiusPx(style: OverlayStyle): number {
  return Math.max(4, style.lineWidthPx * 2);
}

/** The radius of a callout's circle: room for a two-digit number in the label font. */
export function calloutRadiusPx(style: OverlayStyle): number {
  return Math.round(style.labelFontPx * 0.85);
}

/** How an annotation is painted: its own colour, else the style's. */
export const paintOf = (annotation: OverlayAnnotation, style: OverlayStyle): string =>
  annotation.color ? ANNOTATION_COLOR_HEX[annotation.color] : style.color;

/**
 * An arrow's head as a triangle: its tip on the head, its base `length` back along the shaft (at
 * most the whole arrow), `width` across. The shaft is drawn from the tail to the base.
 */
export function arrowHead(
  tail: PixelPoint,
  head: PixelPoint,
  style: OverlayStyle,
): { tip: PixelPoint; base: PixelPoint; left: PixelPoint; right: PixelPoint } {
  const dx = head.x - tail.x;
  const dy = head.y - tail.y;
  const length = Math.hypot(dx, dy);
  if (length === 0) return { tip: head, base: head, left: head, right: head };
  const ux = dx / length;
  const uy = dy / length;
  const back = Math.min(length, Math.max(12, style.lineWidthPx * 5));
  const half = Math.max(5, style.lineWidthPx * 2);
  const base = { x: head.x - ux * back, y: head.y - uy * back };
  return {
    tip: head,
    base,
    left: { x: base.x - uy * half, y: base.y + ux * half },
    right: { x: base.x + uy * half, y: base.y - ux * half },
  };
}

/** The pixel size of an image element or bitmap (natural size, never the displayed one). */
export function naturalSizeOf(image: HTMLImageElement | ImageBitmap): PixelSize {
  return 'naturalWidth' in image
    ? { width: image.naturalWidth, height: image.naturalHeight }
    : { width: image.width, height: image.height };
}

/** Where a label of `textWidth` goes for a shape, with its padding: its background box. */
export function labelBox(
  annotation: OverlayAnnotation,
  textWidth: number,
  size: PixelSize,
  style: OverlayStyle,
): PixelBox {
  const label = {
    width: textWidth + LABEL_PADDING_PX * 2,
    height: style.labelFontPx + LABEL_PADDING_PX * 2,
  };
  const { geometry } = annotation;
  const box = geometryToPixels(geometry, size);
  const anchor = {
    radius: calloutRadiusPx(style),
    head: geometry.type === 'arrow' ? arrowToPixels(geometry, size).head : undefined,
  };
  return { ...labelPosition(geometry.type, box, label, size, 4, anchor), ...label };
}

function drawShape(
  context: CanvasRenderingContext2D,
  annotation: OverlayAnnotation,
  number: number | null,
  size: PixelSize,
  style: OverlayStyle,
): void {
  const box = geometryToPixels(annotation.geometry, size);
  const paint = paintOf(annotation, style);
  context.strokeStyle = paint;
  context.fillStyle = paint;
  context.lineWidth = style.lineWidthPx;
  switch (annotation.geometry.type) {
    case 'rectangle':
      context.strokeRect(box.x, box.y, box.width, box.height);
      return;
    case 'oval':
      context.beginPath();
      context.ellipse(
        box.x + box.width / 2,
        box.y + box.height / 2,
        box.width / 2,
        box.height / 2,
        0,
        0,
        Math.PI * 2,
      );
      context.stroke();
      return;
    case 'point':
      context.beginPath();
      context.arc(box.x, box.y, pointRadiusPx(style), 0, Math.PI * 2);
      context.fill();
      context.lineWidth = 1;
      context.strokeStyle = OUTLINE;
      context.stroke();
      return;
    case 'callout':
      drawCallout(context, box, number, style);
      return;
    case 'arrow': {
      const { tail, head } = arrowToPixels(annotation.geometry, size);
      const { tip, base, left, right } = arrowHead(tail, head, style);
      context.lineCap = 'round';
      context.beginPath();
      context.moveTo(tail.x, tail.y);
      context.lineTo(base.x, base.y);
      context.stroke();
      context.beginPath();
      context.moveTo(tip.x, tip.y);
      context.lineTo(left.x, left.y);
      context.lineTo(right.x, right.y);
      context.closePath();
      context.fill();
      return;
    }
    case 'blur':
      // The pixels are already redacted (redactBlurRegions); the dashed outline says so.
      context.setLineDash([style.lineWidthPx * 3, style.lineWidthPx * 2]);
      context.strokeRect(box.x, box.y, box.width, box.height);
      context.setLineDash([]);
      return;
  }
}

/** A callout: a filled circle in its colour with its number, dark, in the middle. */
function drawCallout(
  context: CanvasRenderingContext2D,
  box: PixelBox,
  number: number | null,
  style: OverlayStyle,
): void {
  context.beginPath();
  context.arc(box.x, box.y, calloutRadiusPx(style), 0, Math.PI * 2);
  context.fill();
  context.lineWidth = 1.5;
  context.strokeStyle = OUTLINE;
  context.stroke();
  if (number === null) return;
  context.font = `bold ${style.labelFontPx}px sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillStyle = OUTLINE;
  context.fillText(String(number), box.x, box.y);
  context.textAlign = 'left';
}

/**
 * Blurs what the image shows under every blur region, before anything is drawn on top, so that
 * no stored image keeps the hidden pixels.
 */
export function redactBlurRegions(
  context: CanvasRenderingContext2D,
  annotations: readonly OverlayAnnotation[],
  size: PixelSize,
): void {
  for (const { geometry } of annotations) {
    if (geometry.type === 'blur') pixelateRegion(context, geometryToPixels(geometry, size), size);
  }
}

function drawLabel(
  context: CanvasRenderingContext2D,
  annotation: OverlayAnnotation,
  size: PixelSize,
  style: OverlayStyle,
): void {
  const text = annotation.text.trim();
  if (text === '') return;
  context.font = `${style.labelFontPx}px sans-serif`;
  context.textBaseline = 'top';
  const box = labelBox(annotation, context.measureText(text).width, size, style);
  context.fillStyle = LABEL_BACKGROUND;
  context.fillRect(box.x, box.y, box.width, box.height);
  context.fillStyle = annotation.color ? ANNOTATION_LABEL_HEX[annotation.color] : style.color;
  context.fillText(text, box.x + LABEL_PADDING_PX, box.y + LABEL_PADDING_PX);
}

function encodeJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob(
        (blob) =>
          blob ? resolve(blob) : reject(new Error('The annotated image could not be encoded.')),
        'image/jpeg',
        quality,
      );
    } catch (error) {
      reject(error);
    }
  });
}

/**
 * Draws the annotations onto the image at its natural size and encodes a JPEG: blur regions
 * pixelated first, then rectangles as boxes, ovals as ellipses, points as dots, arrows with their
 * heads and callouts as numbered circles (calloutNumbers: list order), each in its colour with its
 * label on a dark background.
 * Rejects with an Error when the image cannot be drawn or encoded (e.g. a tainted canvas); the
 * screen then shows messages.frames.resultOverlayFailed.
 */
export async function renderAnnotatedJpeg(
  image: HTMLImageElement | ImageBitmap,
  annotations: readonly OverlayAnnotation[],
  style: OverlayStyle = ANNOTATION_STYLE,
  quality: number = RESULT_JPEG_QUALITY,
): Promise<Blob> {
  try {
    const size = naturalSizeOf(image);
    if (size.width <= 0 || size.height <= 0) throw new Error('The image has no size to draw on.');
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('A 2D canvas is not available.');
    context.drawImage(image, 0, 0, size.width, size.height);
    redactBlurRegions(context, annotations, size);
    const numbers = calloutNumbers(annotations.map(({ geometry }) => geometry));
    annotations.forEach((annotation, i) => {
      drawShape(context, annotation, numbers[i] ?? null, size, style);
    });
    for (const annotation of annotations) drawLabel(context, annotation, size, style);
    return await encodeJpeg(canvas, quality);
  } catch (error) {
    throw error instanceof Error
      ? error
      : new Error(`The annotated image could not be made: ${String(error)}`);
  }
}
