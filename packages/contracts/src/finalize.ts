import { z } from 'zod';
import { buyListUpdateInputSchema } from './buy-list';
import { countSchema, messageResponseSchema, nullableTextSchema, uuidSchema } from './common';
import { messages } from './messages';
import { stepInputSchema } from './steps';

/** POST /upload_steps body: the finalize payload of spec 3. */
export const finalizeInputSchema = z.object({
  project_id: uuidSchema,
  project_name: z.string(),
  user_id: z.string().min(1),
  steps: z
    .array(stepInputSchema, { error: messages.finalize.noSteps })
    .min(1, { error: messages.finalize.noSteps }),
  buy_list: buyListUpdateInputSchema.default([]),
  thumbnail_path: nullableTextSchema,
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
