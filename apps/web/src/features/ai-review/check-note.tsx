import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { aiReviewTexts as texts } from '@/features/ai-review/texts';

/** The amber "Check first" note at the top of a step's details: what the AI was unsure of. */
export function CheckNote({ lines }: { lines: readonly string[] }) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900"
    >
      <h3 id={headingId} className="flex items-center gap-1.5 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
        {texts.checkHeading}
      </h3>
      <ul className="flex flex-col gap-0.5 pl-6">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="pl-6 text-xs text-amber-800">{texts.checkIntro}</p>
    </section>
  );
}
