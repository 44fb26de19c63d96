import { type DraftRecord, type Project, type Step, stepRecordFromWire } from '@stepwise/contracts';
import type { EditorStep, StepEditorEvent } from '@stepwise/machines';
import { editorFromDraft, editorStepFromRecord } from '@/features/authoring/editor/draft-codec';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import { editorStepsFromAiBreakdown } from '@/features/authoring/step-mapping';

/** Where the editor's steps came from, for the header's note. */
export type StepsOrigin = 'server' | 'ai' | 'draft' | 'empty';

export interface InitialSteps {
  steps: EditorStep[];
  origin: StepsOrigin;
  draft: ReturnType<typeof editorFromDraft> | null;
  draftSavedAt: string | null;
}

/**
 * The steps the editor opens with: an autosaved draft when there is one (work not finalized yet),
 * else the project's finalized steps, else the steps its AI breakdown proposed.
 */
export function initialSteps(
  project: Project,
  serverSteps: readonly Step[],
  videos: readonly AuthoringVideo[],
  draft: DraftRecord | null,
): InitialSteps {
  if (draft) {
    const restored = editorFromDraft(draft.draft);
    return {
      steps: restored.steps,
      origin: 'draft',
      draft: restored,
      draftSavedAt: draft.updated_at,
    };
  }
  if (serverSteps.length > 0) {
    return {
      steps: serverSteps.map((step) => editorStepFromRecord(stepRecordFromWire(step, videos))),
      origin: 'server',
      draft: null,
      draftSavedAt: null,
    };
  }
  const ai = editorStepsFromAiBreakdown(project.ai_breakdown_data, videos);
  return { steps: ai, origin: ai.length ? 'ai' : 'empty', draft: null, draftSavedAt: null };
}

/** The event the editor opens on: a draft's form restored, else step 1 when there are steps. */
export function openingEvent(initial: InitialSteps): StepEditorEvent | null {
  if (initial.draft) {
    return {
      type: 'draft.restore',
      step: initial.draft.step,
      currentIndex: initial.draft.currentIndex,
    };
  }
  return initial.steps.length > 0 ? { type: 'step.select', index: 0 } : null;
}
