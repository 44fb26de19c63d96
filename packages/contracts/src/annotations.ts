import { z } from 'zod';
import { msSchema, uuidSchema } from './common';
import { imageFileSchema } from './files';
import { messages } from './messages';
import { optionalStoragePath, optionalText, STEP_LIMITS, videoMsSchema } from './step-limits';

export const ANNOTATION_SHAPES = ['rectangle', 'point', 'oval'] as const;
export type AnnotationShape = (typeof ANNOTATION_SHAPES)[number];

/**
 * The shape of an annotation. Upper-case input ('RECTANGLE', as older records hold it) is
 * accepted and normalised to lower case; missing means 'rectangle'.
 */
export const annotationShapeSchema = z
  .enum(['rectangle', 'point', 'oval', 'RECTANGLE', 'POINT', 'OVAL'])
  .transform((shape) => shape.toLowerCase() as AnnotationShape)
  .default('rectangle');

/** A fraction of the image size, 0 to 1. */
export const fractionSchema = z.number().min(0).max(1);

const EPSILON = 1e-6;

const geometryShape = {
  type: annotationShapeSchema,
  x: fractionSchema,
  y: fractionSchema,
  width: fractionSchema.default(0),
  height: fractionSchema.default(0),
};

const insideImage = (g: { x: number; y: number; width: number; height: number }): boolean =>
  g.x + g.width <= 1 + EPSILON && g.y + g.height <= 1 + EPSILON;
const insideImageIssue = { error: 'The shape must lie inside the image.' };

/**
 * Geometry of an annotation, STORED AS FRACTIONS 0–1 of the image (x, y = top-left corner;
 * a point has width and height 0). The editor works in percent: see geometryToPercent.
 */
export const annotationGeometrySchema = z
  .object(geometryShape)
  .refine(insideImage, insideImageIssue);
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
  return {
    type: geometry.type,
    x,
    y,
    width: Math.min(clampFraction(geometry.width), 1 - x),
    height: Math.min(clampFraction(geometry.height), 1 - y),
  };
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
  .meta({
    description:
      'Geometry in FRACTIONS 0–1 of the frame image (x, y: top-left corner); 25% is sent as 0.25.',
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
    data: { type: data.type, x: data.x, y: data.y, width: data.width, height: data.height },
    frame_image_path: annotation.frame_image_path ?? data.frame_image_path,
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
});

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
});
export type Annotation = z.infer<typeof annotationSchema>;
