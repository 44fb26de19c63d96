/**
 * The one set of length limits of every free text a person can type (issue #18 point 7). The
 * spec sets none, so these are the product's own: the zod schemas of this package refuse longer
 * input (REST and tRPC answer 400 with a `detail` naming the field and the limit) and the forms
 * pass the same numbers to their fields (a counter near the limit, no typing past it). Lengths
 * are counted as JavaScript does (UTF-16 code units), which is also what an input's `maxLength`
 * counts. Every column behind these fields is PostgreSQL `text`, so no limit depends on it.
 */
export const TEXT_LIMITS = {
  /** Project name (Create). */
  projectName: 120,
  /** Project description (Create). */
  projectDescription: 5_000,
  /** Step name. */
  stepName: 120,
  /** Step description (kept long: the AI writes a step's whole narration into it). */
  stepDescription: 10_000,
  /** Cautionary notes, and best practice notes, of a step (the AI fills them too). */
  stepNotes: 10_000,
  /** The validation question of a step, and its expected answer. */
  validationText: 1_000,
  /** The text of an annotation. */
  annotationText: 500,
  /** The name of a tool, a material or a buy-list item (repository, step, Finalize). */
  itemName: 120,
  /** The specification of a tool, a material or a buy-list item. */
  itemSpecification: 1_000,
  /** A purchase link (a URL). */
  purchaseLink: 2_048,
  /** A username (registration; a social sign-in's display name is cut to it). */
  username: 60,
  /** A comment on a project. */
  comment: 2_000,
  /** A search term kept in the search history. */
  searchTerm: 200,
} as const;

export type TextLimitField = keyof typeof TEXT_LIMITS;

/** `1000` -> `1,000`, as the messages write numbers. */
const formatCount = (count: number): string => count.toLocaleString('en-US');

/** The message of a text over its limit: 'Project name must be at most 120 characters.' */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${formatCount(max)} characters.`;
}
