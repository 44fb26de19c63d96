import type { EditorTab } from '@stepwise/contracts';
import type {
  EditorErrorScope,
  EditorStep,
  StepItemKind,
  StepTextField,
  stepEditorMachine,
} from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

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

export function useStepTime(editor: StepEditorRef, field: 'startTime' | 'endTime'): number | null {
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
