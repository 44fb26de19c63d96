import { describe, expect, it } from 'vitest';
import { finalizeInputSchema, validateFinishProject } from './finalize';

describe('validateFinishProject', () => {
  it('requires at least one step', () => {
    expect(validateFinishProject([])).toBe(
      'Please add at least one step before finishing the project.',
    );
  });

  it('names the first step missing its name or description (1-based)', () => {
    expect(
      validateFinishProject([
        { name: 'One', description: 'ok' },
        { name: 'Two', description: '   ' },
        { name: '', description: 'x' },
      ]),
    ).toBe('Step 2 is missing required name or description');
    expect(validateFinishProject([{ name: null, description: 'x' }])).toBe(
      'Step 1 is missing required name or description',
    );
  });

  it('passes complete steps', () => {
    expect(validateFinishProject([{ name: 'One', description: 'Do it' }])).toBeNull();
  });
});

describe('finalizeInputSchema', () => {
  const payload = {
    project_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
    project_name: 'Birdhouse',
    user_id: 'uid-1',
    steps: [
      {
        name: 'Cut',
        description: 'Cut the board',
        video_start_time_ms: 0,
        video_end_time_ms: 2500,
        step_order: 0,
      },
    ],
    thumbnail_path: null,
  };

  it('defaults auto_generate_buy_list to false and buy_list to empty', () => {
    const data = finalizeInputSchema.parse(payload);
    expect(data.auto_generate_buy_list).toBe(false);
    expect(data.buy_list).toEqual([]);
  });

  it('refuses an empty step list with the spec message', () => {
    const result = finalizeInputSchema.safeParse({ ...payload, steps: [] });
    expect(result.error?.issues[0]?.message).toBe(
      'Please add at least one step before finishing the project.',
    );
  });
});

describe('finalizeInputSchema: the finish checks and bounds', () => {
  const step = (order: number, overrides: Record<string, unknown> = {}) => ({
    name: `Step ${order}`,
    description: 'Do it',
    video_start_time_ms: 0,
    video_end_time_ms: 1000,
    step_order: order,
    ...overrides,
  });
  const payload = (steps: unknown[]) => ({
    project_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
    project_name: 'Birdhouse',
    user_id: 'uid-1',
    steps,
  });
  const issues = (steps: unknown[]) =>
    finalizeInputSchema.safeParse(payload(steps)).error?.issues.map((i) => [i.path, i.message]);

  it('names the step missing its name or description, 1-based, where it is', () => {
    expect(issues([step(0), step(1, { name: '  ' }), step(2, { description: null })])).toEqual([
      [['steps', 1, 'name'], 'Step 2 is missing required name or description'],
      [['steps', 2, 'description'], 'Step 3 is missing required name or description'],
    ]);
  });

  it('refuses two steps with the same step_order and more than 500 steps', () => {
    expect(issues([step(0), step(0)])).toEqual([
      [['steps', 1, 'step_order'], 'Step 2 has the same step_order as step 1.'],
    ]);
    const many = Array.from({ length: 501 }, (_, i) => step(i));
    expect(issues(many)).toEqual([[['steps'], 'At most 500 steps.']]);
  });

  it('refuses a malformed project id with the spec text', () => {
    const result = finalizeInputSchema.safeParse({ ...payload([step(0)]), project_id: 'nope' });
    expect(result.error?.issues[0]?.message).toBe('Invalid project ID format.');
  });
});
