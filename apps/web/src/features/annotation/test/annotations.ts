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
