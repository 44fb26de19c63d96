import { messages } from '@stepwise/contracts';
import { submitLabel } from '@stepwise/machines';
import { Button, Card, ErrorBanner } from '@stepwise/ui';
import { type ReactNode, useRef } from 'react';
import { AiAnalysisField } from '@/features/creation/ai-analysis-field';
import { useCreation, useCreationSelector } from '@/features/creation/creation-context';
import { ProjectDetailsFields } from '@/features/creation/project-details-fields';
import { SubmissionProgress } from '@/features/creation/submission-progress';
import { creationTexts } from '@/features/creation/texts';
import { ProjectVideosField, ShortFormField } from '@/features/creation/video-fields';
import {
  CREATION_FIELD_ATTRIBUTE,
  errorField,
  isEditing,
  shownError,
} from '@/features/creation/view-selectors';

/** Brings the control of a refused field into view and focuses it, once it is on screen. */
function focusField(field: string): void {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(`[${CREATION_FIELD_ATTRIBUTE}="${field}"]`);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5 p-4 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </Card>
  );
}

/** The Create New Project form (spec 2): details, videos, AI, then Cancel and submit. */
export function CreationForm() {
  const { actor } = useCreation();
  const editing = useCreationSelector(isEditing);
  const busy = useCreationSelector((snapshot) => snapshot.hasTag('busy'));
  const probing = useCreationSelector((snapshot) => snapshot.hasTag('probing'));
  const label = useCreationSelector(submitLabel);
  const error = useCreationSelector(shownError);
  const progressRef = useRef<HTMLDivElement>(null);

  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'creation.submit' });
        const snapshot = actor.getSnapshot();
        const field = errorField(shownError(snapshot));
        if (field) focusField(field);
        else if (snapshot.hasTag('busy')) {
          // The progress panel opens under the buttons: bring it into view.
          requestAnimationFrame(() =>
            progressRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }),
          );
        }
      }}
    >
      <fieldset disabled={!editing} className="flex min-w-0 flex-col gap-6">
        <Section title={creationTexts.detailsHeading}>
          <ProjectDetailsFields />
        </Section>
        <Section title={creationTexts.videosHeading}>
          <ProjectVideosField />
          <ShortFormField />
        </Section>
        <Card className="p-4 sm:p-6">
          <AiAnalysisField />
        </Card>
      </fieldset>

      {error && editing && !errorField(error) ? <ErrorBanner>{error}</ErrorBanner> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {probing ? (
          <p role="status" className="text-sm text-slate-500 sm:mr-auto">
            {creationTexts.waitingForDurations}
          </p>
        ) : null}
        <Button variant="secondary" onClick={() => actor.send({ type: 'creation.cancel' })}>
          {messages.create.cancel}
        </Button>
        <Button type="submit" busy={busy} disabled={probing}>
          {label}
        </Button>
      </div>
      {/* Right under the submit button, where the creator just clicked. */}
      <div ref={progressRef} className="scroll-mb-4 empty:hidden">
        <SubmissionProgress />
      </div>
    </form>
  );
}
