import { aiChecksOf, type EditorStep, isLowConfidence } from '@stepwise/machines';
import { aiReviewTexts, checkLine } from '@/features/ai-review/texts';

/**
 * What the Check badge's tooltip and the details' "Check first" note say of `step`: its low
 * confidence (when it is low) then one line per check. Empty when nothing is left to check.
 */
export function checkLinesOf(step: EditorStep): string[] {
  const checks = aiChecksOf(step);
  if (checks.length === 0) return [];
  const confidence = step.aiReview?.confidence ?? null;
  return [
    ...(confidence !== null && isLowConfidence(confidence)
      ? [aiReviewTexts.confidence(confidence)]
      : []),
    ...checks.map(checkLine),
  ];
}
