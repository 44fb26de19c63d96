import type { AnnotationShape } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';

/** A position or box in pixels of a drawing surface. */
export interface PixelPoint {
  x: number;
  y: number;
}
export interface PixelBox extends PixelPoint {
  width: number;
  height: number;
}
export interface PixelSize {
  width: number;
  height: number;
}

/** A rectangle or oval smaller than this (in surface pixels) counts as a stray click. */
export const MIN_SHAPE_PX = 4;

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** A value as a fraction 0-1 of the frame (NaN becomes 0). */
export function clampFraction(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 1) : 0;
}

/** The geometry moved and shrunk as needed so that it lies inside the image (fractions 0-1). */
export function clampGeometry(geometry: AnnotationGeometry): AnnotationGeometry {
  if (geometry.type === 'point') {
    return {
      type: 'point',
      x: clampFraction(geometry.x),
      y: clampFraction(geometry.y),
      width: 0,
      height: 0,
    };
  }
  const width = clampFraction(geometry.width);
  const height = clampFraction(geometry.height);
  return {
    type: geometry.type,
    x: clamp(clampFraction(geometry.x), 0, 1 - width),
    y: clamp(clampFraction(geometry.y), 0, 1 - height),
    width,
    height,
  };
}

/** Geometry (fractions) -> a box in pixels of a surface of `size` (a point has width/height 0). */
export function geometryToPixels(geometry: AnnotationGeometry, size: PixelSize): PixelBox {
  const inside = clampGeometry(geometry);
  return {
    x: inside.x * size.width,
    y: inside.y * size.height,
    width: inside.width * size.width,
    height: inside.height * size.height,
  };
}

/** A box in pixels of a surface of `size` -> geometry (fractions) of `type`, clamped inside. */
export function geometryFromPixels(
  type: AnnotationShape,
  box: PixelBox,
  size: PixelSize,
): AnnotationGeometry {
  if (size.width <= 0 || size.height <= 0) return { type, x: 0, y: 0, width: 0, height: 0 };
  const toX = (px: number) => px / size.width;
  const toY = (px: number) => px / size.height;
  return clampGeometry({
    type,
    x: toX(box.x),
    y: toY(box.y),
    width: type === 'point' ? 0 : toX(box.width),
    height: type === 'point' ? 0 : toY(box.height),
  });
}

/**
 * The shape drawn by dragging from `start` to `end` (surface pixels, either direction). A point
 * sits where the pointer was released; a rectangle or oval smaller than MIN_SHAPE_PX is null.
 */
export function geometryFromDrag(
  type: AnnotationShape,
  start: PixelPoint,
  end: PixelPoint,
  size: PixelSize,
): AnnotationGeometry | null {
  const a = clampPoint(start, size);
  const b = clampPoint(end, size);
  if (type === 'point') return geometryFromPixels('point', { ...b, width: 0, height: 0 }, size);
  const box = {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
  if (box.width < MIN_SHAPE_PX || box.height < MIN_SHAPE_PX) return null;
  return geometryFromPixels(type, box, size);
}

/** A point kept inside a surface of `size`. */
export function clampPoint(point: PixelPoint, size: PixelSize): PixelPoint {
  return { x: clamp(point.x, 0, size.width), y: clamp(point.y, 0, size.height) };
}

/** Where a box of `box` may be dragged to: its top-left kept so the whole box stays inside. */
export function clampBoxPosition(
  position: PixelPoint,
  box: PixelSize,
  size: PixelSize,
): PixelPoint {
  return {
    x: clamp(position.x, 0, Math.max(0, size.width - box.width)),
    y: clamp(position.y, 0, Math.max(0, size.height - box.height)),
  };
}

/** Whether a resized box is acceptable: inside the surface and not smaller than MIN_SHAPE_PX. */
export function isBoxInside(box: PixelBox, size: PixelSize, tolerance = 0.5): boolean {
  return (
    box.width >= MIN_SHAPE_PX &&
    box.height >= MIN_SHAPE_PX &&
    box.x >= -tolerance &&
    box.y >= -tolerance &&
    box.x + box.width <= size.width + tolerance &&
    box.y + box.height <= size.height + tolerance
  );
}

/**
 * The size a surface gets to show an image of `natural` size whole, as wide as `maxWidth` allows
 * and no taller than `maxHeight` (aspect ratio kept; whole pixels).
 */
export function fitImage(natural: PixelSize, maxWidth: number, maxHeight: number): PixelSize {
  if (natural.width <= 0 || natural.height <= 0 || maxWidth <= 0 || maxHeight <= 0) {
    return { width: 0, height: 0 };
  }
  const scale = Math.min(maxWidth / natural.width, maxHeight / natural.height);
  return {
    width: Math.max(1, Math.floor(natural.width * scale)),
    height: Math.max(1, Math.floor(natural.height * scale)),
  };
}

/**
 * Where a label of `label` size goes for a shape's `box`: above its top-left corner when it fits,
 * else just inside/below it; to the right of a point. Kept inside the surface.
 */
export function labelPosition(
  type: AnnotationShape,
  box: PixelBox,
  label: PixelSize,
  size: PixelSize,
  gap = 4,
): PixelPoint {
  const wanted =
    type === 'point'
      ? { x: box.x + gap * 2, y: box.y - label.height / 2 }
      : { x: box.x, y: box.y - label.height - gap >= 0 ? box.y - label.height - gap : box.y + gap };
  return clampBoxPosition(wanted, label, size);
}
