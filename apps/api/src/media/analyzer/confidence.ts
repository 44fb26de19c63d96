import type { StepContent } from './content';
import type { StepGroup } from './grouping';

export type ReviewPart = 'timing' | 'name' | 'tools' | 'materials';

/** Below this the step's start is worth a look. */
const UNSURE_BOUNDARY = 0.6;

/**
 * How sure the rules are of one step, and what the creator should check first: the boundary's own
 * evidence, how clearly its sentences read (a recogniser's garbled words classify poorly), and
 * whether the name is the step's own verb phrase.
 */
export function stepConfidence(
  group: StepGroup,
  content: StepContent,
): { value: number; review: ReviewPart[] } {
  const sentences = group.sentences;
  const reading =
    sentences.reduce((sum, sentence) => sum + sentence.certainty, 0) /
    Math.max(1, sentences.length);
  const naming = content.nameFromAction ? 1 : 0.3;
  const value = 0.5 * group.boundaryConfidence + 0.3 * reading + 0.2 * naming;
  const review: ReviewPart[] = [];
  if (group.boundaryConfidence < UNSURE_BOUNDARY) review.push('timing');
  if (!content.nameFromAction) review.push('name');
  const uncertain = new Set(content.uncertainItems);
  if (content.tools.some((tool) => uncertain.has(tool))) review.push('tools');
  if (content.materials.some((material) => uncertain.has(material))) review.push('materials');
  return { value: Math.round(Math.min(1, Math.max(0, value)) * 100) / 100, review };
}
