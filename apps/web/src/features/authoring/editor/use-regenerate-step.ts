import { type AiStep, messages, NO_VOICE_DETAIL, type Project } from '@stepwise/contracts';
import {
  aiReviewFromAiStep,
  type EditorStep,
  type StepEditorContext,
  type StepEditorEvent,
  spokenQuantity,
} from '@stepwise/machines';
import { toast } from '@stepwise/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import { failureReason } from '@/features/creation/api-errors';
import { useTRPC } from '@/lib/trpc';

/** Why a step cannot be regenerated (spec 5 "Regeneration"), or its video and time range. */
export type RegenerationPlan =
  | { ok: false; message: string }
  | { ok: true; video: AuthoringVideo; startMs: number; endMs: number };

export function planRegeneration(
  steps: readonly EditorStep[],
  index: number,
  form: EditorStep,
  videos: readonly AuthoringVideo[],
): RegenerationPlan {
  if (!Number.isInteger(index) || index < 0 || index >= steps.length) {
    return { ok: false, message: messages.regeneration.invalidIndex };
  }
  const { startMs, endMs } = form;
  const timed = startMs !== null && endMs !== null && endMs > startMs;
  if (!form.isAiGenerated && !timed)
    return { ok: false, message: messages.regeneration.notRegenerable };
  if (!timed) return { ok: false, message: messages.regeneration.noTimeRange };
  const video = videos[form.videoIndex];
  if (!video?.path) return { ok: false, message: messages.regeneration.videoNotFound };
  return {
    ok: true,
    video,
    startMs,
    endMs,
  };
}

/**
 * The events that put a regenerated step into the form: its texts replace the form's, its tools
 * and materials are added where the step does not have them yet (with their spoken quantities);
 * times and files stay. Last, the analysis's confidence, marks and transcript replace the form's
 * (after the edits, which would otherwise settle the fresh marks).
 */
export function regeneratedEvents(form: EditorStep, ai: AiStep): StepEditorEvent[] {
  const has = (list: readonly { name: string }[], name: string) =>
    list.some((item) => item.name.trim().toLowerCase() === name.trim().toLowerCase());
  const events: StepEditorEvent[] = [
    {
      type: 'step.change',
      patch: {
        name: ai.name,
        description: ai.description,
        ...(ai.cautions.length > 0 ? { cautionaryNotes: ai.cautions.join('\n') } : {}),
        ...(ai.validation_metric
          ? {
              validationQuestion: ai.validation_metric.question,
              validationAnswer: ai.validation_metric.expected_answer,
            }
          : {}),
      },
    },
  ];
  const add = (
    kind: 'tool' | 'material',
    names: readonly string[],
    have: readonly { name: string }[],
  ) => {
    const seen = have.map((item) => ({ name: item.name }));
    for (const name of names) {
      if (!name.trim() || has(seen, name)) continue;
      seen.push({ name });
      events.push({
        type: `${kind}.add`,
        item: { name, quantity: spokenQuantity(ai.quantities, name) },
      });
    }
  };
  add('tool', ai.tools, form.tools);
  add('material', ai.materials, form.materials);
  events.push({ type: 'aiReview.set', aiReview: aiReviewFromAiStep(ai) });
  return events;
}

function regenerationError(error: unknown): string {
  const reason = failureReason(error);
  // The service answers no speech with the code or with the spec's own sentence.
  if (reason === NO_VOICE_DETAIL || reason === messages.regeneration.noVoice) {
    return messages.regeneration.noVoice;
  }
  return messages.regeneration.failed(reason ?? 'the analysis failed');
}

/**
 * 'Regenerate Step' (spec 4 "AI regeneration of a step", 8 "Regeneration") through
 * `media.regenerateStep` of #7: the step's range is transcribed and analysed again; the result
 * fills the form (the author saves it as usual).
 */
export function useRegenerateStep({
  project,
  videos,
  read,
  send,
}: {
  project: Project;
  videos: readonly AuthoringVideo[];
  read: () => Pick<StepEditorContext, 'steps' | 'currentIndex' | 'step'>;
  send: (event: StepEditorEvent) => void;
}) {
  const trpc = useTRPC();
  const mutation = useMutation(trpc.media.regenerateStep.mutationOptions());
  const [running, setRunning] = useState(false);

  const regenerate = async () => {
    if (running) return;
    const { steps, currentIndex, step } = read();
    const plan = planRegeneration(steps, currentIndex, step, videos);
    if (!plan.ok) {
      toast.warning(plan.message);
      return;
    }
    setRunning(true);
    try {
      const result = await mutation.mutateAsync({
        video: { name: plan.video.name || `Video ${step.videoIndex + 1}`, path: plan.video.path },
        time_range: { start_ms: plan.startMs, end_ms: plan.endMs },
        project_context: {
          name: project.name,
          description: project.description ?? '',
          tags: project.tags,
        },
      });
      const now = read();
      // The author moved to another step meanwhile: nothing is overwritten.
      if (now.currentIndex !== currentIndex) return;
      for (const event of regeneratedEvents(now.step, result.step)) send(event);
      toast.success(`Regenerated "${result.step.name}". Review it, then Update Step to keep it.`);
    } catch (error) {
      toast.error(regenerationError(error));
    } finally {
      setRunning(false);
    }
  };

  return { regenerating: running, regenerate };
}
