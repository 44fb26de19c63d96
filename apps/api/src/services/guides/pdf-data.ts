import { ANNOTATION_SHAPES, type AnnotationColor, type AnnotationShape } from '@stepwise/contracts';
import type { Executor } from '../../db/database';
import { listBuyListRows } from '../../db/repositories/buy-list.repository';
import {
  findPdfProject,
  listPdfAnnotations,
  listPdfStepItems,
  listPdfSteps,
} from '../../db/repositories/guide-pdf.repository';
import type { Identity } from '../../domain/identity';
import { assertProjectIdFormat, assertReadable } from '../access';

/** Everything the printable guide shows, read before the first byte is sent (images excepted). */

export interface PdfItem {
  name: string;
  specification: string | null;
  quantity: number;
}

export interface PdfShape {
  type: AnnotationShape;
  /** Fractions 0–1 of the frame image. */
  x: number;
  y: number;
  width: number;
  height: number;
  /** An arrow's head; absent or null on other shapes. */
  endX?: number | null;
  endY?: number | null;
  /** Yellow when absent. */
  color?: AnnotationColor;
  label: string;
}

/** One captured frame of a step with every shape drawn on it. */
export interface PdfFrame {
  imagePath: string | null;
  timestampMs: number;
  shapes: PdfShape[];
}

export interface PdfStep {
  /** 1-based, as the player's `?step=N`. */
  number: number;
  name: string;
  description: string;
  cautions: string;
  bestPractices: string;
  question: string | null;
  frames: PdfFrame[];
  tools: PdfItem[];
  materials: PdfItem[];
}

export interface PdfGuide {
  projectId: string;
  name: string;
  description: string | null;
  creator: string;
  tags: string[];
  thumbnailPath: string | null;
  tools: PdfItem[];
  materials: PdfItem[];
  buyList: PdfItem[];
  steps: PdfStep[];
}

/**
 * The project a learner may read: a published one, or the caller's own draft. A malformed id is
 * 400; a missing project and another creator's draft are both 404 (a draft's existence is not
 * revealed), as for likes, saves and comments.
 */
async function readableGuideProject(db: Executor, actor: Identity, projectId: string) {
  assertProjectIdFormat(projectId);
  const project = await findPdfProject(db, projectId);
  assertReadable(project, actor);
  return project;
}

const key = (item: { name: string; specification: string | null }) =>
  `${item.name.trim().toLowerCase()}\u0000${(item.specification ?? '').trim().toLowerCase()}`;

/**
 * Items of every step as one list (same name + specification, case-insensitive, are one line):
 * tools keep the most any step needs (a hammer used in five steps is still one hammer),
 * materials add up (they are used up).
 */
export function mergeItems(items: readonly PdfItem[], rule: 'max' | 'sum'): PdfItem[] {
  const merged = new Map<string, PdfItem>();
  for (const item of items) {
    const k = key(item);
    const seen = merged.get(k);
    if (!seen) merged.set(k, { ...item });
    else
      seen.quantity =
        rule === 'sum' ? seen.quantity + item.quantity : Math.max(seen.quantity, item.quantity);
  }
  return [...merged.values()];
}

const asShape = (value: string): AnnotationShape => {
  const lower = value.toLowerCase();
  return (ANNOTATION_SHAPES as readonly string[]).includes(lower)
    ? (lower as AnnotationShape)
    : 'rectangle';
};

/** Loads the guide the caller may read, with its steps, frames and items (no image bytes). */
export async function loadPdfGuide(
  db: Executor,
  actor: Identity,
  projectId: string,
): Promise<PdfGuide> {
  const project = await readableGuideProject(db, actor, projectId);
  const steps = await listPdfSteps(db, projectId);
  const stepIds = steps.map((s) => s.step_id);
  const [annotations, tools, materials, buyList] = await Promise.all([
    listPdfAnnotations(db, stepIds),
    listPdfStepItems(db, 'step_tools', stepIds),
    listPdfStepItems(db, 'step_materials', stepIds),
    listBuyListRows(db, projectId),
  ]);

  const pdfSteps: PdfStep[] = steps.map((step, index) => {
    // One frame per stored image (or per timestamp when the image is missing): its shapes together.
    const frames = new Map<string, PdfFrame>();
    for (const a of annotations) {
      if (a.step_id !== step.step_id) continue;
      const frameKey = a.frame_image_path ?? `@${a.frame_timestamp_ms}`;
      let frame = frames.get(frameKey);
      if (!frame) {
        frame = { imagePath: a.frame_image_path, timestampMs: a.frame_timestamp_ms, shapes: [] };
        frames.set(frameKey, frame);
      }
      // A region counts as blur when either its kind or its geometry says so (it is redacted).
      const type = a.annotation_type.toLowerCase() === 'blur' ? 'blur' : asShape(a.geometry_type);
      frame.shapes.push({
        type,
        x: a.x,
        y: a.y,
        width: a.width,
        height: a.height,
        endX: a.end_x,
        endY: a.end_y,
        color: a.color,
        // A blur region's text names what the creator hid: never printed.
        label: type === 'blur' ? '' : a.component_name,
      });
    }
    const itemsOf = (rows: typeof tools) =>
      rows
        .filter((r) => r.step_id === step.step_id)
        .map((r) => ({ name: r.name, specification: r.specification, quantity: r.quantity }));
    return {
      number: index + 1,
      name: step.name,
      description: step.description,
      cautions: step.cautionary_notes,
      bestPractices: step.best_practice_notes,
      question: step.validation_question,
      frames: [...frames.values()].sort((a, b) => a.timestampMs - b.timestampMs),
      tools: itemsOf(tools),
      materials: itemsOf(materials),
    };
  });

  return {
    projectId,
    name: project.name,
    description: project.description,
    creator: project.username ?? '',
    tags: project.tags ?? [],
    thumbnailPath: project.thumbnail_path,
    tools: mergeItems(
      pdfSteps.flatMap((s) => s.tools),
      'max',
    ),
    materials: mergeItems(
      pdfSteps.flatMap((s) => s.materials),
      'sum',
    ),
    buyList: buyList.map((b) => ({
      name: b.name,
      specification: b.specification,
      quantity: b.quantity,
    })),
    steps: pdfSteps,
  };
}
