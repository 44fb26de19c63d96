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
    'The shopping list is empty. Add tools and materials to your steps, or add items to the list in Finalize Project.',
  stepItemsNotListed: (count: number) =>
    count === 1
      ? 'Your steps use 1 tool or material that is not on the shopping list yet:'
      : `Your steps use ${count} tools and materials that are not on the shopping list yet:`,
  stepItemsHowTo:
    'Add them with "Add all tools and materials from steps", here or in Finalize Project.',
  stepItemsLabel: 'Tools and materials of the steps not on the shopping list',
  quantity: (quantity: number) => `Qty: ${quantity}`,
  count: (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`,
} as const;
