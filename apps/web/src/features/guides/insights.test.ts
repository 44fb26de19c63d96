import type { GuideInsightsStep } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { worstStepId } from '@/features/guides/insights';

const step = (n: number, counts: Partial<GuideInsightsStep>): GuideInsightsStep => ({
  step_id: `step-${n}`,
  step_order: n - 1,
  name: `Step ${n}`,
  reached: 0,
  done: 0,
  answered_right: 0,
  answered_wrong: 0,
  ...counts,
});

describe('worstStepId', () => {
  it('picks the step most learners reached without finishing or answered wrong', () => {
    expect(
      worstStepId([
        step(1, { reached: 5, done: 5 }),
        step(2, { reached: 5, done: 2, answered_wrong: 3 }),
        step(3, { reached: 2, done: 1 }),
      ]),
    ).toBe('step-2');
  });

  it('marks no step while nobody is stuck', () => {
    expect(worstStepId([step(1, { reached: 2, done: 2, answered_right: 2 })])).toBeNull();
    expect(worstStepId([])).toBeNull();
  });
});
