import type { stepEditorMachine, UnsavedWorkFacts } from '@stepwise/machines';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';

type EditorSnapshot = SnapshotFrom<typeof stepEditorMachine>;

/**
 * The facts of spec 4 "Unsaved work" read off the step editor: its `dirty` tag (the form holds
 * work the list does not) on an existing or a new step, no steps at all, unfinalized AI steps.
 */
export function unsavedWorkFacts(snapshot: EditorSnapshot): UnsavedWorkFacts {
  const { steps, currentIndex } = snapshot.context;
  const dirty = snapshot.hasTag('dirty');
  return {
    editingStepHasData: currentIndex >= 0 && dirty,
    newStepHasData: currentIndex < 0 && dirty,
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
    const report = (snapshot: EditorSnapshot) => {
      const facts = unsavedWorkFacts(snapshot);
      if (last && sameFacts(last, facts)) return;
      last = facts;
      port.send({ type: 'work.update', ...facts });
    };
    report(editor.getSnapshot());
    const subscription = editor.subscribe(report);
    return () => {
      subscription.unsubscribe();
      // Leaving the editor (after the guard let the author go): nothing is at stake any more.
      port.send({ type: 'work.saved' });
    };
  }, [editor, port]);
}
