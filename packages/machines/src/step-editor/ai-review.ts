import {
  AI_LOW_CONFIDENCE,
  type AiReviewPart,
  type AiStepInput,
  coerceQuantity,
  STEP_LIMITS,
} from '@stepwise/contracts';
import type { EditorAiReview, EditorStep, StepItemKind } from './types';

/**
 * How sure the AI breakdown was of a step, and what the creator should check first (issue #17
 * "Honest uncertainty"). The rules, kept small on purpose:
 * - an edit settles what it touches: typing in the name clears the name's mark, moving or marking
 *   the start or end clears the timing mark, adding or removing a tool (material) clears the
 *   tools' (materials') mark, and an uncertain item no longer in the step is no longer flagged;
 * - saving the step ("Update Step") is the creator's review: the step is marked `reviewed`, its
 *   Check badge and field hints go. What is left of the marks, the confidence and the transcript
 *   are kept (a draft or a reload shows the same), and the transcript stays on view.
 * A step the creator made, or one stored before this existed, has no `aiReview`.
 */

/** The AI step's fields this module reads; a breakdown stored before them lacks them all. */
type AiStepReviewFields = Pick<
  AiStepInput,
  'confidence' | 'review' | 'uncertain_items' | 'transcript'
>;

/** An AI step's confidence, marks and timed sentences as the editor keeps them. */
export function aiReviewFromAiStep(step: AiStepReviewFields): EditorAiReview {
  return {
    confidence: step.confidence ?? null,
    review: [...new Set(step.review ?? [])],
    uncertainItems: (step.uncertain_items ?? []).map((name) => name.trim()).filter(Boolean),
    transcript: (step.transcript ?? []).map((line) => ({ ...line })),
    reviewed: false,
  };
}

const sameName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The spoken quantity of an item named `name` (in any case), else 1; a whole number 1-10,000. */
export function spokenQuantity(
  quantities: Readonly<Record<string, number>> | undefined,
  name: string,
): number {
  const found = Object.entries(quantities ?? {}).find(([spoken]) => sameName(spoken, name));
  return Math.min(coerceQuantity(found?.[1]), STEP_LIMITS.quantity);
}

/** The edited fields whose change settles a mark. */
const SETTLED_BY: ReadonlyArray<readonly [keyof EditorStep, AiReviewPart]> = [
  ['name', 'name'],
  ['startMs', 'timing'],
  ['endMs', 'timing'],
  ['tools', 'tools'],
  ['materials', 'materials'],
];

/**
 * `step` after an edit of `changes`: the marks the edit settled are dropped, and uncertain items
 * the step no longer lists are forgotten. A step without `aiReview` is returned as it is.
 */
export function settleAiReview(step: EditorStep, changes: Partial<EditorStep>): EditorStep {
  const ai = step.aiReview;
  if (!ai) return step;
  const settled = new Set(SETTLED_BY.filter(([field]) => field in changes).map(([, part]) => part));
  if (settled.size === 0) return step;
  const listed = [...step.tools, ...step.materials];
  return {
    ...step,
    aiReview: {
      ...ai,
      review: ai.review.filter((part) => !settled.has(part)),
      uncertainItems: ai.uncertainItems.filter((name) =>
        listed.some((item) => sameName(item.name, name)),
      ),
    },
  };
}

/** The step as saved by the creator: reviewed. */
export function markAiReviewed(step: EditorStep): EditorStep {
  return step.aiReview && !step.aiReview.reviewed
    ? { ...step, aiReview: { ...step.aiReview, reviewed: true } }
    : step;
}

/** One thing to check first; `items` names the uncertain tools or materials still in the step. */
export type AiCheck =
  | { part: 'timing' | 'name' }
  | { part: 'tools' | 'materials'; items: string[] }
  /** The step as a whole: its confidence is low and the AI named nothing in particular. */
  | { part: 'step' };

const ITEM_PARTS: ReadonlyArray<readonly [StepItemKind, 'tools' | 'materials']> = [
  ['tool', 'tools'],
  ['material', 'materials'],
];

/** True when the AI's confidence is known and below `AI_LOW_CONFIDENCE`. */
export const isLowConfidence = (confidence: number | null | undefined): boolean =>
  typeof confidence === 'number' && confidence < AI_LOW_CONFIDENCE;

/** The uncertain items of `kind` the step still lists, spelled as the step lists them. */
export function uncertainItemsOf(step: EditorStep, kind: StepItemKind): string[] {
  const ai = step.aiReview;
  if (!ai || ai.reviewed) return [];
  const items = kind === 'tool' ? step.tools : step.materials;
  return items
    .filter((item) => ai.uncertainItems.some((name) => sameName(name, item.name)))
    .map((item) => item.name);
}

/**
 * What the creator should check first in `step`, in the order the details read (timing, name,
 * tools, materials); empty when nothing is left to check or the step was reviewed.
 */
export function aiChecksOf(step: EditorStep): AiCheck[] {
  const ai = step.aiReview;
  if (!ai || ai.reviewed) return [];
  const checks: AiCheck[] = [];
  if (ai.review.includes('timing')) checks.push({ part: 'timing' });
  if (ai.review.includes('name')) checks.push({ part: 'name' });
  for (const [kind, part] of ITEM_PARTS) {
    const items = uncertainItemsOf(step, kind);
    if (items.length > 0 || ai.review.includes(part)) checks.push({ part, items });
  }
  if (checks.length === 0 && isLowConfidence(ai.confidence)) checks.push({ part: 'step' });
  return checks;
}

/** True when the name field should carry its "check this name" hint. */
export const isNameUncertain = (step: EditorStep): boolean =>
  aiChecksOf(step).some((check) => check.part === 'name');
