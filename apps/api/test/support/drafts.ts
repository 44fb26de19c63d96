import { type AuthoringDraftInput, emptyStepRecord } from '@stepwise/contracts';

/**
 * A draft whose step being edited is a new, empty step named `name` (version 2: whole ms,
 * fractions), with no saved steps: the smallest draft a save accepts.
 */
export function aBlankDraft(name: string): AuthoringDraftInput {
  return {
    version: 2,
    steps: [],
    currentIndex: -1,
    step: { ...emptyStepRecord(), name },
    videoIndex: 0,
  };
}
