import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { annotationInputSchema } from './annotations';
import { socialUsername, validateRegisterForm } from './auth-messages';
import { buyItemInputSchema } from './buy-list';
import { finalizeInputSchema } from './finalize';
import { TEXT_LIMITS, tooLongMessage } from './limits';
import { commentInputSchema, searchTermInputSchema } from './profile';
import { createProjectInputSchema } from './projects';
import { materialInputSchema, materialPatchSchema, toolInputSchema } from './repository';
import { stepInputSchema, stepMaterialInputSchema, stepToolInputSchema } from './steps';
import { createUserInputSchema } from './users';

const video = { name: 'a.mp4', url: '/files/users/u1/videos/a.mp4', path: 'users/u1/videos/a.mp4' };
const step = {
  name: 'Cut the board',
  description: 'Measure twice, cut once.',
  video_start_time_ms: 1000,
  video_end_time_ms: 5000,
  step_order: 0,
};

interface LimitCase {
  field: string;
  max: number;
  label: string;
  schema: z.ZodType;
  /** The body with `text` in the field. */
  body: (text: string) => unknown;
}

const cases: LimitCase[] = [
  {
    field: 'projectName',
    max: TEXT_LIMITS.projectName,
    label: 'Project name',
    schema: createProjectInputSchema,
    body: (name) => ({ name, firebase_uid: 'u1', UploadVideos: [video] }),
  },
  {
    field: 'projectDescription',
    max: TEXT_LIMITS.projectDescription,
    label: 'Project description',
    schema: createProjectInputSchema,
    body: (description) => ({ name: 'P', description, firebase_uid: 'u1', UploadVideos: [video] }),
  },
  {
    field: 'stepName',
    max: TEXT_LIMITS.stepName,
    label: 'Step name',
    schema: stepInputSchema,
    body: (name) => ({ ...step, name }),
  },
  {
    field: 'stepDescription',
    max: TEXT_LIMITS.stepDescription,
    label: 'Step description',
    schema: stepInputSchema,
    body: (description) => ({ ...step, description }),
  },
  {
    field: 'stepNotes (cautionary)',
    max: TEXT_LIMITS.stepNotes,
    label: 'Cautionary notes',
    schema: stepInputSchema,
    body: (cautionary_notes) => ({ ...step, cautionary_notes }),
  },
  {
    field: 'stepNotes (best practice)',
    max: TEXT_LIMITS.stepNotes,
    label: 'Best practice notes',
    schema: stepInputSchema,
    body: (best_practice_notes) => ({ ...step, best_practice_notes }),
  },
  {
    field: 'validationText (question)',
    max: TEXT_LIMITS.validationText,
    label: 'Validation question',
    schema: stepInputSchema,
    body: (question) => ({ ...step, validation_metric: { question, expected_answer: 'Yes' } }),
  },
  {
    field: 'validationText (answer)',
    max: TEXT_LIMITS.validationText,
    label: 'Validation answer',
    schema: stepInputSchema,
    body: (expected_answer) => ({
      ...step,
      validation_metric: { question: 'Ok?', expected_answer },
    }),
  },
  {
    field: 'annotationText',
    max: TEXT_LIMITS.annotationText,
    label: 'Annotation text',
    schema: annotationInputSchema,
    body: (component_name) => ({
      component_name,
      frame_timestamp_ms: 0,
      data: { type: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    }),
  },
  {
    field: 'itemName (repository tool)',
    max: TEXT_LIMITS.itemName,
    label: 'Tool name',
    schema: toolInputSchema,
    body: (name) => ({ name }),
  },
  {
    field: 'itemName (repository material)',
    max: TEXT_LIMITS.itemName,
    label: 'Material name',
    schema: materialInputSchema,
    body: (name) => ({ name }),
  },
  {
    field: 'itemName (repository material edit)',
    max: TEXT_LIMITS.itemName,
    label: 'Material name',
    schema: materialPatchSchema,
    body: (name) => ({ name }),
  },
  {
    field: 'itemName (step tool)',
    max: TEXT_LIMITS.itemName,
    label: 'Tool name',
    schema: stepToolInputSchema,
    body: (name) => ({ name }),
  },
  {
    field: 'itemName (step material)',
    max: TEXT_LIMITS.itemName,
    label: 'Material name',
    schema: stepMaterialInputSchema,
    body: (name) => ({ material: { name } }),
  },
  {
    field: 'itemName (buy-list item)',
    max: TEXT_LIMITS.itemName,
    label: 'Item name',
    schema: buyItemInputSchema,
    body: (name) => ({ name }),
  },
  {
    field: 'itemSpecification',
    max: TEXT_LIMITS.itemSpecification,
    label: 'Specification',
    schema: materialInputSchema,
    body: (specification) => ({ name: 'Glue', specification }),
  },
  {
    field: 'username',
    max: TEXT_LIMITS.username,
    label: 'Username',
    schema: createUserInputSchema,
    body: (username) => ({ username, email: 'a@b.co', firebase_uid: 'u1' }),
  },
  {
    field: 'comment',
    max: TEXT_LIMITS.comment,
    label: 'A comment',
    schema: commentInputSchema,
    body: (comment_text) => ({ comment_text }),
  },
  {
    field: 'searchTerm',
    max: TEXT_LIMITS.searchTerm,
    label: 'A search term',
    schema: searchTermInputSchema,
    body: (term) => ({ term }),
  },
];

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('TEXT_LIMITS: one limit per field, enforced by the schemas', () => {
  it.each(cases)(
    '$field: accepts $max characters, refuses one more naming the field and limit',
    ({ max, label, schema, body }) => {
      expect(messagesOf(schema.safeParse(body('x'.repeat(max))))).toEqual([]);
      expect(messagesOf(schema.safeParse(body('x'.repeat(max + 1))))).toEqual([
        tooLongMessage(label, max),
      ]);
    },
  );

  it('writes the message with the field and a readable number', () => {
    expect(tooLongMessage('Project name', 120)).toBe(
      'Project name must be at most 120 characters.',
    );
    expect(tooLongMessage('Step description', 10_000)).toBe(
      'Step description must be at most 10,000 characters.',
    );
  });

  it('refuses the issue’s 336-character project name and 300-character material name', () => {
    expect(
      messagesOf(
        createProjectInputSchema.safeParse({
          name: 'x'.repeat(336),
          firebase_uid: 'u1',
          UploadVideos: [video],
        }),
      ),
    ).toEqual(['Project name must be at most 120 characters.']);
    expect(messagesOf(materialInputSchema.safeParse({ name: 'm'.repeat(300) }))).toEqual([
      'Material name must be at most 120 characters.',
    ]);
  });

  it('bounds the informational project name of the finalize payload the same way', () => {
    const payload = (project_name: string) => ({
      project_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
      project_name,
      user_id: 'uid-1',
      steps: [step],
    });
    expect(finalizeInputSchema.safeParse(payload('x'.repeat(120))).success).toBe(true);
    expect(messagesOf(finalizeInputSchema.safeParse(payload('x'.repeat(121))))).toEqual([
      'Project name must be at most 120 characters.',
    ]);
  });

  it('checks the username on the register form and cuts a long social display name', () => {
    const form = { email: 'a@b.co', password: 'pw', confirmPassword: 'pw' };
    expect(validateRegisterForm({ ...form, username: 'u'.repeat(TEXT_LIMITS.username) })).toBe(
      null,
    );
    expect(validateRegisterForm({ ...form, username: 'u'.repeat(TEXT_LIMITS.username + 1) })).toBe(
      'Username must be at most 60 characters.',
    );
    expect(socialUsername('n'.repeat(100), 'a@b.co')).toBe('n'.repeat(TEXT_LIMITS.username));
    expect(socialUsername(`${'n'.repeat(59)}😀`, 'a@b.co')).toBe('n'.repeat(59));
    expect(socialUsername(null, 'ada@b.co')).toBe('ada');
  });
});
