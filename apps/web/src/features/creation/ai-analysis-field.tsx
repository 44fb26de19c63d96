import { messages } from '@stepwise/contracts';
import { aiWarning } from '@stepwise/machines';
import { Button, Switch } from '@stepwise/ui';
import { Sparkles, TriangleAlert } from 'lucide-react';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';
import { creationTexts } from '@/features/creation/texts';
import { isEditing } from '@/features/creation/view-selectors';

/**
 * The AI Video Analysis switch (spec 4): on by default; off and locked, with the spec's warning,
 * while a video is over 300 s; and 'Clear AI results' once results exist.
 */
export function AiAnalysisField() {
  const { actor } = useCreation();
  const on = useCreationSelector((snapshot) => snapshot.hasTag('aiOn'));
  const locked = useCreationSelector((snapshot) => snapshot.hasTag('aiLocked'));
  const warning = useCreationSelector(aiWarning);
  const editing = useCreationSelector(isEditing);
  const resultCount = useCreationSelector((snapshot) => snapshot.context.aiData?.length ?? 0);

  return (
    <div className="flex flex-col gap-4">
      <Switch
        label={messages.create.aiToggle}
        description={creationTexts.aiHint}
        checked={on}
        disabled={locked || !editing}
        onCheckedChange={() => actor.send({ type: 'ai.toggle' })}
      />
      {warning ? (
        <p
          role="status"
          className="flex items-start gap-2.5 rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0 text-amber-600" />
          <span>{warning}</span>
        </p>
      ) : null}
      {resultCount > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-2.5">
          <p className="flex items-center gap-2 text-sm text-brand-900">
            <Sparkles aria-hidden="true" className="size-4 shrink-0 text-brand-600" />
            {creationTexts.aiResultsReady(resultCount)}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={!editing}
            onClick={() => actor.send({ type: 'ai.clear' })}
          >
            {creationTexts.clearAiResults}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
