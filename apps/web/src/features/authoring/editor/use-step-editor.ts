import type { DraftRecord, Project, Step } from '@stepwise/contracts';
import { type EditorStep, stepEditorMachine } from '@stepwise/machines';
import { useEffect, useRef, useState } from 'react';
import { editorFromDraft } from '@/features/authoring/editor/draft-codec';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import {
  editorStepFromServer,
  editorStepsFromAiBreakdown,
} from '@/features/authoring/step-mapping';
import { useMachineActor } from '@/lib/use-machine';

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
      steps: serverSteps.map((step) => editorStepFromServer(step, videos)),
      origin: 'server',
      draft: null,
      draftSavedAt: null,
    };
  }
  const ai = editorStepsFromAiBreakdown(project.ai_breakdown_data, videos);
  return { steps: ai, origin: ai.length ? 'ai' : 'empty', draft: null, draftSavedAt: null };
}

/**
 * The step editor machine of #5 for this project, opened on `initial`: a draft's form restored,
 * else step 1 loaded when there are steps (the spec leaves what the editor opens on unsaid; a blank
 * new step hid the project's work), else a blank new step.
 */
export function useStepEditor(initial: InitialSteps) {
  const [input] = useState(() => ({
    steps: initial.steps,
    videoIndex: initial.draft?.videoIndex ?? 0,
  }));
  const editor = useMachineActor(stepEditorMachine, { input });
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (!initial.draft) {
      if (initial.steps.length > 0) editor.send({ type: 'step.select', index: 0 });
      return;
    }
    editor.send({
      type: 'draft.restore',
      step: initial.draft.step,
      currentIndex: initial.draft.currentIndex,
    });
  }, [editor, initial.draft, initial.steps.length]);
  return editor;
}
