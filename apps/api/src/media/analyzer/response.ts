import { type AiStep, type AnalyzeTranscriptResponse, stripStepNumber } from '@stepwise/contracts';

/** Items of several lists once each, compared without case, in first-seen order and wording. */
function uniqueIgnoringCase(lists: readonly string[][]): string[] {
  const seen = new Map<string, string>();
  for (const item of lists.flat()) {
    const key = item.toLowerCase();
    if (!seen.has(key)) seen.set(key, item);
  }
  return [...seen.values()];
}

/**
 * The analysis reply: the steps, and their tools, materials, cautions and questions gathered. The
 * one exit of both analyzers: no step name carries its own number ("Step 3: ..."); a step's
 * number is its position.
 */
export function responseFromSteps(found: AiStep[]): AnalyzeTranscriptResponse {
  const steps = found.map((step) => ({ ...step, name: stripStepNumber(step.name) }));
  return {
    steps,
    tools: uniqueIgnoringCase(steps.map((step) => step.tools)),
    materials: uniqueIgnoringCase(steps.map((step) => step.materials)),
    cautions: uniqueIgnoringCase(steps.map((step) => step.cautions)),
    questions: steps.flatMap((step) =>
      step.validation_metric ? [step.validation_metric.question] : [],
    ),
  };
}
