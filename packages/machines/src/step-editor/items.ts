import { coerceQuantity, hasSameItem, isHttpUrl, messages, STEP_LIMITS } from '@stepwise/contracts';
import type {
  AnnotationDraft,
  EditorAnnotation,
  EditorFrame,
  EditorStepItem,
  StepItemDraft,
  StepItemKind,
} from './types';

const ITEM_MESSAGES = {
  tool: {
    nameRequired: messages.repository.toolNameRequired,
    duplicate: messages.repository.duplicateTool,
  },
  material: {
    nameRequired: messages.repository.materialNameRequired,
    duplicate: messages.repository.duplicateMaterial,
  },
} as const;

/**
 * The checks of spec 5 "Tool or material in a step", in order: name required, purchase link
 * http(s) when given, not already in the step (same name and specification, case-insensitive).
 * The first failing message, or null. (Quantity is never refused: see `coerceQuantity`.)
 */
export function validateStepItem(
  kind: StepItemKind,
  items: readonly EditorStepItem[],
  draft: StepItemDraft,
): string | null {
  const texts = ITEM_MESSAGES[kind];
  if (!draft.name.trim()) return texts.nameRequired;
  const link = draft.purchaseLink?.trim() ?? '';
  if (link && !isHttpUrl(link)) return messages.repository.invalidPurchaseLink;
  if (hasSameItem(items, { name: draft.name, specification: draft.specification ?? '' })) {
    return texts.duplicate;
  }
  return null;
}

/**
 * A quantity as typed (spec 5): an integer of at least 1, anything non-numeric becomes 1; at most
 * `STEP_LIMITS.quantity` (what the api accepts).
 */
export const stepItemQuantity = (raw: unknown): number =>
  Math.min(coerceQuantity(raw), STEP_LIMITS.quantity);

/** `items` with the quantity of the item at `index` edited in place (an unknown index: as is). */
export function withItemQuantity(
  items: readonly EditorStepItem[],
  index: number,
  raw: unknown,
): EditorStepItem[] {
  return items.map((item, at) =>
    at === index ? { ...item, quantity: stepItemQuantity(raw) } : item,
  );
}

/** A checked draft as the step keeps it: trimmed texts, an integer quantity >= 1. */
export function toEditorStepItem(draft: StepItemDraft): EditorStepItem {
  return {
    name: draft.name.trim(),
    specification: draft.specification?.trim() ?? '',
    purchaseLink: draft.purchaseLink?.trim() ?? '',
    quantity: stepItemQuantity(draft.quantity),
    imageUrl: draft.imageUrl ?? null,
    imagePath: draft.imagePath ?? null,
    repositoryId: draft.repositoryId ?? null,
  };
}

/** An annotation drawn on `frame`; a blank text becomes 'Untitled annotation'. */
export function toEditorAnnotation(draft: AnnotationDraft, frame: EditorFrame): EditorAnnotation {
  return {
    text: draft.text.trim() || messages.annotation.defaultText,
    frameTimestampMs: frame.timestampMs,
    frameImagePath: frame.imagePath,
    geometry: { ...draft.geometry },
  };
}
