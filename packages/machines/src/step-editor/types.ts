import type { EditorTab, RecordGeometry, StepRecord } from '@stepwise/contracts';
import type { StepHistory } from './history';

/**
 * The editor's types are the contracts' `StepRecord` and its parts (see `drafts.ts`: whole ms,
 * geometry in fractions), plus the opaque handles of files not uploaded yet: a field added to the
 * record is a field of the editor, the draft and the finalize mapping at once.
 */

/**
 * A tool or material of the step being edited (the "local form" of spec 3): quantity a whole
 * number >= 1; `repositoryId` the tool_id / material_id it was picked from, null when typed in.
 */
export type EditorStepItem = StepRecord['tools'][number];

/** A tool or material as the form sends it: quantity is raw input (coerced to an integer >= 1). */
export interface StepItemDraft {
  name: string;
  specification?: string | null;
  purchaseLink?: string | null;
  quantity?: unknown;
  imageUrl?: string | null;
  imagePath?: string | null;
  repositoryId?: string | null;
}

export type StepItemKind = 'tool' | 'material';

/** Geometry as the editor holds it: fractions (0-1) of the frame image, x, y top-left. */
export type AnnotationGeometry = RecordGeometry;

/** An annotation of the step being edited, tied to the frame it was drawn on. */
export type EditorAnnotation = StepRecord['annotations'][number];

/** What the annotation popup submits: a drawn shape and its text. */
export interface AnnotationDraft {
  text: string;
  geometry: AnnotationGeometry;
}

/** The captured frame annotations are drawn on (timestamp in whole ms). */
export interface EditorFrame {
  timestampMs: number;
  imageUrl: string;
  imagePath: string | null;
}

/** A supplementary file of the step being edited; `file` is the app's opaque file handle. */
export type EditorSupplementaryFile = StepRecord['supplementaryFiles'][number] & { file: unknown };

/** The result image of the step being edited; `file` is the app's opaque file handle. */
export type EditorResultImage = NonNullable<StepRecord['resultImage']> & { file: unknown };

/**
 * How sure the AI breakdown was of a step and what is left to check (see `./ai-review.ts` for
 * when marks clear): confidence 0-1 (null when the analysis did not say), the parts still to
 * check, the items the AI was unsure of, the step's sentences as heard (whole ms), and whether the
 * creator saved the step since. Kept unchanged through save, draft and reload.
 */
export type EditorAiReview = NonNullable<StepRecord['aiReview']>;

/**
 * The step being edited (page state of spec 3) and, once saved, an entry of the step list: the
 * contracts' `StepRecord` (id: the server's uuid or a client uuid for a step the creator or the
 * AI made (drafts saved before AI steps had uuids may hold `ai-step-{n}`), never null in the list, null only in the form of a new step not saved
 * yet: see `./ids.ts`; times in whole ms, null while unset) with the opaque handles of its files
 * not uploaded yet.
 */
export type EditorStep = Omit<StepRecord, 'supplementaryFiles' | 'resultImage'> & {
  supplementaryFiles: EditorSupplementaryFile[];
  resultImage: EditorResultImage | null;
};

/** The text fields `step.change` may set. */
export type StepTextField =
  | 'name'
  | 'description'
  | 'cautionaryNotes'
  | 'bestPracticeNotes'
  | 'validationQuestion'
  | 'validationAnswer';
export type StepTextPatch = Partial<Pick<EditorStep, StepTextField>>;

/** Where a rejected edit is shown: the save button, the tool / material form, the popup. */
export type EditorErrorScope = 'step' | StepItemKind | 'annotation';
export interface EditorError {
  scope: EditorErrorScope;
  message: string;
}

/** The open 'Incomplete Step Information' dialog: where the author wants to go, what is missing. */
export interface TabWarning {
  pendingTab: EditorTab;
  missingFields: string[];
}

export interface StepEditorContext {
  steps: EditorStep[];
  /** The step being edited. */
  step: EditorStep;
  /** -1 for a new step, else the index of the step being edited. */
  currentIndex: number;
  /** The video shown in the player. */
  videoIndex: number;
  frame: EditorFrame | null;
  error: EditorError | null;
  /** The timed status message ('Loaded step "..." for editing', the delete success). */
  notice: string | null;
  tabWarning: TabWarning | null;
  /** Stopping points of step-level edits for undo and redo (see `./history.ts`). */
  history: StepHistory;
}

export interface StepEditorInput {
  steps?: EditorStep[];
  videoIndex?: number;
}

export type StepEditorEvent =
  | { type: 'step.change'; patch: StepTextPatch }
  | { type: 'step.save' }
  | { type: 'step.select'; index: number }
  | { type: 'step.delete'; index: number }
  | { type: 'step.new' }
  /** Moves the step at `from` to position `to` (drag, Move up / Move down); data and form kept. */
  | { type: 'steps.move'; from: number; to: number }
  /** Sorts the steps by (video index, start time); the loaded step stays loaded. */
  | { type: 'steps.sortByStart' }
  /** A copy of the step right after it (a new record), loaded in the form. */
  | { type: 'steps.duplicate'; index: number }
  /** The step and the next one (same video) as one step, loaded in the form. */
  | { type: 'steps.mergeNext'; index: number }
  /** The step cut in two at `atMs` (strictly inside its times); the second part is loaded. */
  | { type: 'steps.split'; index: number; atMs: number }
  /** Back to the last stopping point of a step-level edit, and forward again. */
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  | { type: 'video.select'; index: number }
  | { type: 'frame.captured'; frame: EditorFrame }
  /** Times in ms of the video (the player's seconds are converted where they are read). */
  | { type: 'time.markStart'; ms: number }
  | { type: 'time.markEnd'; ms: number }
  | { type: 'time.clear' }
  | { type: 'time.dragStart'; ms: number; durationMs: number }
  | { type: 'time.dragEnd'; ms: number; durationMs: number }
  | { type: 'tab.select'; tab: EditorTab }
  | { type: 'tab.confirm' }
  | { type: 'tab.cancel' }
  | { type: 'tool.add'; item: StepItemDraft }
  | { type: 'tool.remove'; index: number }
  /** The quantity of the step's tool at `index`, as typed (see `stepItemQuantity`). */
  | { type: 'tool.setQuantity'; index: number; quantity: unknown }
  | { type: 'material.add'; item: StepItemDraft }
  | { type: 'material.remove'; index: number }
  | { type: 'material.setQuantity'; index: number; quantity: unknown }
  | { type: 'annotation.add'; annotation: AnnotationDraft }
  | { type: 'annotation.remove'; index: number }
  | { type: 'annotation.clear' }
  /** The step's whole annotation list at once (the popup's edits, undo and redo). */
  | { type: 'annotation.replace'; annotations: EditorAnnotation[] }
  /**
   * A captured frame's upload ended: every annotation drawn on the frame at `timestampMs` without
   * a stored path (in the list and in the form) gets `path`. Not an edit: no undo stopping point.
   */
  | { type: 'frame.stored'; timestampMs: number; path: string }
  /** An autosaved form put back: the step being edited and its index (-1 = a new step). */
  | { type: 'draft.restore'; step: EditorStep; currentIndex: number }
  | { type: 'file.add'; file: EditorSupplementaryFile }
  | { type: 'file.remove'; index: number }
  | { type: 'resultImage.set'; image: EditorResultImage }
  | { type: 'resultImage.clear' }
  /** A regenerated step's confidence, marks and transcript (sent after its texts and items). */
  | { type: 'aiReview.set'; aiReview: EditorAiReview };
