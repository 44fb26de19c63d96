import type { CheckAnswerResult, GuideAnswerRecord, GuideStep } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { guideTexts } from '@/features/guides/texts';
import { useTRPC } from '@/lib/trpc';

/** The learner's latest verdict on a step's question. */
export interface AnswerVerdict {
  answer: string;
  correct: boolean;
  expected: string | null;
}

interface Position {
  index: number;
  done: readonly string[];
  answers: Readonly<Record<string, AnswerVerdict>>;
}

/** The step to open: `?step=N` (1-based) when valid, else the saved step, else the first. */
export function initialStepIndex(
  steps: readonly Pick<GuideStep, 'step_id'>[],
  requested: number | null,
  savedStepId: string | null,
): number {
  if (steps.length === 0) return 0;
  if (requested !== null && Number.isInteger(requested) && requested >= 1) {
    return Math.min(requested, steps.length) - 1;
  }
  const saved = savedStepId ? steps.findIndex((step) => step.step_id === savedStepId) : -1;
  return Math.max(saved, 0);
}

/** `?step=N` as a number, or null when absent or not a whole number. */
export function requestedStepOf(params: URLSearchParams): number | null {
  const raw = params.get('step');
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  return Number(raw);
}

const verdictsOf = (answers: readonly GuideAnswerRecord[]) =>
  Object.fromEntries(
    answers.map((record) => [
      record.step_id,
      { answer: record.answer, correct: record.correct, expected: record.expected_answer },
    ]),
  );

/**
 * Where the learner stands in a guide, kept on the server (learning.progress / saveProgress):
 * the current step and the done marks. Changes show at once and are saved in the background; a
 * failed save says so and the next change sends the whole state again, so nothing is lost.
 */
export function useGuideProgress(
  projectId: string,
  steps: readonly GuideStep[],
  requested: number | null,
) {
  const trpc = useTRPC();
  const progress = useQuery({
    ...trpc.learning.progress.queryOptions({ project_id: projectId }),
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useMutation({
    ...trpc.learning.saveProgress.mutationOptions(),
    onError: () => toast.warning(guideTexts.player.progressFailed, { id: 'guide-progress' }),
  });
  const saveProgress = save.mutate;
  const [position, setPosition] = useState<Position | null>(null);
  const settled = progress.isSuccess || progress.isError;

  // The first position: from the URL or the saved progress (or the start when that failed).
  useEffect(() => {
    if (position || !settled || steps.length === 0) return;
    const saved = progress.data ?? null;
    const index = initialStepIndex(steps, requested, saved?.current_step_id ?? null);
    const known = new Set(steps.map((step) => step.step_id));
    const done = (saved?.done_step_ids ?? []).filter((id) => known.has(id));
    setPosition({ index, done, answers: verdictsOf(saved?.answers ?? []) });
    const stepId = steps[index]?.step_id;
    if (stepId && saved?.current_step_id !== stepId) {
      saveProgress({ project_id: projectId, current_step_id: stepId, done_step_ids: done });
    }
  }, [position, settled, steps, requested, progress.data, projectId, saveProgress]);

  const persist = useCallback(
    (next: Position) => {
      const stepId = steps[next.index]?.step_id;
      if (!stepId) return;
      saveProgress({
        project_id: projectId,
        current_step_id: stepId,
        done_step_ids: [...next.done],
      });
    },
    [steps, projectId, saveProgress],
  );

  // Side effects stay out of state updaters (React may run those twice).
  const goTo = useCallback(
    (index: number) => {
      if (!position || index < 0 || index >= steps.length || index === position.index) return;
      const next = { ...position, index };
      setPosition(next);
      persist(next);
    },
    [position, steps.length, persist],
  );

  const setDone = useCallback(
    (stepId: string, done: boolean) => {
      if (!position || position.done.includes(stepId) === done) return;
      const next = {
        ...position,
        done: done ? [...position.done, stepId] : position.done.filter((id) => id !== stepId),
      };
      setPosition(next);
      persist(next);
    },
    [position, persist],
  );

  const recordAnswer = useCallback((answer: string, result: CheckAnswerResult) => {
    setPosition((current) =>
      current
        ? {
            ...current,
            answers: {
              ...current.answers,
              [result.step_id]: {
                answer,
                correct: result.correct,
                expected: result.expected_answer,
              },
            },
          }
        : current,
    );
  }, []);

  return {
    ready: position !== null,
    loadFailed: progress.isError,
    index: position?.index ?? 0,
    done: position?.done ?? [],
    answers: position?.answers ?? {},
    goTo,
    setDone,
    recordAnswer,
  };
}

export type GuideProgressState = ReturnType<typeof useGuideProgress>;
