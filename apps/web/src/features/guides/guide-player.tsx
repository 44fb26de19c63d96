import type { GuideDetail } from '@stepwise/contracts';
import { EmptyState, ErrorBanner, SuccessBanner } from '@stepwise/ui';
import { ListOrdered } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BuyListSection } from '@/features/guides/buy-list-section';
import { CommentsSection } from '@/features/guides/comments-section';
import { GuideHeader } from '@/features/guides/guide-header';
import { useGuideKeys } from '@/features/guides/guide-keys';
import { StepList, StepSelect } from '@/features/guides/step-list';
import { StepView } from '@/features/guides/step-view';
import { guideTexts } from '@/features/guides/texts';
import { requestedStepOf, useGuideProgress } from '@/features/guides/use-guide-progress';
import { useMediaQuery } from '@/features/layout/use-media-query';

const text = guideTexts.player;

/** The steps list beside the step from this width; below, a select above the video. */
const WIDE = '(min-width: 1024px)';

/**
 * The guide player: the header, the steps with their done marks, the current step, the buy list
 * and the comments. `?step=N` opens step N; otherwise the learner resumes where they stopped.
 */
export function GuidePlayer({ guide }: { guide: GuideDetail }) {
  const [params, setParams] = useSearchParams();
  const [requested] = useState(() => requestedStepOf(params));
  const progress = useGuideProgress(guide.project.project_id, guide.steps, requested);
  const wide = useMediaQuery(WIDE, true);
  const { steps } = guide;
  const step = steps[progress.index];

  // Once opened, `?step=` has done its job: a reload resumes from the saved progress instead.
  useEffect(() => {
    if (progress.ready && params.has('step')) {
      const next = new URLSearchParams(params);
      next.delete('step');
      setParams(next, { replace: true });
    }
  }, [progress.ready, params, setParams]);

  const go = (index: number) => {
    progress.goTo(index);
    // Scrolled down past the step's top (at the Next button): bring the new step's video into view.
    const top = document.getElementById('guide-step');
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView?.({ block: 'start' });
  };
  useGuideKeys({
    next: () => go(progress.index + 1),
    previous: () => go(progress.index - 1),
  });

  const finished = steps.length > 0 && steps.every((s) => progress.done.includes(s.step_id));
  const listProps = { steps, current: progress.index, done: progress.done, onPick: go };

  return (
    <div className="flex flex-col gap-6">
      <GuideHeader guide={guide} />
      {guide.project.is_owner && !guide.project.is_published ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {text.draftNote}
        </p>
      ) : null}
      {progress.loadFailed ? <ErrorBanner>{text.progressLoadFailed}</ErrorBanner> : null}
      {finished ? <SuccessBanner>{text.finished}</SuccessBanner> : null}
      {steps.length === 0 ? (
        <EmptyState icon={<ListOrdered />} title={text.noSteps} />
      ) : !progress.ready || !step ? (
        <div aria-busy="true" className="aspect-video animate-pulse rounded-xl bg-slate-200/70" />
      ) : (
        <div
          id="guide-step"
          className="grid scroll-mt-4 grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]"
        >
          {wide ? (
            <aside className="lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:self-start lg:overflow-y-auto">
              <StepList {...listProps} />
            </aside>
          ) : null}
          <StepView
            step={step}
            index={progress.index}
            total={steps.length}
            done={progress.done.includes(step.step_id)}
            verdict={progress.answers[step.step_id]}
            onDone={(done) => progress.setDone(step.step_id, done)}
            onNext={() => go(progress.index + 1)}
            onPrevious={() => go(progress.index - 1)}
            onAnswerChecked={progress.recordAnswer}
            picker={wide ? null : <StepSelect {...listProps} />}
          />
        </div>
      )}
      <p className="hidden text-xs text-slate-500 lg:block">{text.keysHint}</p>
      <BuyListSection items={guide.buy_list} />
      <CommentsSection projectId={guide.project.project_id} />
    </div>
  );
}
