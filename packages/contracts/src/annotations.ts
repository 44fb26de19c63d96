import { z } from 'zod';
import { msSchema, uuidSchema } from './common';
import { imageFileSchema } from './files';
import { messages } from './messages';
import { optionalStoragePath, optionalText, STEP_LIMITS, videoMsSchema } from './step-limits';

/**
 * What an annotation draws on its frame. `rectangle`, `oval` and `blur` are boxes (x, y top-left,
 * width, height); `point` and `callout` are points (a callout shows its number, counted in the
 * order the frame's callouts are listed); an `arrow` runs from its tail (x, y) to its head
 * (end_x, end_y). A `blur` region is blurred in every image made from the frame.
 */
export const ANNOTATION_SHAPES = [
  'rectangle',
  'point',
  'oval',
  'arrow',
  'callout',
  'blur',
] as const;
export type AnnotationShape = (typeof ANNOTATION_SHAPES)[number];

/** Shapes with a width and height. */
export const BOX_SHAPES: readonly AnnotationShape[] = ['rectangle', 'oval', 'blur'];

/**
 * The shape of an annotation. Upper-case input ('RECTANGLE', as older records hold it) is
 * accepted and normalised to lower case; missing means 'rectangle'.
 */
export const annotationShapeSchema = z
  .enum([...ANNOTATION_SHAPES, ...ANNOTATION_SHAPES.map((shape) => shape.toUpperCase())] as [
    string,
    ...string[],
  ])
  .transform((shape) => shape.toLowerCase() as AnnotationShape)
  .default('rectangle');

/**
 * The number each annotation of ONE frame shows: callouts count 1, 2, ... in the order the
 * frame's annotations are listed; every other shape gets null. The editor, the stored images, the
 * guide player and the PDF all number callouts with this.
 */
export function calloutNumbers(shapes: readonly { type: AnnotationShape }[]): (number | null)[] {
  let next = 0;
  return shapes.map((shape) => (shape.type === 'callout' ? ++next : null));
}

/**
 * Under this width (pixels; 28rem, the guide's `@max-md` frame container) a frame's texts would
 * run into each other and over the picture: there each shape shows its key (annotationKeys) and
 * the texts are listed under the frame. The guide player and the annotation popup both switch here.
 */
export const NARROW_FRAME_PX = 448;

/**
 * What stands for each annotation's text on a narrow frame (NARROW_FRAME_PX), where the texts go
 * to a list under it: a callout's number (calloutNumbers), a letter A, B, ... in list order for
 * another shape with a text, null for a shape without one. A blur region's text would name what
 * it hides, so it never has a key on the frame.
 */
export function annotationKeys(
  shapes: readonly { type: AnnotationShape; text: string }[],
): (string | null)[] {
  const numbers = calloutNumbers(shapes);
  let letters = 0;
  return shapes.map((shape, i) => {
    if (shape.type === 'blur' || shape.text.trim() === '') return null;
    const number = numbers[i];
    if (number != null) return String(number);
    return String.fromCharCode(65 + (letters++ % 26));
  });
}

/** The colours an annotation can be drawn in; yellow is the default (spec 9). */
export const ANNOTATION_COLORS = ['yellow', 'red', 'green', 'blue', 'white'] as const;
export type AnnotationColor = (typeof ANNOTATION_COLORS)[number];
export const DEFAULT_ANNOTATION_COLOR: AnnotationColor = 'yellow';
/** How each colour is painted: in the editor, the stored images, the guide player and the PDF. */
export const ANNOTATION_COLOR_HEX: Readonly<Record<AnnotationColor, string>> = {
  yellow: '#facc15',
  red: '#ef4444',
  green: '#22c55e',
  blue: '#3b82f6',
  white: '#ffffff',
};
/**
 * A label's text on its dark tag: the annotation's colour, in a lighter tint where the colour
 * itself reads poorly there (on the tag's slate-900, red 4.7:1 and blue 4.9:1, less through the
 * 75% tag over a bright frame; the tints 9.4-12.7:1). The same in the editor, the stored images,
 * the guide player and the PDF.
 */
export const ANNOTATION_LABEL_HEX: Readonly<Record<AnnotationColor, string>> = {
  yellow: '#facc15',
  red: '#fca5a5',
  green: '#86efac',
  blue: '#93c5fd',
  white: '#ffffff',
};
/** An annotation's colour; missing (older records and clients) means yellow. */
export const annotationColorSchema = z.enum(ANNOTATION_COLORS, {
  error: `The colour must be one of ${ANNOTATION_COLORS.join(', ')}.`,
});
export const colorOf = (annotation: { color?: AnnotationColor | null }): AnnotationColor =>
  annotation.color ?? DEFAULT_ANNOTATION_COLOR;

/** A fraction of the image size, 0 to 1. */
export const fractionSchema = z.number().min(0).max(1);

const EPSILON = 1e-6;

const geometryShape = {
  type: annotationShapeSchema,
  x: fractionSchema,
  y: fractionSchema,
  width: fractionSchema.default(0),
  height: fractionSchema.default(0),
  /** An arrow's head (its tail is x, y); absent on every other shape. */
  end_x: fractionSchema.optional(),
  end_y: fractionSchema.optional(),
};

const insideImage = (g: { x: number; y: number; width: number; height: number }): boolean =>
  g.x + g.width <= 1 + EPSILON && g.y + g.height <= 1 + EPSILON;
const insideImageIssue = { error: 'The shape must lie inside the image.' };

/** An arrow needs its head; a non-arrow has none. */
export const arrowHeadRule = (g: {
  type: AnnotationShape;
  end_x?: number | null | undefined;
  end_y?: number | null | undefined;
}): boolean => {
  const hasHead =
    g.end_x !== undefined && g.end_x !== null && g.end_y !== undefined && g.end_y !== null;
  return g.type === 'arrow' ? hasHead : g.end_x == null && g.end_y == null;
};
export const arrowHeadIssue = {
  error: 'An arrow needs its head (end_x, end_y, fractions 0-1); other shapes have none.',
};

/**
 * Geometry of an annotation, STORED AS FRACTIONS 0–1 of the image (x, y = top-left corner;
 * a point has width and height 0). The editor works in percent: see geometryToPercent.
 */
export const annotationGeometrySchema = z
  .object(geometryShape)
  .refine(insideImage, insideImageIssue)
  .refine(arrowHeadRule, arrowHeadIssue);
export type AnnotationGeometry = z.infer<typeof annotationGeometrySchema>;
export type AnnotationGeometryInput = z.input<typeof annotationGeometrySchema>;

const clampFraction = (value: number): number => Math.min(1, Math.max(0, value));

/**
 * A drawn shape's geometry (fractions 0-1 of the frame, as the editor and storage both hold it)
 * kept inside the image: x and y within 0-1, the size no further than the frame's edge.
 */
export function clampGeometry(geometry: AnnotationGeometry): AnnotationGeometry {
  const x = clampFraction(geometry.x);
  const y = clampFraction(geometry.y);
  const clamped: AnnotationGeometry = {
    type: geometry.type,
    x,
    y,
    width: Math.min(clampFraction(geometry.width), 1 - x),
    height: Math.min(clampFraction(geometry.height), 1 - y),
  };
  if (geometry.end_x !== undefined) clamped.end_x = clampFraction(geometry.end_x);
  if (geometry.end_y !== undefined) clamped.end_y = clampFraction(geometry.end_y);
  return clamped;
}

/** Just the geometry of `g` (type, box, and an arrow's head when it has one), nothing else. */
export function geometryFields(g: AnnotationGeometry): AnnotationGeometry {
  const box = { type: g.type, x: g.x, y: g.y, width: g.width, height: g.height };
  return g.end_x !== undefined && g.end_y !== undefined
    ? { ...box, end_x: g.end_x, end_y: g.end_y }
    : box;
}

/**
 * `data` of an annotation in the finalize payload: the geometry IN FRACTIONS 0–1 of the frame
 * (the editor's 25% is sent as 0.25; values above 1 are refused, never read as percent). It may
 * also carry the frame's timestamp and image path (spec 3: "also readable from data").
 */
export const annotationDataInputSchema = z
  .object({
    ...geometryShape,
    frame_timestamp_ms: videoMsSchema.optional(),
    frame_image_path: optionalStoragePath('Frame image path'),
  })
  .refine(insideImage, insideImageIssue)
  .refine(arrowHeadRule, arrowHeadIssue)
  .meta({
    description:
      'Geometry in FRACTIONS 0–1 of the frame image (x, y: top-left corner; an arrow runs from x, y to end_x, end_y); 25% is sent as 0.25.',
  });

/**
 * An annotation as sent in the finalize payload (spec 7 POST /upload_steps). The frame timestamp
 * is read from the annotation or else from its `data`; so is the frame image path.
 */
export const annotationInputSchema = z
  .object({
    frame_timestamp_ms: videoMsSchema.optional(),
    annotation_type: annotationShapeSchema,
    component_name: optionalText('Annotation text', STEP_LIMITS.annotationText).transform(
      (text) => text ?? messages.annotation.defaultText,
    ),
    data: annotationDataInputSchema,
    frame_image_path: optionalStoragePath('Frame image path'),
    /** The colour it is drawn in (default yellow). */
    color: annotationColorSchema.default(DEFAULT_ANNOTATION_COLOR),
  })
  .superRefine((annotation, ctx) => {
    if (
      annotation.frame_timestamp_ms === undefined &&
      annotation.data?.frame_timestamp_ms === undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        message: 'The frame timestamp (frame_timestamp_ms) is required.',
        path: ['frame_timestamp_ms'],
      });
    }
  })
  .transform(({ data, ...annotation }) => ({
    frame_timestamp_ms: annotation.frame_timestamp_ms ?? data.frame_timestamp_ms ?? 0,
    annotation_type: annotation.annotation_type,
    component_name: annotation.component_name,
    data: geometryFields(data),
    frame_image_path: annotation.frame_image_path ?? data.frame_image_path,
    color: annotation.color,
  }));
export type AnnotationInput = z.input<typeof annotationInputSchema>;
export type AnnotationData = z.output<typeof annotationInputSchema>;

/**
 * Geometry as the server returns it: fractions 0–1, the shape in lower case. (A response schema
 * has no transforms, so replies can be encoded.)
 */
export const storedGeometrySchema = z.object({
  type: z.enum(ANNOTATION_SHAPES),
  x: fractionSchema,
  y: fractionSchema,
  width: fractionSchema,
  height: fractionSchema,
  /** An arrow's head; null on other shapes. */
  end_x: fractionSchema.nullable().optional(),
  end_y: fractionSchema.nullable().optional(),
});
export type StoredGeometry = z.infer<typeof storedGeometrySchema>;

/** Stored geometry as the editor and drafts hold it: an arrow keeps its head, no nulls. */
export function recordGeometry(stored: StoredGeometry): AnnotationGeometry {
  const { end_x, end_y, ...box } = stored;
  return end_x != null && end_y != null ? { ...box, end_x, end_y } : box;
}

/** An annotation as the server returns it within a step. */
export const annotationSchema = z.object({
  annotation_id: uuidSchema,
  component_name: z.string(),
  frame_timestamp_ms: msSchema,
  annotation_type: z.enum(ANNOTATION_SHAPES),
  frame_image_path: z.string().nullable(),
  /** The stored frame: `file_key` is `frame_image_path`, `file_url` where it is served. */
  frame_image_file: imageFileSchema.nullable(),
  /** Fractions 0–1 of the frame. */
  geometry: storedGeometrySchema,
  color: z.enum(ANNOTATION_COLORS),
});
export type Annotation = z.infer<typeof annotationSchema>;
