import {
  type EditorStep,
  hasStepData,
  type StepEditorContext,
  type stepEditorMachine,
  type UnsavedWorkFacts,
} from '@stepwise/machines';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';

const sameStep = (a: EditorStep | undefined, b: EditorStep): boolean =>
  a === b || (a !== undefined && JSON.stringify(a) === JSON.stringify(b));

/**
 * The facts of spec 4 "Unsaved work" read off the step editor: an existing step whose form holds
 * changes not saved into the list, a new step with data, no steps at all, unfinalized AI steps.
 */
export function unsavedWorkFacts(context: StepEditorContext): UnsavedWorkFacts {
  const { steps, step, currentIndex } = context;
  return {
    editingStepHasData: currentIndex >= 0 && !sameStep(steps[currentIndex], step),
    newStepHasData: currentIndex < 0 && hasStepData(step),
    stepCount: steps.length,
    unfinalizedAiSteps: steps.filter((item) => item.isAiGenerated && !item.isFinalized).length,
  };
}

const sameFacts = (a: UnsavedWorkFacts, b: UnsavedWorkFacts) =>
  a.editingStepHasData === b.editingStepHasData &&
  a.newStepHasData === b.newStepHasData &&
  a.stepCount === b.stepCount &&
  a.unfinalizedAiSteps === b.unfinalizedAiSteps;

/** Reports the editor's unsaved work to the app's guard (leave, logout, unload, back). */
export function useUnsavedWorkReport(editor: ActorRefFrom<typeof stepEditorMachine>): void {
  const port = useUnsavedWork();
  useEffect(() => {
    let last: UnsavedWorkFacts | null = null;
    const report = (context: StepEditorContext) => {
      const facts = unsavedWorkFacts(context);
      if (last && sameFacts(last, facts)) return;
      last = facts;
      port.send({ type: 'work.update', ...facts });
    };
    report(editor.getSnapshot().context);
    const subscription = editor.subscribe((snapshot) => report(snapshot.context));
    return () => {
      subscription.unsubscribe();
      // Leaving the editor (after the guard let the author go): nothing is at stake any more.
      port.send({ type: 'work.saved' });
    };
  }, [editor, port]);
}
