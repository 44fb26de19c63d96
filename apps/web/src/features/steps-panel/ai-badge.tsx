import { Sparkles } from 'lucide-react';
import { stepsPanelTexts } from '@/features/steps-panel/texts';

/** The AI mark of a step: a sparkle, named 'AI-generated step' for pointer and screen reader. */
export function AiBadge({ withLabel = false }: { withLabel?: boolean }) {
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-violet-50 px-1.5 py-0.5 text-xs font-medium text-violet-700"
      title={stepsPanelTexts.aiGenerated}
    >
      <Sparkles aria-hidden="true" className="size-3" />
      {withLabel ? <span aria-hidden="true">AI</span> : null}
      <span className="sr-only">{stepsPanelTexts.aiGenerated}</span>
    </span>
  );
}
