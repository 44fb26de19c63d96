import {
  type AuthoringDraftInput,
  type StepRecord,
  type StoredAuthoringDraft,
  stripStepNumber,
  upgradeDraft,
} from '@stepwise/contracts';
import { type EditorStep, type StepEditorContext, withUuidIds } from '@stepwise/machines';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { persistableStep } from '@/features/authoring/editor/persistable-steps';

/** What of the step editor an autosaved draft keeps. */
export type DraftSource = Pick<StepEditorContext, 'steps' | 'step' | 'currentIndex' | 'videoIndex'>;

function draftStep(step: EditorStep, frames: FrameStore): StepRecord {
  const stored = persistableStep(step, frames);
  const { resultImage, supplementaryFiles, ...rest } = stored;
  return {
    ...rest,
    supplementaryFiles: supplementaryFiles.map(({ file: _file, ...file }) => file),
    resultImage: resultImage ? (({ file: _file, ...image }) => image)(resultImage) : null,
  };
}

/** The editor's state as a draft (file handles dropped, tab-local images resolved). */
export function draftFromEditor(source: DraftSource, frames: FrameStore): AuthoringDraftInput {
  return {
    version: 2,
    steps: source.steps.map((step) => draftStep(step, frames)),
    currentIndex: source.currentIndex,
    step: draftStep(source.step, frames),
    videoIndex: source.videoIndex,
  };
}

/**
 * A step record (a draft's, or GET steps' through `stepRecordFromWire`) as the editor edits it;
 * a "Step N:" an older draft kept in its name goes.
 */
export function editorStepFromRecord(step: StepRecord): EditorStep {
  return {
    ...step,
    name: stripStepNumber(step.name),
    supplementaryFiles: step.supplementaryFiles.map((file) => ({ ...file, file: null })),
    resultImage: step.resultImage ? { ...step.resultImage, file: null } : null,
  };
}

/**
 * A stored draft back into the editor: its steps (the actor's input) and the form to restore. A
 * draft saved before version 2 (seconds, percent) is read as version 2 first, and a step id that
 * is no uuid (an older draft's `ai-step-{n}`) is renewed as one (`withUuidIds`).
 */
export function editorFromDraft(stored: StoredAuthoringDraft | { version: 1 }): DraftSource {
  const draft = upgradeDraft(stored);
  return withUuidIds({
    steps: draft.steps.map(editorStepFromRecord),
    step: editorStepFromRecord(draft.step),
    currentIndex: draft.currentIndex,
    videoIndex: draft.videoIndex,
  });
}

/** A cheap identity of the draft's content, to skip saving what was just saved. */
export const draftFingerprint = (draft: AuthoringDraftInput): string => JSON.stringify(draft);
