import type { EditorTab } from '@stepwise/contracts';
import {
  aiChecksOf,
  type EditorErrorScope,
  type EditorStep,
  isNameUncertain,
  type StepItemKind,
  type StepTextField,
  type stepEditorMachine,
  uncertainItemsOf,
} from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { checkLinesOf } from '@/features/ai-review/check-summary';

export type StepEditorRef = ActorRefFrom<typeof stepEditorMachine>;
type EditorSnapshot = SnapshotFrom<typeof stepEditorMachine>;

/**
 * Small `useSelector` slices of the step editor, one per thing a part of the tabs shows, so a
 * keystroke in one field re-renders that field only.
 */

const selectActiveTab = (snapshot: EditorSnapshot): EditorTab => {
  // While the 'Incomplete Step Information' dialog is open, the tab being left stays shown.
  if (snapshot.matches({ tab: 'leavingDetails' })) return 'details';
  if (snapshot.matches({ tab: 'leavingSignoff' })) return 'signoff';
  if (snapshot.matches({ tab: { open: 'materials' } })) return 'materials';
  if (snapshot.matches({ tab: { open: 'files' } })) return 'files';
  if (snapshot.matches({ tab: { open: 'result' } })) return 'result';
  if (snapshot.matches({ tab: { open: 'signoff' } })) return 'signoff';
  return 'details';
};

export function useActiveTab(editor: StepEditorRef): EditorTab {
  return useSelector(editor, selectActiveTab);
}

/** The labels the open tab warning lists; null while no warning is open. */
export function useTabWarningFields(editor: StepEditorRef): readonly string[] | null {
  return useSelector(editor, (snapshot) => snapshot.context.tabWarning?.missingFields ?? null);
}

export function useStepText(editor: StepEditorRef, field: StepTextField): string {
  return useSelector(editor, (snapshot) => snapshot.context.step[field]);
}

/** The step's start or end in whole ms of the video; null while unset. */
export function useStepTime(editor: StepEditorRef, field: 'startMs' | 'endMs'): number | null {
  return useSelector(editor, (snapshot) => snapshot.context.step[field]);
}

/** The message of the last refused edit of `scope` ('Step name is required.' ...), or null. */
export function useEditorError(editor: StepEditorRef, scope: EditorErrorScope): string | null {
  return useSelector(editor, (snapshot) => {
    const { error } = snapshot.context;
    return error?.scope === scope ? error.message : null;
  });
}

const ITEM_LIST = { tool: 'tools', material: 'materials' } as const;

export function useStepItems(editor: StepEditorRef, kind: StepItemKind) {
  return useSelector(editor, (snapshot) => snapshot.context.step[ITEM_LIST[kind]]);
}

export function useSupplementaryFiles(editor: StepEditorRef) {
  return useSelector(editor, (snapshot) => snapshot.context.step.supplementaryFiles);
}

export function useResultImage(editor: StepEditorRef): EditorStep['resultImage'] {
  return useSelector(editor, (snapshot) => snapshot.context.step.resultImage);
}

const sameStrings = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** The lines of the "Check first" note of the step being edited; empty when nothing is left. */
export function useAiCheckLines(editor: StepEditorRef): readonly string[] {
  return useSelector(editor, (snapshot) => checkLinesOf(snapshot.context.step), sameStrings);
}

/** True when the AI was unsure of the step's name and the creator has not changed it yet. */
export function useNameUncertain(editor: StepEditorRef): boolean {
  return useSelector(editor, (snapshot) => isNameUncertain(snapshot.context.step));
}

/** True when the AI was unsure of the step's start and end and they were not moved yet. */
export function useTimingUncertain(editor: StepEditorRef): boolean {
  return useSelector(editor, (snapshot) =>
    aiChecksOf(snapshot.context.step).some((check) => check.part === 'timing'),
  );
}

/** The tools (materials) of the step the AI was unsure of, as the step spells them. */
export function useUncertainItems(editor: StepEditorRef, kind: StepItemKind): readonly string[] {
  return useSelector(
    editor,
    (snapshot) => uncertainItemsOf(snapshot.context.step, kind),
    sameStrings,
  );
}

const NO_TRANSCRIPT: NonNullable<EditorStep['aiReview']>['transcript'] = [];

/** The step's sentences as heard (empty for a step the creator made). */
export function useStepTranscript(editor: StepEditorRef) {
  return useSelector(
    editor,
    (snapshot) => snapshot.context.step.aiReview?.transcript ?? NO_TRANSCRIPT,
  );
}

/** True when the player shows the video the step belongs to (so its transcript times apply). */
export function useShowsStepVideo(editor: StepEditorRef): boolean {
  return useSelector(
    editor,
    (snapshot) => snapshot.context.videoIndex === snapshot.context.step.videoIndex,
  );
}
