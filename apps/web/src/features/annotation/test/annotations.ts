import type { AnnotationGeometry, EditorAnnotation } from '@stepwise/machines';

export const FRAME_MS = 1500;
export const OTHER_FRAME_MS = 4200;

/** A shape's geometry given in percent of the frame for readability, held as fractions 0-1. */
export const box = (
  x: number,
  y: number,
  width = 20,
  height = 10,
  type: AnnotationGeometry['type'] = 'rectangle',
): AnnotationGeometry => ({
  type,
  x: x / 100,
  y: y / 100,
  width: width / 100,
  height: height / 100,
});

/** An arrow from its tail (x, y) to its head (endX, endY), in percent of the frame. */
export const arrow = (x: number, y: number, endX: number, endY: number): AnnotationGeometry => ({
  type: 'arrow',
  x: x / 100,
  y: y / 100,
  width: 0,
  height: 0,
  end_x: endX / 100,
  end_y: endY / 100,
});

export function annotation(
  text: string,
  geometry: AnnotationGeometry = box(10, 10),
  frameTimestampMs = FRAME_MS,
): EditorAnnotation {
  return {
    text,
    frameTimestampMs,
    frameImagePath: `frames/frame_${frameTimestampMs}.jpg`,
    geometry,
  };
}
