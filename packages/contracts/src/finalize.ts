import { z } from 'zod';
import { buyListUpdateInputSchema } from './buy-list';
import {
  countSchema,
  messageResponseSchema,
  projectIdSchema,
  uidSchema,
  uuidSchema,
} from './common';
import { TEXT_LIMITS } from './limits';
import { messages } from './messages';
import { boundedString, optionalStoragePath, optionalText, STEP_LIMITS } from './step-limits';
import { stepInputSchemaWith } from './steps';

/** A name or description a step may leave blank here: the finish check names the step instead. */
const finishableText = (label: string, max: number) =>
  boundedString(label, max)
    .nullish()
    .transform((value) => value?.trim() ?? '');

/**
 * A step of the finalize payload: the step schema, except that a blank name or description is
 * reported by the finish check ('Step N is missing required name or description').
 */
export const finalizeStepInputSchema = stepInputSchemaWith(
  finishableText('Step name', STEP_LIMITS.name),
  finishableText('Step description', STEP_LIMITS.description),
);

/** Spec 5 "Finish project", reported where the step is, plus one step per step_order. */
function finishableSteps(
  steps: ReadonlyArray<{ name?: unknown; description?: unknown; step_order?: unknown }>,
  ctx: z.RefinementCtx,
): void {
  const orders = new Map<number, number>();
  steps.forEach((step, index) => {
    const blankName = typeof step?.name === 'string' && !step.name;
    const blankDescription = typeof step?.description === 'string' && !step.description;
    if (blankName || blankDescription) {
      ctx.addIssue({
        code: 'custom',
        message: messages.finalize.stepIncomplete(index + 1),
        path: [index, blankName ? 'name' : 'description'],
      });
    }
    if (typeof step?.step_order !== 'number') return;
    const first = orders.get(step.step_order);
    if (first === undefined) {
      orders.set(step.step_order, index);
    } else {
      ctx.addIssue({
        code: 'custom',
        message: `Step ${index + 1} has the same step_order as step ${first + 1}.`,
        path: [index, 'step_order'],
      });
    }
  });
}

/**
 * POST /upload_steps body: the finalize payload of spec 3. Annotation `data` is in FRACTIONS
 * 0–1 of the frame. `user_id` must be the signed-in user. At most 500 steps. `project_name` is
 * informational (the project keeps its name). With `auto_generate_buy_list` the server adds every
 * step's tools and materials to `buy_list` (merged by name + specification).
 */
export const finalizeInputSchema = z.object({
  project_id: projectIdSchema,
  project_name: optionalText('Project name', TEXT_LIMITS.projectName),
  user_id: uidSchema,
  steps: z
    .array(finalizeStepInputSchema, { error: messages.finalize.noSteps })
    .min(1, { error: messages.finalize.noSteps })
    .max(STEP_LIMITS.steps, { error: `At most ${STEP_LIMITS.steps} steps.` })
    .superRefine(finishableSteps),
  buy_list: buyListUpdateInputSchema.default([]),
  thumbnail_path: optionalStoragePath('Thumbnail path'),
  auto_generate_buy_list: z.boolean().default(false),
});
export type FinalizeInput = z.input<typeof finalizeInputSchema>;
export type FinalizeData = z.output<typeof finalizeInputSchema>;

/** POST /upload_steps reply. */
export const finalizeResponseSchema = messageResponseSchema.extend({
  project_id: uuidSchema,
  step_count: countSchema,
});
export type FinalizeResponse = z.infer<typeof finalizeResponseSchema>;

export interface FinishableStep {
  name?: string | null;
  description?: string | null;
}

/**
 * The 'Finish Project' checks of spec 5: at least one step, and each step has a name and a
 * description (non-blank). Returns the first message, or null when the project may be finished.
 */
export function validateFinishProject(steps: readonly FinishableStep[]): string | null {
  if (steps.length === 0) return messages.finalize.noSteps;
  const index = steps.findIndex((step) => !step.name?.trim() || !step.description?.trim());
  return index === -1 ? null : messages.finalize.stepIncomplete(index + 1);
}
