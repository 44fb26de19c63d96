import type { AiCheck, StepItemKind } from '@stepwise/machines';

const ITEM_NOUN: Readonly<Record<StepItemKind, string>> = { tool: 'tool', material: 'material' };

/**
 * Texts of the AI's honest uncertainty (issue #17; not in the spec): the Check badge of the steps
 * sidebar, the hints at the fields the AI was unsure of and the step's transcript.
 */
export const aiReviewTexts = {
  badge: 'Check',
  /** Appended to a step row's accessible name when the step has something to check. */
  rowSuffix: 'check first',
  confidence: (confidence: number) => `AI confidence ${Math.round(confidence * 100)}%`,
  checkHeading: 'Check first',
  checkIntro: 'The AI was unsure of parts of this step. Saving the step marks it as checked.',
  nameHint: 'AI was unsure: check this name',
  timingHint: 'AI was unsure: check the start and end',
  itemHint: (kind: StepItemKind) => `AI was unsure: check this ${ITEM_NOUN[kind]}`,
  transcript: 'Transcript',
  transcriptHint: 'What was said in this step. Select a line to play from there.',
  transcriptOtherVideo: 'These lines belong to another video of the project.',
  seekTo: (time: string) => `Play from ${time}`,
} as const;

/** One check as the badge's tooltip and the details list word it. */
export function checkLine(check: AiCheck): string {
  switch (check.part) {
    case 'timing':
      return 'Check the start and end';
    case 'name':
      return 'Check the name';
    case 'tools':
      return check.items.length ? `Check tools: ${check.items.join(', ')}` : 'Check the tools';
    case 'materials':
      return check.items.length
        ? `Check materials: ${check.items.join(', ')}`
        : 'Check the materials';
    case 'step':
      return 'Check this step';
  }
}
