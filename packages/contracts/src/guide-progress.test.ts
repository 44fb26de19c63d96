import { describe, expect, it } from 'vitest';
import {
  addGuideCommentInputSchema,
  answerBodySchema,
  checkAnswerInputSchema,
  guideCommentsInputSchema,
  guideCommentsQuerySchema,
  guideInsightsSchema,
  guideProgressSchema,
  putGuideProgressInputSchema,
} from './guide-progress';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
const STEP = '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b';
const PROJECT = '6f1c1f2e-4b0a-4c36-9d38-0d7f3c1f9a10';

describe('progress schemas', () => {
  it('accept a partial write, null to clear the current step, and refuse a non-list', () => {
    expect(putGuideProgressInputSchema.parse({})).toEqual({});
    expect(putGuideProgressInputSchema.parse({ current_step_id: null })).toEqual({
      current_step_id: null,
    });
    expect(putGuideProgressInputSchema.parse({ done_step_ids: [` ${STEP} `] })).toEqual({
      done_step_ids: [STEP],
    });
    expect(firstMessage(putGuideProgressInputSchema.safeParse({ done_step_ids: 'all' }))).toBe(
      'done_step_ids must be a list of step ids.',
    );
    const tooMany = Array.from({ length: 1_001 }, () => STEP);
    expect(firstMessage(putGuideProgressInputSchema.safeParse({ done_step_ids: tooMany }))).toBe(
      'done_step_ids may hold at most 1000 step ids.',
    );
  });

  it('reads a progress reply with Date timestamps as ISO strings', () => {
    const at = new Date('2026-11-26T10:00:00.000Z');
    const parsed = guideProgressSchema.parse({
      project_id: PROJECT,
      current_step_id: STEP,
      done_step_ids: [STEP],
      answers: [
        { step_id: STEP, answer: 'two', correct: true, answered_at: at, expected_answer: '2' },
      ],
      updated_at: at,
      completed: true,
    });
    expect(parsed.updated_at).toBe('2026-11-26T10:00:00.000Z');
    expect(parsed.answers[0]?.answered_at).toBe('2026-11-26T10:00:00.000Z');
  });
});

describe('answer schemas', () => {
  it('trim the answer and bound it to 1..1,000 characters', () => {
    expect(answerBodySchema.parse({ answer: '  two ' })).toEqual({ answer: 'two' });
    expect(firstMessage(answerBodySchema.safeParse({ answer: '   ' }))).toBe(
      'Type an answer before checking it.',
    );
    expect(firstMessage(answerBodySchema.safeParse({}))).toBe('An answer is required.');
    expect(firstMessage(answerBodySchema.safeParse({ answer: 'x'.repeat(1_001) }))).toBe(
      'An answer must be at most 1,000 characters.',
    );
    expect(
      checkAnswerInputSchema.parse({ step_id: STEP, answer: 'x'.repeat(1_000) }).answer,
    ).toHaveLength(1_000);
  });
});

describe('comment schemas', () => {
  it('trim the text and bound it to 1..2,000 characters', () => {
    expect(addGuideCommentInputSchema.parse({ project_id: PROJECT, comment_text: ' Hi ' })).toEqual(
      {
        project_id: PROJECT,
        comment_text: 'Hi',
      },
    );
    expect(
      firstMessage(
        addGuideCommentInputSchema.safeParse({ project_id: PROJECT, comment_text: ' \n ' }),
      ),
    ).toBe('Write a comment before posting it.');
    expect(
      firstMessage(
        addGuideCommentInputSchema.safeParse({
          project_id: PROJECT,
          comment_text: 'y'.repeat(2_001),
        }),
      ),
    ).toBe('A comment must be at most 2,000 characters.');
  });

  it('read the page query: limit 1..50 from a string, cursor optional', () => {
    expect(guideCommentsQuerySchema.parse({ limit: '5', cursor: 'abc' })).toEqual({
      limit: 5,
      cursor: 'abc',
    });
    // What a tRPC infinite query sends for the first page.
    expect(
      guideCommentsInputSchema.parse({ project_id: PROJECT, cursor: null, direction: 'forward' }),
    ).toEqual({ project_id: PROJECT, cursor: null });
    for (const limit of ['0', '51', 'x']) {
      expect(firstMessage(guideCommentsQuerySchema.safeParse({ limit }))).toBe(
        'limit must be a whole number from 1 to 50.',
      );
    }
  });
});

describe('insights schema', () => {
  it('refuses negative counts', () => {
    const insights = {
      project_id: PROJECT,
      viewers: 2,
      learners_started: 1,
      completions: 0,
      steps: [
        {
          step_id: STEP,
          step_order: 0,
          name: 'Cut',
          reached: 1,
          done: 0,
          answered_right: 0,
          answered_wrong: 1,
        },
      ],
    };
    expect(guideInsightsSchema.parse(insights)).toEqual(insights);
    expect(guideInsightsSchema.safeParse({ ...insights, viewers: -1 }).success).toBe(false);
  });
});
