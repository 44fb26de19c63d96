import { messages, stepRecordToWire } from '@stepwise/contracts';
import type { EditorStep } from '@stepwise/machines';
import { Button, ConfirmDialog, ErrorBanner, SuccessBanner } from '@stepwise/ui';
import { CheckCircle2, ListPlus, RotateCcw } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { MappingVideo } from '@/features/authoring/step-mapping';
import { buyItemsFromSteps } from '@/features/finalize/buy-list';
import { ManualItemForm } from '@/features/finalize/manual-item-form';
import { RepositoryPicker } from '@/features/finalize/repository-picker';
import { ShoppingList } from '@/features/finalize/shopping-list';
import { finalizeTexts as texts } from '@/features/finalize/texts';
import { type BuyListState, useBuyList } from '@/features/finalize/use-buy-list';
import {
  type FinalizeActor,
  type FinishPreparer,
  useFinishProject,
} from '@/features/finalize/use-finish-project';
import { itemsNotListed, StepItemsNotice } from '@/features/overview/step-items-notice';

export interface FinalizeViewProps {
  projectId: string;
  projectName: string | null;
  /** The running finalize actor (the authoring system's child) and what Finish reads from here. */
  finalize: { actor: FinalizeActor; preparer: FinishPreparer };
  /** The editor's saved steps, in order. */
  steps: readonly EditorStep[];
  /** The project's videos, in order (each step sends the path of its video). */
  videos: readonly MappingVideo[];
  thumbnailPath: string | null;
  /**
   * The steps as they are at the moment Finish is pressed, once every captured frame is stored
   * (the editor's frame uploads run in the background); without it, `steps` is sent.
   */
  prepareSteps?: () => Promise<readonly EditorStep[]>;
  /**
   * Said while the step form holds work the step list does not (an edit of a listed step or a new
   * step): Finish Project then asks the spec's 'Unsaved Changes' question first. Null: nothing.
   */
  unsavedStep?: string | null;
}

/**
 * The Finalize view of the authoring screen (spec 2): a repository picker, a manual add form, the
 * Shopping List, and 'Finish Project', which submits the steps and the buy list (spec 7 POST
 * /upload_steps), then clears the local buy list and goes to My Projects 2 s later.
 */
export function FinalizeView({
  projectId,
  projectName,
  finalize,
  steps,
  videos,
  thumbnailPath,
  prepareSteps,
  unsavedStep = null,
}: FinalizeViewProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const buyList = useBuyList(projectId);
  // Read when Finish is pressed: after the last frame uploads, so a frame stored a moment after
  // the click is still in the finished project.
  const prepare = async () => {
    const current = prepareSteps ? await prepareSteps() : steps;
    return {
      steps: current.map((step, index) => stepRecordToWire(step, index, videos)),
      buyList: [...buyList.items],
      thumbnailPath,
    };
  };
  useEffect(() => {
    finalize.preparer.current = prepare;
  });
  const finish = useFinishProject(finalize.actor);
  const name = projectName?.trim() || texts.untitledProject;
  // The steps' tools and materials the list does not hold yet: said, never an "empty" list.
  const stepItems = buyItemsFromSteps(steps);
  const notListed = buyList.status === 'loading' ? [] : itemsNotListed(stepItems, buyList.items);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {texts.heading}
        </h2>
        <p className="text-sm text-slate-600">{texts.intro}</p>
      </header>

      {/* minmax(0, 1fr) columns: a long item name is cut in its row, not pushing the page wide. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <RepositoryPicker onAdd={buyList.add} />
          <ManualItemForm onAdd={buyList.add} />
        </div>
        <ShoppingList
          buyList={buyList}
          actions={<AddFromStepsButton steps={steps} buyList={buyList} />}
          emptyText={notListed.length > 0 ? null : undefined}
          notice={
            notListed.length > 0 ? (
              <StepItemsNotice items={notListed} onAdd={undefined} howTo={texts.stepItemsHowTo} />
            ) : null
          }
        />
      </div>

      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {finish.phase === 'succeeded' ? (
          <SuccessBanner>{texts.succeeded(name)}</SuccessBanner>
        ) : finish.error ? (
          <ErrorBanner>
            <div className="flex flex-wrap items-center gap-3">
              <span className="min-w-0 flex-1">{finish.error}</span>
              {finish.phase === 'failed' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  icon={<RotateCcw aria-hidden="true" className="size-4" />}
                  onClick={finish.retry}
                >
                  {texts.retry}
                </Button>
              ) : null}
            </div>
          </ErrorBanner>
        ) : null}
        {unsavedStep && finish.phase !== 'succeeded' ? (
          <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {unsavedStep}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <span aria-live="polite" className="text-sm text-slate-500">
            {finish.waitingForFrames ? texts.waitingForFrames : texts.stepsSummary(steps.length)}
          </span>
          <Button
            size="lg"
            icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
            busy={finish.phase === 'submitting'}
            busyLabel={texts.finishing}
            disabled={finish.phase === 'succeeded' || buyList.status === 'loading'}
            onClick={unsavedStep ? () => setConfirming(true) : finish.finish}
          >
            {messages.finalize.finishProject}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={messages.sidebar.unsavedDialogTitle}
        message={messages.unsaved.changes(texts.finishAction)}
        cancelLabel={messages.app.cancel}
        confirmLabel={messages.app.continue}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          finish.finish();
        }}
      />
    </section>
  );
}

function AddFromStepsButton({
  steps,
  buyList,
}: {
  steps: readonly EditorStep[];
  buyList: BuyListState;
}) {
  const items = buyItemsFromSteps(steps);
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={items.length === 0 || buyList.status === 'loading'}
      title={items.length === 0 ? texts.nothingInSteps : undefined}
      icon={<ListPlus aria-hidden="true" className="size-4" />}
      onClick={() => buyList.addAll(items)}
    >
      {texts.addFromSteps}
    </Button>
  );
}
