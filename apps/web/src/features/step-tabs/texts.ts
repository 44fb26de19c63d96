import type { StepItemKind } from '@stepwise/machines';

const NOUN: Readonly<Record<StepItemKind, string>> = { tool: 'Tool', material: 'Material' };
const PLURAL: Readonly<Record<StepItemKind, string>> = { tool: 'tools', material: 'materials' };

/**
 * Texts of the step editor's tabs that the spec describes without wording them (spec 2 "Tabs",
 * spec 3 "Step tool / material link", "Supplementary file", spec 5 "Supplementary files"). Every
 * label and message the spec words comes from `messages`.
 */
export const stepTabsTexts = {
  tabListLabel: 'Step editor',
  warningIntro: 'These required fields are still empty:',
  warningAdvice:
    'Your changes are not lost if you continue, but completing these fields is recommended.',
  timing: {
    notSet: 'Not set',
    hint: 'Set the times with Mark Start and Mark End on the player or the timeline.',
  },
  items: {
    noun: (kind: StepItemKind) => NOUN[kind],
    empty: (kind: StepItemKind) => `No ${PLURAL[kind]} in this step yet.`,
    listLabel: (kind: StepItemKind) => `${NOUN[kind]}s of this step`,
    remove: (kind: StepItemKind, name: string) => `Remove ${NOUN[kind].toLowerCase()} ${name}`,
    addFromRepository: 'Add from repository',
    addNew: 'Add new',
    fromRepositoryTitle: (kind: StepItemKind) => `Add ${NOUN[kind].toLowerCase()} from repository`,
    newTitle: (kind: StepItemKind) => `Add new ${NOUN[kind].toLowerCase()}`,
    search: (kind: StepItemKind) => `Search ${PLURAL[kind]}`,
    searchPlaceholder: 'Search by name or specification',
    choose: (kind: StepItemKind) => `Choose a ${NOUN[kind].toLowerCase()}`,
    loading: (kind: StepItemKind) => `Loading ${PLURAL[kind]}...`,
    repositoryEmpty: (kind: StepItemKind) => `No ${PLURAL[kind]} in your repository yet.`,
    noMatch: (kind: StepItemKind, query: string) => `No ${PLURAL[kind]} match "${query}".`,
    noneChosen: (kind: StepItemKind) => `Choose a ${NOUN[kind].toLowerCase()} first.`,
    addToStep: 'Add to step',
    adding: 'Adding...',
    name: (kind: StepItemKind) => `${NOUN[kind]} name`,
    specification: 'Specification',
    purchaseLink: 'Purchase link',
    quantity: 'Quantity',
    quantityShort: 'Qty',
    quantityFor: (name: string) => `Quantity of ${name}`,
    image: (kind: StepItemKind) => `${NOUN[kind]} image`,
    alsoSave: 'Also save to my repository',
    noSpecification: 'No specification',
  },
  files: {
    heading: 'Supplementary files',
    choose: 'Choose files',
    hint: 'Documents, images or media for this step. A display name is optional.',
    empty: 'No files in this step yet.',
    listLabel: 'Files of this step',
    pendingLabel: 'Files being uploaded',
    displayName: (fileName: string) => `Display name for ${fileName}`,
    displayNamePlaceholder: 'Display name (optional)',
    add: 'Add to step',
    addNamed: (fileName: string) => `Add to step: ${fileName}`,
    failed: 'Failed to upload the file.',
    cancelLabel: 'Cancel',
    dismissLabel: 'Dismiss',
    cancel: (fileName: string) => `Cancel upload of ${fileName}`,
    dismiss: (fileName: string) => `Dismiss ${fileName}`,
    remove: (name: string) => `Remove file ${name}`,
    uploading: (percent: number) => `Uploading... ${percent}%`,
    uploaded: 'Uploaded',
    preview: (name: string) => `Preview of ${name}`,
  },
  result: {
    heading: 'Result image',
    empty: 'No result image yet. Capture a frame from the video or upload an image.',
    preview: 'Result image',
    capture: 'Capture Result Frame',
    upload: 'Upload Image',
    uploading: (percent: number) => `Uploading... ${percent}%`,
    remove: 'Remove',
  },
} as const;
