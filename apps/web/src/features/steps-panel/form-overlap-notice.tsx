import type { stepEditorMachine } from '@stepwise/machines';
import { TriangleAlert } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { useFormOverlaps } from '@/features/steps-panel/editor-steps';

/**
 * The notice above the step's form when its times share time with another step of the same video
 * ('Overlaps step 2 (0:06-0:14)'). A notice, never a blocker: the step saves as it is.
 */
export function FormOverlapNotice({ editor }: { editor: ActorRefFrom<typeof stepEditorMachine> }) {
  const lines = useFormOverlaps(editor);
  if (lines.length === 0) return null;
  return (
    <div
      data-testid="form-overlap-notice"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
      <ul className="flex flex-col gap-0.5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
