import { describe, expect, it } from 'vitest';
import {
  annotationGeometrySchema,
  annotationInputSchema,
  annotationKeys,
  annotationShapeSchema,
  calloutNumbers,
  clampGeometry,
} from './annotations';
import {
  coerceQuantity,
  hasSameItem,
  missingDetailsFields,
  missingSignoffFields,
  quantitySchema,
  stepInputSchema,
  stepListSchema,
  stepMaterialInputSchema,
  stepToolInputSchema,
  validateStepSave,
  validationMetricSchema,
} from './steps';

describe('quantity', () => {
  it('schema accepts whole numbers >= 1 and defaults to 1', () => {
    expect(quantitySchema.parse(3)).toBe(3);
    expect(quantitySchema.parse(undefined)).toBe(1);
    for (const bad of [0, -2, 1.5, '2', Number.NaN, 10_001]) {
      expect(quantitySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('coerceQuantity makes non-numeric input 1', () => {
    expect(coerceQuantity('4')).toBe(4);
    expect(coerceQuantity(7)).toBe(7);
    expect(coerceQuantity('2.9')).toBe(2);
    expect(coerceQuantity('abc')).toBe(1);
    expect(coerceQuantity('')).toBe(1);
    expect(coerceQuantity(null)).toBe(1);
    expect(coerceQuantity(undefined)).toBe(1);
    expect(coerceQuantity(0)).toBe(1);
    expect(coerceQuantity(-3)).toBe(1);
    expect(coerceQuantity(Number.NaN)).toBe(1);
  });
});

describe('annotation shapes and geometry', () => {
  it('normalises upper-case shapes and defaults to rectangle', () => {
    expect(annotationShapeSchema.parse('RECTANGLE')).toBe('rectangle');
    expect(annotationShapeSchema.parse('OVAL')).toBe('oval');
    expect(annotationShapeSchema.parse('point')).toBe('point');
    expect(annotationShapeSchema.parse(undefined)).toBe('rectangle');
    expect(annotationShapeSchema.safeParse('triangle').success).toBe(false);
  });

  it('stores geometry as fractions inside the image', () => {
    const g = annotationGeometrySchema.parse({
      type: 'RECTANGLE',
      x: 0.1,
      y: 0.2,
      width: 0.5,
      height: 0.3,
    });
    expect(g).toEqual({ type: 'rectangle', x: 0.1, y: 0.2, width: 0.5, height: 0.3 });
    expect(
      annotationGeometrySchema.safeParse({ type: 'rectangle', x: 10, y: 20, width: 5, height: 5 })
        .success,
    ).toBe(false);
    expect(
      annotationGeometrySchema.safeParse({
        type: 'rectangle',
        x: 0.8,
        y: 0,
        width: 0.5,
        height: 0.1,
      }).success,
    ).toBe(false);
    expect(annotationGeometrySchema.parse({ type: 'point', x: 1, y: 1 })).toMatchObject({
      width: 0,
      height: 0,
    });
  });

  it('knows arrows, numbered callouts and blur regions; an arrow carries its head', () => {
    expect(annotationShapeSchema.parse('ARROW')).toBe('arrow');
    expect(annotationShapeSchema.parse('callout')).toBe('callout');
    expect(annotationShapeSchema.parse('blur')).toBe('blur');
    const arrow = { type: 'arrow', x: 0.1, y: 0.2, end_x: 0.6, end_y: 0.05 };
    expect(annotationGeometrySchema.parse(arrow)).toEqual({ ...arrow, width: 0, height: 0 });
    // An arrow without a head, or a box with one, is refused with a reason a person can act on.
    const headless = annotationGeometrySchema.safeParse({ type: 'arrow', x: 0.1, y: 0.2 });
    expect(headless.error?.issues[0]?.message).toMatch(/arrow needs its head/);
    expect(
      annotationGeometrySchema.safeParse({ type: 'rectangle', x: 0, y: 0, end_x: 1, end_y: 1 })
        .success,
    ).toBe(false);
    expect(annotationGeometrySchema.safeParse({ ...arrow, end_x: 1.2 }).success).toBe(false);
  });

  it('numbers the callouts of a frame in list order, skipping other shapes', () => {
    const types = ['callout', 'rectangle', 'callout', 'blur', 'callout'] as const;
    expect(calloutNumbers(types.map((type) => ({ type })))).toEqual([1, null, 2, null, 3]);
  });

  it("keys a narrow frame's texts: callouts by number, other texted shapes by letter, blur never", () => {
    const shapes = [
      { type: 'rectangle', text: 'Lid' },
      { type: 'callout', text: 'First screw' },
      { type: 'blur', text: 'Serial number' },
      { type: 'point', text: '  ' },
      { type: 'callout', text: '' },
      { type: 'arrow', text: 'Push here' },
      { type: 'callout', text: 'Third screw' },
    ] as const;
    expect(annotationKeys(shapes)).toEqual(['A', '1', null, null, null, 'B', '3']);
  });

  it('draws an annotation in yellow unless it names one of the palette colours', () => {
    const base = {
      frame_timestamp_ms: 1000,
      annotation_type: 'blur',
      data: { type: 'blur', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    };
    expect(annotationInputSchema.parse(base).color).toBe('yellow');
    expect(annotationInputSchema.parse({ ...base, color: 'red' }).color).toBe('red');
    const purple = annotationInputSchema.safeParse({ ...base, color: 'purple' });
    expect(purple.error?.issues[0]?.message).toBe(
      'The colour must be one of yellow, red, green, blue, white.',
    );
  });

  it('keeps a drawn shape inside the frame', () => {
    expect(clampGeometry({ type: 'oval', x: 0.25, y: 0.5, width: 0.5, height: 0.8 })).toEqual({
      type: 'oval',
      x: 0.25,
      y: 0.5,
      width: 0.5,
      height: 0.5,
    });
    expect(clampGeometry({ type: 'point', x: -0.1, y: 1.2, width: 0, height: 0 })).toEqual({
      type: 'point',
      x: 0,
      y: 1,
      width: 0,
      height: 0,
    });
  });

  it('annotation input defaults its text to Untitled annotation', () => {
    const a = annotationInputSchema.parse({
      frame_timestamp_ms: 1500,
      annotation_type: 'RECTANGLE',
      component_name: '  ',
      data: { type: 'RECTANGLE', x: 0, y: 0, width: 1, height: 1 },
    });
    expect(a.component_name).toBe('Untitled annotation');
    expect(a.annotation_type).toBe('rectangle');
    expect(a.frame_image_path).toBeNull();
  });
});

const baseStep = {
  name: 'Cut the board',
  description: 'Measure twice, cut once.',
  video_start_time_ms: 1000,
  video_end_time_ms: 5000,
  step_order: 0,
};

describe('stepInputSchema', () => {
  it('accepts a minimal step and fills defaults', () => {
    const step = stepInputSchema.parse(baseStep);
    expect(step.tools).toEqual([]);
    expect(step.validation_metric).toBeNull();
    expect(step.is_ai_generated).toBe(false);
    expect(step.cautionary_notes).toBe('');
  });

  it('refuses an end time not after the start', () => {
    for (const end of [1000, 500]) {
      const result = stepInputSchema.safeParse({ ...baseStep, video_end_time_ms: end });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('End time must be after start time.');
      expect(result.error?.issues[0]?.path).toEqual(['video_end_time_ms']);
    }
  });

  it('reports the spec messages for a missing name or description', () => {
    const result = stepInputSchema.safeParse({ ...baseStep, name: ' ', description: '' });
    const texts = result.error?.issues.map((issue) => issue.message);
    expect(texts).toContain('Step name is required.');
    expect(texts).toContain('Step description is required.');
  });

  it('validates the step tools with the spec messages', () => {
    const noName = stepToolInputSchema.safeParse({ name: '' });
    expect(noName.error?.issues[0]?.message).toBe('Tool name is required.');
    const badLink = stepToolInputSchema.safeParse({ name: 'Saw', purchase_link: 'saw.com' });
    expect(badLink.error?.issues[0]?.message).toBe(
      'Purchase link must be a valid URL starting with http:// or https://',
    );
    expect(stepToolInputSchema.parse({ name: 'Saw' }).quantity).toBe(1);
  });

  it('drops an empty validation metric', () => {
    expect(validationMetricSchema.parse({ question: ' ', expected_answer: '' })).toBeNull();
    expect(validationMetricSchema.parse({ question: 'Square?', expected_answer: 'Yes' })).toEqual({
      question: 'Square?',
      expected_answer: 'Yes',
    });
  });
});

describe('step editor checks', () => {
  const form = { name: 'A', description: 'B', startMs: 1_000, endMs: 2_000 };

  it('validateStepSave reports in the spec order', () => {
    expect(validateStepSave(form)).toBeNull();
    expect(validateStepSave({ ...form, name: ' ', description: '' })).toBe(
      'Step name is required.',
    );
    expect(validateStepSave({ ...form, description: '' })).toBe('Step description is required.');
    expect(validateStepSave({ ...form, endMs: null })).toBe(
      'Please set both start and end times for the step.',
    );
    expect(validateStepSave({ ...form, endMs: 1_000 })).toBe('End time must be after start time.');
  });

  it('lists the missing labels of the details and sign-off tabs', () => {
    expect(missingDetailsFields({ name: '', description: 'x', startMs: 0, endMs: null })).toEqual([
      'Step Name',
      'End Time',
    ]);
    expect(
      missingSignoffFields({
        cautionaryNotes: ' ',
        bestPracticeNotes: 'ok',
        validationQuestion: 'q',
        validationAnswer: '',
      }),
    ).toEqual(['Cautionary Notes', 'Validation Answer']);
  });

  it('hasSameItem matches name and specification case-insensitively', () => {
    const items = [{ name: 'Drill', specification: '18V' }];
    expect(hasSameItem(items, { name: 'drill', specification: '18v' })).toBe(true);
    expect(hasSameItem(items, { name: 'drill', specification: null })).toBe(false);
  });
});

describe('step tools and materials in the finalize payload', () => {
  const TOOL_ID = '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70';

  it('reads the nested, the id-only and the flat form into one shape', () => {
    expect(
      stepToolInputSchema.parse({
        quantity: 2,
        tool: {
          tool_id: TOOL_ID,
          name: ' Saw ',
          specification: '',
          purchase_link: 'https://saw.example',
          image_file: { file_url: '/files/users/u/saw.jpg', file_key: 'users/u/saw.jpg' },
        },
      }),
    ).toEqual({
      quantity: 2,
      repository_id: TOOL_ID,
      item: {
        name: 'Saw',
        specification: null,
        purchase_link: 'https://saw.example',
        image_url: '/files/users/u/saw.jpg',
        image_path: 'users/u/saw.jpg',
      },
    });
    expect(stepToolInputSchema.parse({ tool_id: TOOL_ID })).toEqual({
      quantity: 1,
      repository_id: TOOL_ID,
      item: null,
    });
    expect(
      stepMaterialInputSchema.parse({ name: 'Pine', specification: '2x4', quantity: 3 }),
    ).toEqual({
      quantity: 3,
      repository_id: null,
      item: {
        name: 'Pine',
        specification: '2x4',
        purchase_link: null,
        image_url: null,
        image_path: null,
      },
    });
  });

  it('needs a name or an id, a quantity of 1 to 10,000 and no NUL character', () => {
    expect(stepMaterialInputSchema.safeParse({ quantity: 1 }).error?.issues[0]?.message).toBe(
      'Material name is required.',
    );
    expect(stepToolInputSchema.safeParse({ tool: { name: '' } }).error?.issues[0]?.path).toEqual([
      'tool',
      'name',
    ]);
    expect(stepToolInputSchema.safeParse({ name: 'Saw', quantity: 10_001 }).success).toBe(false);
    expect(stepToolInputSchema.safeParse({ name: 'Sa\u0000w' }).error?.issues[0]?.message).toBe(
      'Text must not contain NUL characters.',
    );
  });

  it('refuses the same tool twice in a step, by name + specification or by id', () => {
    const twice = (tools: unknown[]) =>
      stepInputSchema
        .safeParse({ ...baseStep, tools })
        .error?.issues.map((i) => [i.path, i.message]);
    expect(
      twice([
        { name: 'Saw', specification: 'x' },
        { name: 'SAW ', specification: 'X' },
      ]),
    ).toEqual([[['tools', 1], 'This tool is already added to the current step.']]);
    expect(twice([{ tool_id: TOOL_ID }, { tool_id: TOOL_ID, quantity: 2 }])).toEqual([
      [['tools', 1], 'This tool is already added to the current step.'],
    ]);
    expect(twice([{ name: 'Saw' }, { name: 'Saw', specification: 'fine' }])).toBeUndefined();
  });

  it('bounds the lists of a step and the times to the database integer range', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `Tool ${i}` }));
    expect(stepInputSchema.safeParse({ ...baseStep, tools: many }).error?.issues[0]?.message).toBe(
      'At most 100 tools per step.',
    );
    expect(stepInputSchema.safeParse({ ...baseStep, video_end_time_ms: 2 ** 31 }).success).toBe(
      false,
    );
  });
});

describe('annotation input', () => {
  it('reads the frame timestamp and image path from data when the annotation lacks them', () => {
    const a = annotationInputSchema.parse({
      data: {
        type: 'point',
        x: 0.5,
        y: 0.5,
        frame_timestamp_ms: 4200,
        frame_image_path: 'users/u/p/annotation_frames/frame_4200.jpg',
      },
    });
    expect(a).toMatchObject({
      frame_timestamp_ms: 4200,
      frame_image_path: 'users/u/p/annotation_frames/frame_4200.jpg',
      data: { type: 'point', x: 0.5, y: 0.5, width: 0, height: 0 },
    });
    expect(
      annotationInputSchema.safeParse({ data: { x: 0, y: 0 } }).error?.issues[0]?.path,
    ).toEqual(['frame_timestamp_ms']);
  });
});

describe('step replies encode (no transform in a response schema)', () => {
  it('stepListSchema encodes a step as the api returns it', () => {
    const step = {
      id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
      project_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f71',
      ...baseStep,
      cautionary_notes: '',
      best_practice_notes: '',
      associated_video_index: 0,
      associated_video_path: null,
      annotations: [
        {
          annotation_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f72',
          component_name: 'Blade',
          frame_timestamp_ms: 1500,
          annotation_type: 'oval' as const,
          frame_image_path: null,
          frame_image_file: null,
          geometry: { type: 'oval' as const, x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
          color: 'yellow' as const,
        },
      ],
      tools: [
        {
          quantity: 20_000,
          tool: {
            tool_id: null,
            name: 'Saw',
            specification: null,
            purchase_link: null,
            image_file: null,
            image_url: null,
            image_path: null,
          },
        },
      ],
      materials: [],
      supplementary_files: [],
      validation_metric: { question: 'Square?', expected_answer: 'Yes' },
      main_video_file: null,
      result_image_url: null,
      result_image_path: null,
      is_finalized: true,
      is_ai_generated: false,
      regenerated_at: '2026-11-22T10:00:00.000Z',
    };
    expect(stepListSchema.encode([step])).toEqual([step]);
  });
});
