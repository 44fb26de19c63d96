import { DEFAULTS, emptyStepRecord } from '@stepwise/contracts';
import type { EditorStep } from './types';

/** The cleared form: a new step (index -1) without data. */
export function emptyEditorStep(): EditorStep {
  return { ...emptyStepRecord(), supplementaryFiles: [], resultImage: null };
}

const hasText = (value: string): boolean => value.trim().length > 0;

/**
 * True when the step being edited holds any data: a non-blank text, a start or end time, an
 * annotation, tool, material or file, or a result image. (Its id, video and flags are not data
 * the author typed.)
 */
export function hasStepData(step: EditorStep): boolean {
  return (
    [
      step.name,
      step.description,
      step.cautionaryNotes,
      step.bestPracticeNotes,
      step.validationQuestion,
      step.validationAnswer,
    ].some(hasText) ||
    step.startMs !== null ||
    step.endMs !== null ||
    step.annotations.length > 0 ||
    step.tools.length > 0 ||
    step.materials.length > 0 ||
    step.supplementaryFiles.length > 0 ||
    step.resultImage !== null
  );
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/**
 * Structural equality of two steps' contents (records, arrays, text, numbers); anything else (a
 * file handle not uploaded yet) is equal only to itself, and a key holding `undefined` counts as
 * absent, as it does in a stored draft.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((entry, index) => sameContent(entry, b[index]))
    );
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameContent(left[key], right[key])) return false;
  return true;
}

/**
 * True when the form holds work the step list does not: a new step (index -1) with data, or a
 * step of the list whose form differs from its entry. This is the one meaning of "dirty" (the
 * editor's `dirty` tag, read by the unsaved-work guard and the sidebar).
 */
export function isFormChanged(steps: readonly EditorStep[], index: number, step: EditorStep) {
  if (!isKnownIndex(steps, index)) return hasStepData(step);
  return !sameContent(steps[index], step);
}

/** True when `index` points at an entry of `list`. */
export function isKnownIndex(list: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < list.length;
}

/** `list` without the entry at `index` (unchanged when there is none). */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** `list` with the entry at `index` replaced by `value`. */
export function replaceAt<T>(list: readonly T[], index: number, value: T): T[] {
  return list.map((entry, position) => (position === index ? value : entry));
}

/** The initial index of the editor (spec 9: -1, a new step). */
export const NEW_STEP_INDEX: number = DEFAULTS.stepIndex;
