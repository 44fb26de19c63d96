/**
 * Texts of the steps sidebar and the overview that the spec describes without wording them
 * (spec 2 "Steps sidebar" is collapsible and marks AI steps; spec 5 "Confirmations" precede
 * deleting a step). Every other text comes from `messages`.
 */
export const stepsPanelTexts = {
  heading: 'Steps',
  listLabel: 'Project steps',
  collapse: 'Collapse steps panel',
  expand: 'Expand steps panel',
  aiGenerated: 'AI-generated step',
  deleteStepOf: (stepNumber: number, stepName: string) => `Delete step ${stepNumber}: ${stepName}`,
  confirmDeleteTitle: 'Delete this step?',
  emptyTitle: 'No steps yet',
  emptyDescription: 'Add a step to start breaking the video down.',
} as const;
