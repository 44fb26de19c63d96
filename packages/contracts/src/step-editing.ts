import { messages } from './messages';

/** The editor's timing and text fields (times in whole ms of the video, null while unset). */
export interface StepDetailsFields {
  name: string;
  description: string;
  startMs: number | null;
  endMs: number | null;
}

/** Step save checks of spec 5, in order; the first failing message, or null. */
export function validateStepSave(step: StepDetailsFields): string | null {
  if (!step.name.trim()) return messages.steps.nameRequired;
  if (!step.description.trim()) return messages.steps.descriptionRequired;
  if (step.startMs == null || step.endMs == null) return messages.steps.timesRequired;
  if (step.endMs <= step.startMs) return messages.steps.endAfterStart;
  return null;
}

/** Labels of the empty required fields of the details tab (for the tab-switch warning). */
export function missingDetailsFields(step: StepDetailsFields): string[] {
  const labels = messages.steps.detailsLabels;
  const missing: string[] = [];
  if (!step.name.trim()) missing.push(labels.name);
  if (!step.description.trim()) missing.push(labels.description);
  if (step.startMs == null) missing.push(labels.startTime);
  if (step.endMs == null) missing.push(labels.endTime);
  return missing;
}

export interface StepSignoffFields {
  cautionaryNotes: string;
  bestPracticeNotes: string;
  validationQuestion: string;
  validationAnswer: string;
}

/** Labels of the empty required fields of the sign-off tab (each non-empty after trimming). */
export function missingSignoffFields(step: StepSignoffFields): string[] {
  const labels = messages.steps.signoffLabels;
  const pairs: Array<[string, string]> = [
    [step.cautionaryNotes, labels.cautionaryNotes],
    [step.bestPracticeNotes, labels.bestPracticeNotes],
    [step.validationQuestion, labels.validationQuestion],
    [step.validationAnswer, labels.validationAnswer],
  ];
  return pairs.filter(([value]) => !value.trim()).map(([, label]) => label);
}
