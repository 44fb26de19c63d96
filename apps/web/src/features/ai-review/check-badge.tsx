import { CircleAlert } from 'lucide-react';
import { aiReviewTexts } from '@/features/ai-review/texts';

export interface CheckBadgeProps {
  /** What to check, one line each (the tooltip; read as the row's description). */
  lines: readonly string[];
  /** The id of the hidden description the row's button points at with aria-describedby. */
  descriptionId: string;
}

/**
 * The amber "Check" mark of a step the AI was unsure of. The pointer gets the lines as a tooltip;
 * screen readers get them as the step button's description (the badge sits inside that button,
 * so it cannot be a control of its own). The details tab shows the same lines in full.
 */
export function CheckBadge({ lines, descriptionId }: CheckBadgeProps) {
  return (
    <span
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200 ring-inset"
      title={lines.join('\n')}
      data-testid="ai-check-badge"
    >
      <CircleAlert aria-hidden="true" className="size-3" />
      <span aria-hidden="true">{aiReviewTexts.badge}</span>
      <span id={descriptionId} className="sr-only">
        {lines.join('. ')}
      </span>
    </span>
  );
}
