import { messages } from '@stepwise/contracts';
import { creationValidationError } from '@stepwise/machines';
import type { CreationSnapshot } from '@/features/creation/creation-runtime';
import { creationTexts } from '@/features/creation/texts';

/**
 * What the running submission is doing, as the progress panel says it. Null while the AI analysis
 * runs (its per-video lines tell) and when nothing runs.
 */
export function stageText(snapshot: CreationSnapshot): string | null {
  const { context } = snapshot;
  if (snapshot.matches({ flow: { submitting: { uploading: 'video' } } })) {
    return creationTexts.stage.uploadingVideo(
      context.uploadedVideos.length + 1,
      context.videos.length,
    );
  }
  if (snapshot.matches({ flow: { submitting: { uploading: 'shortForm' } } })) {
    return creationTexts.stage.uploadingShortForm;
  }
  if (snapshot.matches({ flow: { submitting: 'creating' } })) return creationTexts.stage.creating;
  if (snapshot.matches({ flow: { created: { progress: 'finalizing' } } })) {
    return creationTexts.stage.finalizing;
  }
  return null;
}

export const isAnalyzing = (snapshot: CreationSnapshot): boolean =>
  snapshot.matches({ flow: { submitting: 'analyzing' } });

export const isEditing = (snapshot: CreationSnapshot): boolean =>
  snapshot.matches({ flow: 'editing' });

/** The refusals of the submit checks (spec 5 "Create project"). */
const SUBMIT_CHECK_TEXTS: ReadonlySet<string> = new Set([
  messages.create.mustBeLoggedIn,
  messages.create.nameRequired,
  messages.create.videoRequired,
  messages.create.invalidVideoType,
  messages.create.invalidShortFormType,
  messages.create.shortFormTooLarge,
]);
/** 'The following files exceed the 5GB size limit', before the names. */
const TOO_LARGE_LEAD = messages.create.videosTooLarge([]).split(':')[0] as string;
const isSubmitCheck = (text: string): boolean =>
  SUBMIT_CHECK_TEXTS.has(text) || text.startsWith(TOO_LARGE_LEAD);

/**
 * The error the form shows: a failure stays until the next submit; a submit check's refusal goes
 * as soon as the form no longer breaks that rule (a name typed, a video added).
 */
export function shownError(snapshot: CreationSnapshot): string | null {
  const { error } = snapshot.context;
  if (!error || !isSubmitCheck(error)) return error;
  return creationValidationError(snapshot.context) === error ? error : null;
}

/** The field a submit check's refusal belongs to; null for the others (shown by the buttons). */
export type CreationErrorField = 'name' | 'videos' | 'shortForm';

const FIELD_OF: ReadonlyMap<string, CreationErrorField> = new Map([
  [messages.create.nameRequired, 'name'],
  [messages.create.videoRequired, 'videos'],
  [messages.create.invalidVideoType, 'videos'],
  [messages.create.invalidShortFormType, 'shortForm'],
  [messages.create.shortFormTooLarge, 'shortForm'],
]);

export function errorField(error: string | null): CreationErrorField | null {
  if (!error) return null;
  if (error.startsWith(TOO_LARGE_LEAD)) return 'videos';
  return FIELD_OF.get(error) ?? null;
}

/** The refusal shown at `field`, or null. */
export const fieldError =
  (field: CreationErrorField) =>
  (snapshot: CreationSnapshot): string | null => {
    const error = shownError(snapshot);
    return errorField(error) === field ? error : null;
  };

/** The attribute marking the control that takes focus for a refusal at a field. */
export const CREATION_FIELD_ATTRIBUTE = 'data-creation-field';
