import type { AuthoringDraftInput } from '@stepwise/contracts';

/**
 * A draft whose step being edited is a new, empty step named `name` (version 2: whole ms,
 * fractions), with no saved steps: the smallest draft a save accepts.
 */
export function aBlankDraft(name: string): AuthoringDraftInput {
  return {
    version: 2,
    steps: [],
    currentIndex: -1,
    step: {
      id: null,
      videoIndex: 0,
      name,
      description: '',
      cautionaryNotes: '',
      bestPracticeNotes: '',
      validationQuestion: '',
      validationAnswer: '',
      startMs: null,
      endMs: null,
      annotations: [],
      tools: [],
      materials: [],
      supplementaryFiles: [],
      resultImage: null,
      isAiGenerated: false,
      isFinalized: false,
    },
    videoIndex: 0,
  };
}
