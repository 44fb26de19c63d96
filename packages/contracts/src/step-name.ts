/**
 * A leading "Step 3:", "Step 3 -", "Step 3.", "Step 3)", "Step #3 –", "Step No. 3:" or "Step 3 of
 * 5:" (any case, any dash). A "." before a digit is a decimal ("Step 1.5 mm gap"), and a number
 * followed by words without a separator ("Step 2 of the glue-up") is part of the name: both kept.
 */
const STEP_NUMBER_PREFIX =
  /^step\s*(?:#|no\.?|number)?\s*\d+(?:\s*(?:of|\/)\s*\d+)?\s*(?::|\.(?!\d)|\)|[-\u2013\u2014])\s*/i;

/**
 * A step name without the "Step N:" prefix a model (or a paste) baked into it: a step's number is
 * always its position, shown beside the name, never part of it. Every leading prefix goes ("Step
 * 3: Step 3: Sand" -> "Sand"); the result is trimmed. A name that is nothing but prefixes is
 * returned trimmed as it was, so a required name never becomes empty.
 */
export function stripStepNumber(name: string): string {
  const trimmed = name.trim();
  let rest = trimmed;
  for (let match = STEP_NUMBER_PREFIX.exec(rest); match; match = STEP_NUMBER_PREFIX.exec(rest)) {
    rest = rest.slice(match[0].length).trimStart();
  }
  return rest === '' ? trimmed : rest;
}
