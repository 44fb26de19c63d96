import { z } from 'zod';
import { msSchema, nullableTextSchema, uuidSchema } from './common';
import { imageFileSchema } from './files';
import { messages } from './messages';

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

/**
 * Geometry of an annotation, STORED AS FRACTIONS 0–1 of the image (x, y = top-left corner;
 * a point has width and height 0). The editor works in percent: see geometryToPercent.
 */
export const annotationGeometrySchema = z
  .object({
    type: annotationShapeSchema,
    x: fractionSchema,
    y: fractionSchema,
    width: fractionSchema.default(0),
    height: fractionSchema.default(0),
  })
  .refine((g) => g.x + g.width <= 1 + EPSILON && g.y + g.height <= 1 + EPSILON, {
    error: 'The shape must lie inside the image.',
  });
export type AnnotationGeometry = z.infer<typeof annotationGeometrySchema>;
export type AnnotationGeometryInput = z.input<typeof annotationGeometrySchema>;

const clampFraction = (value: number): number => Math.min(1, Math.max(0, value));

/** Stored fractions -> the editor's percentages (0–100). */
export function geometryToPercent(geometry: AnnotationGeometry): AnnotationGeometry {
  return {
    type: geometry.type,
    x: geometry.x * 100,
    y: geometry.y * 100,
    width: geometry.width * 100,
    height: geometry.height * 100,
  };
}

/** The editor's percentages (0–100) -> stored fractions, clamped into the image. */
export function geometryFromPercent(geometry: AnnotationGeometry): AnnotationGeometry {
  const x = clampFraction(geometry.x / 100);
  const y = clampFraction(geometry.y / 100);
  return {
    type: geometry.type,
    x,
    y,
    width: Math.min(clampFraction(geometry.width / 100), 1 - x),
    height: Math.min(clampFraction(geometry.height / 100), 1 - y),
  };
}

/** An annotation as sent in the finalize payload (spec 7 POST /upload_steps). */
export const annotationInputSchema = z.object({
  frame_timestamp_ms: msSchema,
  annotation_type: annotationShapeSchema,
  component_name: nullableTextSchema.transform((text) => text ?? messages.annotation.defaultText),
  data: annotationGeometrySchema,
  frame_image_path: nullableTextSchema,
});
export type AnnotationInput = z.input<typeof annotationInputSchema>;
export type AnnotationData = z.output<typeof annotationInputSchema>;

/** An annotation as the server returns it within a step. */
export const annotationSchema = z.object({
  annotation_id: uuidSchema,
  component_name: z.string(),
  frame_timestamp_ms: msSchema,
  annotation_type: annotationShapeSchema,
  frame_image_path: z.string().nullable(),
  frame_image_file: imageFileSchema.nullable(),
  geometry: annotationGeometrySchema,
});
export type Annotation = z.infer<typeof annotationSchema>;
