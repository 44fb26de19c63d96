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
  moveUp: (stepNumber: number) => `Move step ${stepNumber} up`,
  moveDown: (stepNumber: number) => `Move step ${stepNumber} down`,
  dragHandle: 'Drag to reorder (or Alt+Arrow keys on a step)',
  moved: (stepName: string, stepNumber: number) => `Moved "${stepName}" to step ${stepNumber}`,
  outOfOrder: 'Steps are not in start-time order.',
  sortByStart: 'Sort steps by start time',
  undo: 'Undo step change (Ctrl+Z)',
  redo: 'Redo step change (Ctrl+Shift+Z)',
  stepActionsLabel: (stepNumber: number) => `Step ${stepNumber} actions`,
  duplicate: 'Duplicate',
  duplicateOf: (stepNumber: number) => `Duplicate step ${stepNumber}`,
  mergeNext: 'Merge',
  mergeNextOf: (stepNumber: number) => `Merge step ${stepNumber} with step ${stepNumber + 1}`,
  mergeNextUnavailable: 'The next step is on another video (or there is none).',
  split: 'Split',
  splitOf: (stepNumber: number) => `Split step ${stepNumber} at the playhead`,
  splitOutside: "Move the playhead inside this step's start and end times to split it there.",
  /** A step-level edit refused: the form's unsaved edit of the step fails the save check. */
  pendingEditInvalid: (message: string) =>
    `This step has unsaved changes that cannot be kept yet. ${message}`,
  duplicated: (stepNumber: number) => `Duplicated step ${stepNumber - 1} as step ${stepNumber}`,
  merged: (stepNumber: number) => `Merged into step ${stepNumber}`,
  splitDone: (stepNumber: number) => `Split step ${stepNumber} in two`,
  undone: 'Undid the last step change',
  redone: 'Redid the step change',
  /** Undo took back the form's unsaved typing alone (nothing else): redo brings it back. */
  typingUndone: 'Undid the unsaved changes in the step form (Redo brings them back)',
  typingRedone: 'Brought back the unsaved changes in the step form',
  /** A notice, never a blocker: two steps of one video share time. */
  overlaps: (stepNumber: number, range: string) => `Overlaps step ${stepNumber} (${range})`,
} as const;
