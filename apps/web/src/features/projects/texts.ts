import { messages } from '@stepwise/contracts';

/**
 * Texts of My Projects that the spec describes without wording them (spec 5 "Confirmations"
 * precede deleting a project and toggling publication; spec 8: the thumbnail still shows "with a
 * note that the database was not updated"). Every other text comes from `messages`.
 */
export const projectTexts = {
  confirmPublishTitle: 'Publish this project?',
  confirmPublish: (name: string) =>
    `"${name}" will be published and move to the Published tab. You can unpublish it at any time.`,
  // A draft without finished steps (issue #18): the server would refuse it.
  notReadyTitle: 'Not ready to publish',
  notReady: (name: string) =>
    `"${name}" has no finished steps yet. ${messages.myProjects.publishNeedsSteps}`,
  confirmUnpublishTitle: 'Unpublish this project?',
  confirmUnpublish: (name: string) =>
    `"${name}" will no longer be published and will move to Drafts. You can publish it again at any time.`,
  confirmDeleteTitle: 'Delete this project?',
  confirmDelete: (name: string) =>
    `Are you sure you want to delete "${name}"? Its steps, videos and files are removed too. This action cannot be undone.`,
  uploadingThumbnail: 'Uploading...',
  uploadProgress: (percent: number) => `Uploading thumbnail: ${percent}%`,
  databaseNotUpdated: (name: string) =>
    `The thumbnail of "${name}" was uploaded, but the database was not updated. It shows here for now; upload it again to keep it.`,
  databaseNotUpdatedNote: 'Uploaded, but the database was not updated.',
  loadingThumbnail: 'Loading thumbnail',
  tabsLabel: 'Project lists',
  // The mark of the card My Projects lands on (issue #18).
  highlight: {
    finished: 'Just finished',
    published: 'Just published',
    unpublished: 'Just unpublished',
  },
} as const;
