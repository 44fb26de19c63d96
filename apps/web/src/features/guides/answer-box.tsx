import { type CheckAnswerResult, GUIDE_LEARNING_LIMITS } from '@stepwise/contracts';
import { Button, TextField } from '@stepwise/ui';
import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { guideTexts } from '@/features/guides/texts';
import type { AnswerVerdict } from '@/features/guides/use-guide-progress';
import { describeApiFailure, useTRPCClient } from '@/lib/trpc';

const text = guideTexts.answer;

export interface AnswerBoxProps {
  stepId: string;
  question: string;
  /** The learner's latest verdict on this step, if any. */
  verdict: AnswerVerdict | undefined;
  onChecked: (answer: string, result: CheckAnswerResult) => void;
}

/**
 * The step's validation question: the learner types an answer, the server compares it forgivingly
 * and says right or wrong; after a wrong try the expected answer shows.
 */
export function AnswerBox({ stepId, question, verdict, onChecked }: AnswerBoxProps) {
  const client = useTRPCClient();
  const [answer, setAnswer] = useState(verdict?.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const check = useMutation({
    mutationFn: (value: string) =>
      client.learning.checkAnswer.mutate({ step_id: stepId, answer: value }),
    onSuccess: (result, value) => onChecked(value, result),
    onError: (failure) => {
      const described = describeApiFailure(failure);
      setError(
        described.kind === 'rejected' && described.status === 400 && described.detail
          ? described.detail
          : text.failed,
      );
    },
  });

  return (
    <section
      aria-labelledby={`answer-${stepId}`}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={`answer-${stepId}`} className="text-sm font-semibold text-slate-900">
        {text.heading}
      </h3>
      <p className="text-sm break-words whitespace-pre-line text-slate-800">{question}</p>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
        onSubmit={(event) => {
          event.preventDefault();
          if (!answer.trim()) {
            setError(text.required);
            return;
          }
          setError(undefined);
          check.mutate(answer);
        }}
      >
        <TextField
          label={text.label}
          value={answer}
          maxLength={GUIDE_LEARNING_LIMITS.answerMax}
          error={error}
          onChange={(event) => {
            setAnswer(event.target.value);
            if (error) setError(undefined);
          }}
          className="flex-1"
          autoComplete="off"
        />
        <Button
          type="submit"
          busy={check.isPending}
          busyLabel={text.checking}
          className="sm:mt-6.5"
        >
          {text.submit}
        </Button>
      </form>
      {verdict && !check.isPending ? (
        <div role="status">
          {verdict.correct ? (
            <p className="flex items-center gap-2 text-sm font-semibold text-emerald-700">
              <CheckCircle2 aria-hidden="true" className="size-5" />
              {text.right}
            </p>
          ) : (
            <div className="flex flex-col gap-1">
              <p className="flex items-center gap-2 text-sm font-semibold text-red-700">
                <XCircle aria-hidden="true" className="size-5" />
                {text.wrong}
              </p>
              {verdict.expected ? (
                <p className="text-sm text-slate-700">
                  {text.expected}{' '}
                  <span className="font-semibold text-slate-900">{verdict.expected}</span>
                </p>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
