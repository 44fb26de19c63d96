import { type AnnotationShape, BOX_SHAPES } from '@stepwise/contracts';
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

/** A rectangle, oval or blur region smaller than this (in surface pixels) is a stray click. */
export const MIN_SHAPE_PX = 4;
/** An arrow shorter than this (surface pixels, tail to head) is a stray click. */
export const MIN_ARROW_PX = 8;

/** Below this surface width the labels shrink with it, so they do not cover each other on a phone. */
export const FULL_LABEL_WIDTH_PX = 560;
/** The smallest label font on a narrow surface. */
export const MIN_LABEL_FONT_PX = 11;

/**
 * The label font on a drawing surface `width` pixels wide: spec 9's size (16 px) from
 * `FULL_LABEL_WIDTH_PX` up, smaller in proportion below it, never under `MIN_LABEL_FONT_PX`.
 * Only the screen's: stored images are drawn at the frame's own size with spec 9's font.
 */
export function surfaceLabelFontPx(width: number, fullPx: number): number {
  if (width >= FULL_LABEL_WIDTH_PX) return fullPx;
  return Math.max(MIN_LABEL_FONT_PX, Math.round((fullPx * width) / FULL_LABEL_WIDTH_PX));
}

/** Shapes placed with a click and drawn around one spot: a dot, or a numbered circle. */
export const isPointShape = (type: AnnotationShape): boolean =>
  type === 'point' || type === 'callout';
/** Shapes with a width and height (they can be resized). */
export const isBoxShape = (type: AnnotationShape): boolean => BOX_SHAPES.includes(type);

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/** A value as a fraction 0-1 of the frame (NaN becomes 0). */
export function clampFraction(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 1) : 0;
}

/** The geometry moved and shrunk as needed so that it lies inside the image (fractions 0-1). */
export function clampGeometry(geometry: AnnotationGeometry): AnnotationGeometry {
  if (isPointShape(geometry.type)) {
    return {
      type: geometry.type,
      x: clampFraction(geometry.x),
      y: clampFraction(geometry.y),
      width: 0,
      height: 0,
    };
  }
  if (geometry.type === 'arrow') {
    // A head never set (a shape turned into an arrow) sits on the tail.
    return {
      type: 'arrow',
      x: clampFraction(geometry.x),
      y: clampFraction(geometry.y),
      width: 0,
      height: 0,
      end_x: clampFraction(geometry.end_x ?? geometry.x),
      end_y: clampFraction(geometry.end_y ?? geometry.y),
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

/**
 * Geometry (fractions) -> a box in pixels of a surface of `size` (a point, a callout and an arrow's
 * tail have width/height 0; see arrowToPixels for the whole arrow).
 */
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
    width: isPointShape(type) ? 0 : toX(box.width),
    height: isPointShape(type) ? 0 : toY(box.height),
  });
}

/** An arrow in pixels of a surface: where it starts (tail) and where it points (head). */
export interface PixelArrow {
  tail: PixelPoint;
  head: PixelPoint;
}

/** An arrow's geometry (fractions) -> its tail and head in pixels of a surface of `size`. */
export function arrowToPixels(geometry: AnnotationGeometry, size: PixelSize): PixelArrow {
  const inside = clampGeometry({ ...geometry, type: 'arrow' });
  return {
    tail: { x: inside.x * size.width, y: inside.y * size.height },
    head: { x: (inside.end_x ?? 0) * size.width, y: (inside.end_y ?? 0) * size.height },
  };
}

/** An arrow from `tail` to `head` (pixels of a surface of `size`) -> geometry, kept inside. */
export function arrowFromPixels(
  tail: PixelPoint,
  head: PixelPoint,
  size: PixelSize,
): AnnotationGeometry {
  if (size.width <= 0 || size.height <= 0) {
    return { type: 'arrow', x: 0, y: 0, width: 0, height: 0, end_x: 0, end_y: 0 };
  }
  return clampGeometry({
    type: 'arrow',
    x: tail.x / size.width,
    y: tail.y / size.height,
    width: 0,
    height: 0,
    end_x: head.x / size.width,
    end_y: head.y / size.height,
  });
}

/** The box (pixels) an arrow spans, tail to head in either direction. */
export function arrowBounds({ tail, head }: PixelArrow): PixelBox {
  return {
    x: Math.min(tail.x, head.x),
    y: Math.min(tail.y, head.y),
    width: Math.abs(head.x - tail.x),
    height: Math.abs(head.y - tail.y),
  };
}

/** The box (pixels) a shape is moved by: an arrow's span, else its own box. */
export function dragBoxOf(geometry: AnnotationGeometry, size: PixelSize): PixelBox {
  return geometry.type === 'arrow'
    ? arrowBounds(arrowToPixels(geometry, size))
    : geometryToPixels(geometry, size);
}

/** The geometry moved by `delta` pixels of a surface of `size` (an arrow moves tail and head). */
export function moveGeometry(
  geometry: AnnotationGeometry,
  delta: PixelPoint,
  size: PixelSize,
): AnnotationGeometry {
  if (geometry.type === 'arrow') {
    const { tail, head } = arrowToPixels(geometry, size);
    const shift = (point: PixelPoint) => ({ x: point.x + delta.x, y: point.y + delta.y });
    return arrowFromPixels(shift(tail), shift(head), size);
  }
  const box = geometryToPixels(geometry, size);
  return geometryFromPixels(
    geometry.type,
    { ...box, x: box.x + delta.x, y: box.y + delta.y },
    size,
  );
}

/**
 * The shape drawn by dragging from `start` to `end` (surface pixels, either direction). A point or
 * a callout sits where the pointer was released; an arrow runs from `start` (its tail) to `end`
 * (its head), null when shorter than MIN_ARROW_PX; a rectangle, oval or blur region smaller than
 * MIN_SHAPE_PX is null.
 */
export function geometryFromDrag(
  type: AnnotationShape,
  start: PixelPoint,
  end: PixelPoint,
  size: PixelSize,
): AnnotationGeometry | null {
  const a = clampPoint(start, size);
  const b = clampPoint(end, size);
  if (isPointShape(type)) return geometryFromPixels(type, { ...b, width: 0, height: 0 }, size);
  if (type === 'arrow') {
    return Math.hypot(b.x - a.x, b.y - a.y) < MIN_ARROW_PX ? null : arrowFromPixels(a, b, size);
  }
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

/** What places a label besides the shape's box: a callout's radius, an arrow's head. */
export interface LabelAnchor {
  /** A callout's circle: the label starts past it. */
  radius?: number;
  /** An arrow's head (its tail is the box's x, y): the label sits on the tail's far side. */
  head?: PixelPoint;
}

/**
 * Where a label of `label` size goes for a shape's `box`: above its top-left corner when it fits,
 * else just inside/below it; to the right of a point or a callout (to its left by the frame's
 * right edge, so the label never covers the mark or a callout's number); beside an arrow's tail,
 * on the side away from its head. Kept inside the surface.
 */
export function labelPosition(
  type: AnnotationShape,
  box: PixelBox,
  label: PixelSize,
  size: PixelSize,
  gap = 4,
  anchor: LabelAnchor = {},
): PixelPoint {
  const middle = box.y - label.height / 2;
  let wanted: PixelPoint;
  if (type === 'point' || type === 'callout') {
    const clearance = type === 'point' ? gap * 2 : (anchor.radius ?? 0) + gap;
    const right = box.x + clearance;
    const left = box.x - clearance - label.width;
    const flip = right + label.width > size.width && left >= 0;
    wanted = { x: flip ? left : right, y: middle };
  } else if (type === 'arrow') {
    const pointsRight = (anchor.head?.x ?? box.x) >= box.x;
    wanted = { x: pointsRight ? box.x - label.width - gap : box.x + gap, y: middle };
  } else {
    wanted = {
      x: box.x,
      y: box.y - label.height - gap >= 0 ? box.y - label.height - gap : box.y + gap,
    };
  }
  return clampBoxPosition(wanted, label, size);
}
