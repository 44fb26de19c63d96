import { Button, cn, Dialog, ErrorBanner, LoadingState } from '@stepwise/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { worstStepId } from '@/features/guides/insights';
import { guideTexts } from '@/features/guides/texts';
import { useTRPC } from '@/lib/trpc';

const text = guideTexts.insights;

function InsightsBody({ projectId }: { projectId: string }) {
  const trpc = useTRPC();
  const insights = useQuery(trpc.learning.insights.queryOptions({ project_id: projectId }));
  if (insights.isPending) return <LoadingState label={text.loading} />;
  if (insights.isError) {
    return (
      <ErrorBanner>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{text.loadFailed}</span>
          <Button size="sm" variant="secondary" onClick={() => void insights.refetch()}>
            {guideTexts.retry}
          </Button>
        </div>
      </ErrorBanner>
    );
  }
  const data = insights.data;
  const worst = worstStepId(data.steps);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3">
        {[
          [text.viewers, data.viewers],
          [text.completions, data.completions],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-3">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {data.viewers === 0 && data.learners_started === 0 ? (
        <p className="text-sm text-slate-500">{text.none}</p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-2 pr-3 font-medium">{text.step}</th>
              <th className="px-2 py-2 text-right font-medium">{text.reached}</th>
              <th className="px-2 py-2 text-right font-medium">{text.done}</th>
              <th className="px-2 py-2 text-right font-medium">{text.right}</th>
              <th className="py-2 pl-2 text-right font-medium">{text.wrong}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.steps.map((step, index) => {
              const isWorst = step.step_id === worst;
              return (
                <tr
                  key={step.step_id}
                  data-worst={isWorst ? 'true' : undefined}
                  className={cn(isWorst && 'bg-amber-50')}
                >
                  <td className="py-2 pr-3">
                    <span className="break-words text-slate-900">
                      {index + 1}. {step.name}
                    </span>
                    {isWorst ? (
                      <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-amber-800">
                        <AlertTriangle aria-hidden="true" className="size-3.5" />
                        {text.worst}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-2 py-2 text-right tabular-nums">{step.reached}</td>
                  <td className="px-2 py-2 text-right tabular-nums">{step.done}</td>
                  <td className="px-2 py-2 text-right text-emerald-700 tabular-nums">
                    {step.answered_right}
                  </td>
                  <td className="py-2 pl-2 text-right text-red-700 tabular-nums">
                    {step.answered_wrong}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A published card's Insights: who opened the guide, finished it, and where they got stuck. */
export function InsightsButton({ projectId, name }: { projectId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        icon={<BarChart3 aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
        aria-label={`${text.open}: ${name}`}
      >
        {text.open}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={text.title(name)} className="max-w-2xl!">
        {open ? <InsightsBody projectId={projectId} /> : null}
      </Dialog>
    </>
  );
}
