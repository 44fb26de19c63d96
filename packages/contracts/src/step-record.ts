import type { StepRecord } from './drafts';

/**
 * A step with nothing in it: no id (a new step's form; the editor gives it a client uuid when it
 * enters the step list), on the first video, texts empty, times unset,
 * no annotations, items, files or result image. The editor's cleared form and the smallest step a
 * draft holds both start from it.
 */
export function emptyStepRecord(): StepRecord {
  return {
    id: null,
    videoIndex: 0,
    name: '',
    description: '',
    startMs: null,
    endMs: null,
    cautionaryNotes: '',
    bestPracticeNotes: '',
    validationQuestion: '',
    validationAnswer: '',
    annotations: [],
    tools: [],
    materials: [],
    supplementaryFiles: [],
    resultImage: null,
    isAiGenerated: false,
    isFinalized: false,
  };
}
