import { messages } from '@stepwise/contracts';
import { type MeasuredPace, submissionRemainingMs } from './estimate';
import type { CreationContext, CreationTag } from './types';

/** The slice of a creation snapshot the selectors read (any machine snapshot has it). */
export interface CreationSnapshotLike {
  context: CreationContext;
  hasTag: (tag: CreationTag) => boolean;
}

/** Spec 2: the submit button's label. */
export function submitLabel(snapshot: CreationSnapshotLike): string {
  if (snapshot.hasTag('busy')) return messages.create.saving;
  if (snapshot.context.aiData) return messages.create.submitWithAi;
  return messages.create.submit;
}

/**
 * The estimated time remaining (ms) of the running submission, stage by stage (see
 * `./estimate.ts`), with what the page `measured` of the uploads; null when nothing runs or
 * nothing has progressed yet. `now` defaults to the machine's clock. Show it through `limitRise`.
 */
export function estimatedRemainingMs(
  snapshot: CreationSnapshotLike,
  now: number = snapshot.context.now(),
  measured: MeasuredPace = {},
): number | null {
  const { stageStartedAt, progress } = snapshot.context;
  if (!snapshot.hasTag('busy') || stageStartedAt === null || progress <= 0) return null;
  return submissionRemainingMs(snapshot.context, stageStartedAt, now, measured);
}

/** Spec 5: the warning shown (with the toggle locked) while a video is over 300 s. */
export function aiWarning(snapshot: CreationSnapshotLike): string | null {
  return snapshot.hasTag('aiLocked') ? messages.create.aiDisabledDuration : null;
}

/** Spec 8: the success message once the project is complete (100%). */
export function successMessage(
  snapshot: CreationSnapshotLike & { matches: (value: never) => boolean },
): string | null {
  return snapshot.context.progress === 100 && snapshot.hasTag('projectCreated')
    ? messages.create.success(snapshot.context.form.name.trim())
    : null;
}

/** Spec 5: the confirmation shown before leaving deletes the just-created project. */
export function leaveConfirmation(snapshot: CreationSnapshotLike): string | null {
  return snapshot.hasTag('confirmingLeave') ? messages.unsaved.createdNotEdited : null;
}
