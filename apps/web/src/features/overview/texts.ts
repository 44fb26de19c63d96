/**
 * Texts of the overview that the spec describes without wording them (spec 2 "Overview view":
 * stat cards, a card per step and a Shopping List section). Every other text comes from
 * `messages`.
 */
export const overviewTexts = {
  statsLabel: 'Project totals',
  stepsHeading: 'Steps',
  noStepsTitle: 'No steps yet',
  noStepsDescription: 'Steps you add in the editor appear here.',
  emptyShoppingList:
    'The shopping list is empty. Tools and materials you add to steps appear here.',
  count: (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`,
} as const;
