import type { GuideInsightsStep } from '@stepwise/contracts';

/**
 * The step where learners drop off or fail most: the most learners who reached it without
 * marking it done, plus its wrong answers. Null while nobody is stuck anywhere.
 */
export function worstStepId(steps: readonly GuideInsightsStep[]): string | null {
  let worst: { id: string; score: number } | null = null;
  for (const step of steps) {
    const score = Math.max(0, step.reached - step.done) + step.answered_wrong;
    if (score > 0 && (!worst || score > worst.score)) worst = { id: step.step_id, score };
  }
  return worst?.id ?? null;
}
