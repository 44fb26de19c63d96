import { type EditorStep, type stepEditorMachine, stepKeyOf } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { persistableSteps } from '@/features/authoring/editor/persistable-steps';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import { buyItemsFromSteps } from '@/features/finalize/buy-list';
import { FinalizeView, type FinalizeViewProps } from '@/features/finalize/finalize-view';
import { finalizeTexts } from '@/features/finalize/texts';
import { useBuyList } from '@/features/finalize/use-buy-list';
import { type OverviewStep, OverviewView } from '@/features/overview/overview-view';
import { deleteStepById, indexOfStepId } from '@/features/steps-panel/editor-steps';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

export const overviewStepOf = (step: EditorStep, index: number): OverviewStep => ({
  id: stepKeyOf(step, index),
  number: index + 1,
  name: step.name,
  startMs: step.startMs ?? 0,
  endMs: step.endMs ?? 0,
  annotationCount: step.annotations.length,
  toolCount: step.tools.length,
  materialCount: step.materials.length,
  fileCount: step.supplementaryFiles.length,
  aiGenerated: step.isAiGenerated,
});

/** The overview (spec 2 "Overview view") over the editor's steps and the project's buy list. */
export function AuthoringOverview({
  projectId,
  editor,
  onEdit,
}: {
  projectId: string;
  editor: Editor;
  onEdit: (index: number) => void;
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const buyList = useBuyList(projectId);
  const stepItems = buyItemsFromSteps(steps);
  return (
    <OverviewView
      steps={steps.map(overviewStepOf)}
      buyList={buyList.items.map((item) => ({
        name: item.name,
        quantity: item.quantity,
        specification: item.specification ?? null,
        purchaseLink: item.purchase_link ?? null,
      }))}
      buyListLoading={buyList.status === 'loading'}
      stepItems={stepItems}
      onAddStepItems={() => buyList.addAll(stepItems)}
      onEdit={(id) => {
        const index = indexOfStepId(editor, id);
        if (index >= 0) onEdit(index);
      }}
      onDelete={(id) => deleteStepById(editor, id)}
    />
  );
}

/** The finalize view over the editor's saved steps, as they can be stored. */
export function FinalizeTab({
  projectId,
  projectName,
  finalize,
  editor,
  frames,
  videos,
}: {
  projectId: string;
  projectName: string;
  finalize: FinalizeViewProps['finalize'];
  editor: Editor;
  frames: FrameStore;
  videos: readonly AuthoringVideo[];
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  // Work the form holds that the list does not: Finish asks first (it sends the list only).
  const unsavedStep = useSelector(editor, (snapshot) => {
    if (!snapshot.hasTag('dirty')) return null;
    const index = snapshot.context.currentIndex;
    return index >= 0 ? finalizeTexts.unsavedStepEdit(index + 1) : finalizeTexts.unsavedNewStep;
  });
  // At Finish, once the system saw every frame upload end: the steps with their stored paths.
  const prepareSteps = useCallback(
    async () => persistableSteps(editor.getSnapshot().context.steps, frames),
    [editor, frames],
  );
  return (
    <FinalizeView
      projectId={projectId}
      projectName={projectName}
      finalize={finalize}
      steps={persistableSteps(steps, frames)}
      videos={videos}
      thumbnailPath={null}
      prepareSteps={prepareSteps}
      unsavedStep={unsavedStep}
    />
  );
}
