import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LABEL_HEX,
  type AnnotationShape,
  annotationKeys,
  calloutNumbers,
  clampGeometry,
  colorOf,
  type GuideFrame,
  recordGeometry,
} from '@stepwise/contracts';

/**
 * A frame's annotations as the guide player draws them. Positions are in percent (0-100) of the
 * frame, the unit of CSS positions; the SVG layer draws in a view box 100 wide and `height` high
 * (the image's own proportions), so arrow heads are not stretched.
 */
export interface FrameShape {
  id: string;
  label: string;
  type: AnnotationShape;
  x: number;
  y: number;
  width: number;
  height: number;
  /** An arrow's head (its tail is x, y); the same spot as x, y on every other shape. */
  endX: number;
  endY: number;
  /** The colour it is painted in (yellow unless the creator picked another). */
  paint: string;
  /** The label's text colour on its dark tag (a lighter tint of red, green and blue). */
  labelPaint: string;
  /** A callout's number (contracts' calloutNumbers: list order on the frame), else null. */
  number: number | null;
  /**
   * What stands for the label on a narrow frame, where the label goes to the list under it
   * (contracts' annotationKeys: a callout's number, else a letter A, B, … in list order for
   * another shape with a label; null when there is no label).
   */
  key: string | null;
}

/** The frame's annotations kept inside the image, in list order, numbered and coloured. */
export function frameShapes(frame: GuideFrame): FrameShape[] {
  const inside = frame.annotations.map((annotation) =>
    clampGeometry({
      ...recordGeometry(annotation.geometry),
      // A region counts as blur when either its kind or its geometry says so (the server
      // redacts it either way).
      type: annotation.annotation_type === 'blur' ? 'blur' : annotation.geometry.type,
    }),
  );
  const numbers = calloutNumbers(inside);
  const keys = annotationKeys(
    inside.map((geometry, i) => ({
      type: geometry.type,
      text: frame.annotations[i]?.label ?? '',
    })),
  );
  return frame.annotations.map((annotation, i) => {
    const geometry = inside[i] ?? clampGeometry(recordGeometry(annotation.geometry));
    // A blur region's text would name what the creator hid: never shown to a learner.
    const label = geometry.type === 'blur' ? '' : annotation.label.trim();
    const number = numbers[i] ?? null;
    const key = keys[i] ?? null;
    return {
      id: annotation.annotation_id,
      label,
      type: geometry.type,
      x: geometry.x * 100,
      y: geometry.y * 100,
      width: geometry.width * 100,
      height: geometry.height * 100,
      endX: (geometry.end_x ?? geometry.x) * 100,
      endY: (geometry.end_y ?? geometry.y) * 100,
      paint: ANNOTATION_COLOR_HEX[colorOf(annotation)],
      labelPaint: ANNOTATION_LABEL_HEX[colorOf(annotation)],
      number,
      key,
    };
  });
}

interface ViewPoint {
  x: number;
  y: number;
}

/**
 * An arrow in the SVG layer's units (100 wide, `viewHeight` high): its shaft from the tail to the
 * base of its head, and the head's three corners. Null when tail and head are one spot.
 */
export function arrowPath(
  shape: Pick<FrameShape, 'x' | 'y' | 'endX' | 'endY'>,
  viewHeight: number,
): { tail: ViewPoint; base: ViewPoint; corners: [ViewPoint, ViewPoint, ViewPoint] } | null {
  const tail = { x: shape.x, y: (shape.y * viewHeight) / 100 };
  const head = { x: shape.endX, y: (shape.endY * viewHeight) / 100 };
  const length = Math.hypot(head.x - tail.x, head.y - tail.y);
  if (length === 0) return null;
  const [ux, uy] = [(head.x - tail.x) / length, (head.y - tail.y) / length];
  const back = Math.min(length, 3.5);
  const half = 1.6;
  const base = { x: head.x - ux * back, y: head.y - uy * back };
  return {
    tail,
    base,
    corners: [
      head,
      { x: base.x - uy * half, y: base.y + ux * half },
      { x: base.x + uy * half, y: base.y - ux * half },
    ],
  };
}

/** A point's or callout's label right of it fits while the point lies left of this (percent). */
const LABEL_FLIP_X = 55;

/**
 * Where a shape's label is anchored and how it is shifted from there (CSS). A point's or callout's
 * label goes right of it, or left of it in the frame's right part so it is not cut at the edge
 * (the editor's rule for the images it stores).
 */
export function labelPlacement(
  shape: Pick<FrameShape, 'type' | 'x' | 'y' | 'endX'>,
  large: boolean,
): { left: number; top?: number; bottom?: number; transform?: string } {
  switch (shape.type) {
    case 'point':
    case 'callout': {
      const gap = shape.type === 'point' ? 8 : large ? 16 : 13;
      return shape.x > LABEL_FLIP_X
        ? { left: -gap, top: 0, transform: 'translate(-100%, -50%)' }
        : { left: gap, top: 0, transform: 'translateY(-50%)' };
    }
    case 'arrow':
      // Beside the tail, away from where the arrow points.
      return shape.endX >= shape.x
        ? { left: -6, top: 0, transform: 'translate(-100%, -50%)' }
        : { left: 6, top: 0, transform: 'translateY(-50%)' };
    default:
      // Above the box's top-left corner, or inside it at the top edge when there is no room.
      return shape.y < (large ? 6 : 10) ? { left: 0, top: 2 } : { left: 0, bottom: 2 };
  }
}
