/**
 * Texts of the Finalize view and the buy list that the spec describes without wording them
 * (spec 2 "Finalize view", 4 "Buy list", 9 buy-list toasts). The spec's own texts come from
 * `messages`.
 */
export const finalizeTexts = {
  heading: 'Finalize Project',
  intro:
    'Review the shopping list, then finish the project to make it available. Every step needs a name and a description.',
  stepsSummary: (count: number) => `${count} ${count === 1 ? 'step' : 'steps'} ready to finish`,
  finishing: 'Finishing...',
  /** The form holds a step edit (or a new step) the step list does not: Finish leaves it out. */
  unsavedStepEdit: (stepNumber: number) =>
    `Step ${stepNumber} has changes that are not in the step list yet, and Finish Project leaves them out. Update Step keeps them.`,
  unsavedNewStep:
    'A new step is not in the step list yet, and Finish Project leaves it out. Save New Step adds it.',
  /** The spec's unsaved-changes question, for Finish Project. */
  finishAction: 'finish the project',
  waitingForFrames: 'Storing the frames you captured; the project finishes once they are uploaded.',
  retry: 'Retry',
  succeeded: (name: string) => `Project "${name}" was finalized. Taking you to My Projects...`,
  untitledProject: 'Untitled project',

  // The buy list.
  shoppingListEmpty: 'The shopping list is empty. Add items from your repository or by hand.',
  shoppingListLoading: 'Loading the shopping list...',
  loadFailed: 'Could not load the shopping list from the server. You can still add items here.',
  saveFailed:
    'Could not save the shopping list to the server. Your changes are kept on this device.',
  clearFailed: 'Could not clear the shopping list on the server. It is cleared on this device.',
  itemsCount: (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`,
  quantityLabel: (name: string) => `Quantity of ${name}`,
  removeLabel: (name: string) => `Remove ${name} from the shopping list`,
  buy: 'Buy',
  buyNamed: (name: string) => `Buy ${name} (opens in a new tab)`,
  fromRepository: 'From repository',
  clear: 'Clear',
  clearTitle: 'Clear Shopping List',
  clearQuestion:
    'Are you sure you want to remove every item from the shopping list? This action cannot be undone.',
  clearing: 'Clearing...',
  listItemsLabel: 'Items on the shopping list',
  stepItemsHowTo: 'Add them with "Add all tools and materials from steps" above the list.',
  addFromSteps: 'Add all tools and materials from steps',
  nothingInSteps: 'The steps have no tools or materials to add.',

  // Toasts (3 s).
  added: (name: string) => `Added "${name}" to the shopping list.`,
  addedFromSteps: (count: number) =>
    `Added ${count} ${count === 1 ? 'item' : 'items'} from the steps to the shopping list.`,
  removed: (name: string) => `Removed "${name}" from the shopping list.`,
  quantityChanged: (name: string, quantity: number) => `Quantity of "${name}" set to ${quantity}.`,
  cleared: 'Shopping list cleared.',

  // The manual form.
  manualHeading: 'Add an item',
  nameLabel: 'Item name',
  specificationLabel: 'Specification',
  quantityField: 'Quantity',
  purchaseLinkLabel: 'Purchase link',
  purchaseLinkHint: 'Optional. Starts with http:// or https://',
  addItem: 'Add Item',

  // The repository picker.
  pickerHeading: 'Add from your repository',
  pickerSearch: 'Search your tools and materials',
  pickerTools: 'Tools',
  pickerMaterials: 'Materials',
  pickerLoading: 'Loading your repository...',
  pickerLoadFailed: 'Could not load your repository.',
  pickerEmpty: 'Nothing here yet. Add tools and materials in the Repository view.',
  pickerNoMatch: 'No items match your search.',
  addToShoppingList: 'Add to Shopping List',
  addNamedToShoppingList: (name: string) => `Add ${name} to the shopping list`,
} as const;
