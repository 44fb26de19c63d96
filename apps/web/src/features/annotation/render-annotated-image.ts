import { ANNOTATION_STYLE, RESULT_JPEG_QUALITY } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import {
  geometryToPixels,
  labelPosition,
  type PixelBox,
  type PixelSize,
} from './annotation-geometry';

export { geometryToPixels } from './annotation-geometry';

/** An annotation to burn into a result image; geometry in fractions (0-1) of the image. */
export interface OverlayAnnotation {
  text: string;
  geometry: AnnotationGeometry;
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
  const box = geometryToPixels(annotation.geometry, size);
  return { ...labelPosition(annotation.geometry.type, box, label, size), ...label };
}

function drawShape(
  context: CanvasRenderingContext2D,
  annotation: OverlayAnnotation,
  size: PixelSize,
  style: OverlayStyle,
): void {
  const box = geometryToPixels(annotation.geometry, size);
  context.strokeStyle = style.color;
  context.fillStyle = style.color;
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
  context.fillStyle = style.color;
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
 * Draws the annotations onto the image at its natural size (rectangles as boxes, ovals as
 * ellipses, points as dots, each with its yellow label on a dark background) and encodes a JPEG.
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
    for (const annotation of annotations) drawShape(context, annotation, size, style);
    for (const annotation of annotations) drawLabel(context, annotation, size, style);
    return await encodeJpeg(canvas, quality);
  } catch (error) {
    throw error instanceof Error
      ? error
      : new Error(`The annotated image could not be made: ${String(error)}`);
  }
}
