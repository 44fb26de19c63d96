import type { AnnotationColor, AnnotationShape } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';

/** An annotation as the stage draws it; `index` is its place in the step's whole list. */
export interface StageAnnotation {
  index: number;
  text: string;
  geometry: AnnotationGeometry;
  color: AnnotationColor;
  /** A callout's number on this frame (calloutNumbers); null for every other shape. */
  number: number | null;
  /** What stands for its text on a narrow frame (annotationKeys); null: nothing. */
  labelKey: string | null;
}

/**
 * What the popup hands its drawing surface. The surface only reports gestures (all geometry in
 * fractions 0-1 of the image); the popup owns the records, the history and the selection. The Konva
 * stage is the production surface; tests, which run without a canvas, provide another.
 */
export interface AnnotationStageProps {
  imageUrl: string;
  /** The frame already drawn (a fresh capture's canvas): shown without loading `imageUrl`. */
  image?: HTMLCanvasElement | null;
  tool: AnnotationShape;
  /** The colour the next shape is drawn in (the pending shape shows it). */
  color: AnnotationColor;
  /** The number a callout drawn now shows. */
  nextCalloutNumber: number;
  annotations: readonly StageAnnotation[];
  /**
   * A narrow frame (drawn under NARROW_FRAME_PX wide): each shape shows its key instead of its
   * text, which the list under the frame gives (a callout's number is already on it).
   */
  keyed: boolean;
  /** The drawn, not yet submitted shape. */
  pending: AnnotationGeometry | null;
  selectedIndex: number | null;
  /** A shape was drawn (pointer released): it becomes the pending shape. */
  onDraw: (geometry: AnnotationGeometry) => void;
  /** An annotation was clicked (its index) or the empty frame was (null). */
  onSelect: (index: number | null) => void;
  /** A drag or a resize of an annotation ended: one stopping point. */
  onShapeChange: (index: number, geometry: AnnotationGeometry) => void;
  /** How wide the frame is drawn (pixels; 0 while it is not), whenever that changes. */
  onSurfaceWidth: (width: number) => void;
}
