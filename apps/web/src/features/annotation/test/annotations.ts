import type { AnnotationGeometryPercent, EditorAnnotation } from '@stepwise/machines';

export const FRAME_MS = 1500;
export const OTHER_FRAME_MS = 4200;

export const box = (
  x: number,
  y: number,
  width = 20,
  height = 10,
  type: AnnotationGeometryPercent['type'] = 'rectangle',
): AnnotationGeometryPercent => ({ type, x, y, width, height });

export function annotation(
  text: string,
  geometry: AnnotationGeometryPercent = box(10, 10),
  frameTimestampMs = FRAME_MS,
): EditorAnnotation {
  return {
    text,
    frameTimestampMs,
    frameImagePath: `frames/frame_${frameTimestampMs}.jpg`,
    geometry,
  };
}
