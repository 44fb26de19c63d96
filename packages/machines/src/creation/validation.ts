import {
  isVideoFile,
  messages,
  PROJECT_VIDEO_MAX_BYTES,
  SHORT_FORM_VIDEO_MAX_BYTES,
} from '@stepwise/contracts';
import type { CreationForm, ProjectVideo, SelectedFile } from './types';

/** What the submit checks read. */
export interface CreationDraft {
  uid: string | null;
  form: CreationForm;
  videos: readonly ProjectVideo[];
  shortForm: SelectedFile | null;
}

const isVideo = (file: SelectedFile): boolean => isVideoFile(file.name, file.type);

/**
 * The first refusal of spec 5 "Create project", checked in the spec's order, or null when the
 * draft can be submitted. A project video may be exactly 5GB ("at most"); the short-form video
 * must be under 1GB (spec 5 says "under", so exactly 1GB is refused here, one byte stricter than
 * the server's limit).
 */
export function creationValidationError(draft: CreationDraft): string | null {
  if (!draft.uid) return messages.create.mustBeLoggedIn;
  if (!draft.form.name.trim()) return messages.create.nameRequired;
  if (draft.videos.length === 0) return messages.create.videoRequired;
  if (!draft.videos.every((video) => isVideo(video.file))) return messages.create.invalidVideoType;
  const tooLarge = draft.videos.filter((video) => video.file.size > PROJECT_VIDEO_MAX_BYTES);
  if (tooLarge.length > 0) {
    return messages.create.videosTooLarge(tooLarge.map((video) => video.file.name));
  }
  if (draft.shortForm && !isVideo(draft.shortForm)) return messages.create.invalidShortFormType;
  if (draft.shortForm && draft.shortForm.size >= SHORT_FORM_VIDEO_MAX_BYTES) {
    return messages.create.shortFormTooLarge;
  }
  return null;
}
