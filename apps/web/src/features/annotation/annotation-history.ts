import { type AnnotationColor, colorOf, DEFAULT_ANNOTATION_COLOR } from '@stepwise/contracts';
import type { AnnotationDraft, EditorAnnotation } from '@stepwise/machines';
import { clampGeometry } from './annotation-geometry';

/** How many stopping points undo keeps. */
export const HISTORY_LIMIT = 100;

/**
 * Undo/redo over a step's annotation list. Each entry is one stopping point: a whole list, which
 * shares every unchanged annotation record with its neighbours (edits replace records, never
 * mutate them), so an entry costs one array.
 */
export interface AnnotationHistory {
  readonly past: readonly (readonly EditorAnnotation[])[];
  readonly present: readonly EditorAnnotation[];
  readonly future: readonly (readonly EditorAnnotation[])[];
}

export function createHistory(list: readonly EditorAnnotation[]): AnnotationHistory {
  return { past: [], present: list, future: [] };
}

/** Records `next` as a new stopping point (redo is dropped); no-op when nothing changed. */
export function commit(
  history: AnnotationHistory,
  next: readonly EditorAnnotation[],
): AnnotationHistory {
  if (sameAnnotationList(history.present, next)) return history;
  return {
    past: [...history.past, history.present].slice(-HISTORY_LIMIT),
    present: next,
    future: [],
  };
}

export function canUndo(history: AnnotationHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: AnnotationHistory): boolean {
  return history.future.length > 0;
}

export function undo(history: AnnotationHistory): AnnotationHistory {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redo(history: AnnotationHistory): AnnotationHistory {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

/**
 * Takes in a list that changed outside the history (e.g. the editor replaced it): it becomes the
 * present, the undo stops stay, redo is dropped. No-op when the lists are equal.
 */
export function syncPresent(
  history: AnnotationHistory,
  list: readonly EditorAnnotation[],
): AnnotationHistory {
  if (sameAnnotationList(history.present, list)) return history;
  return { past: history.past, present: list, future: [] };
}

export function sameAnnotation(a: EditorAnnotation, b: EditorAnnotation): boolean {
  return (
    a === b ||
    (a.text === b.text &&
      a.frameTimestampMs === b.frameTimestampMs &&
      a.frameImagePath === b.frameImagePath &&
      a.geometry.type === b.geometry.type &&
      a.geometry.x === b.geometry.x &&
      a.geometry.y === b.geometry.y &&
      a.geometry.width === b.geometry.width &&
      a.geometry.height === b.geometry.height &&
      a.geometry.end_x === b.geometry.end_x &&
      a.geometry.end_y === b.geometry.end_y &&
      colorOf(a) === colorOf(b))
  );
}

/**
 * The annotation drawn in `color`. Yellow, the default, is left out (an annotation without a
 * colour is yellow, as in drafts saved before colours), so one look has one record.
 */
export function withColor(annotation: EditorAnnotation, color: AnnotationColor): EditorAnnotation {
  const { color: _old, ...rest } = annotation;
  return color === DEFAULT_ANNOTATION_COLOR ? rest : { ...rest, color };
}

export function sameAnnotationList(
  a: readonly EditorAnnotation[],
  b: readonly EditorAnnotation[],
): boolean {
  return a === b || (a.length === b.length && a.every((item, i) => sameAnnotation(item, b[i]!)));
}

/** The frame an annotation is added to. */
export interface AnnotationFrameRef {
  frameTimestampMs: number;
  frameImagePath: string | null;
}

/** An annotation of the list with its index in the whole list. */
export interface IndexedAnnotation {
  index: number;
  annotation: EditorAnnotation;
}

/** The annotations drawn on the frame at `frameTimestampMs`, with their index in the list. */
export function annotationsOfFrame(
  list: readonly EditorAnnotation[],
  frameTimestampMs: number,
): IndexedAnnotation[] {
  return list.flatMap((annotation, index) =>
    annotation.frameTimestampMs === frameTimestampMs ? [{ index, annotation }] : [],
  );
}

/**
 * The list with the draft appended on `frame` (text trimmed, geometry clamped inside), drawn in
 * `color` (yellow when not given).
 */
export function addAnnotation(
  list: readonly EditorAnnotation[],
  frame: AnnotationFrameRef,
  draft: AnnotationDraft,
  color: AnnotationColor = DEFAULT_ANNOTATION_COLOR,
): EditorAnnotation[] {
  const added: EditorAnnotation = {
    text: draft.text.trim(),
    frameTimestampMs: frame.frameTimestampMs,
    frameImagePath: frame.frameImagePath,
    geometry: clampGeometry(draft.geometry),
  };
  return [...list, withColor(added, color)];
}

export type AnnotationPatch = Partial<Pick<EditorAnnotation, 'text' | 'geometry'>> & {
  color?: AnnotationColor;
};

/** The list with the annotation at `index` patched (same list when out of range or unchanged). */
export function updateAnnotation(
  list: readonly EditorAnnotation[],
  index: number,
  patch: AnnotationPatch,
): readonly EditorAnnotation[] {
  const current = list[index];
  if (current === undefined) return list;
  const patched: EditorAnnotation = {
    ...current,
    ...(patch.text === undefined ? {} : { text: patch.text.trim() }),
    ...(patch.geometry === undefined ? {} : { geometry: clampGeometry(patch.geometry) }),
  };
  const next = patch.color === undefined ? patched : withColor(patched, patch.color);
  if (sameAnnotation(current, next)) return list;
  return list.map((annotation, i) => (i === index ? next : annotation));
}

/** The list without the annotation at `index` (same list when out of range). */
export function removeAnnotation(
  list: readonly EditorAnnotation[],
  index: number,
): readonly EditorAnnotation[] {
  if (index < 0 || index >= list.length) return list;
  return list.filter((_, i) => i !== index);
}
