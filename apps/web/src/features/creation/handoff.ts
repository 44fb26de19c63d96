import {
  type AiBreakdownData,
  aiBreakdownDataSchema,
  type ShortFormVideo,
  shortFormVideoSchema,
  type UploadedVideo,
  uploadedVideoSchema,
} from '@stepwise/contracts';
import type { AnnotateNavigationState } from '@stepwise/machines';

/**
 * What Create New Project hands to `/annotate/{projectId}` besides the navigation state (spec 2):
 * the same data minus the `File` objects, kept in session storage so a reload of the editor still
 * has the AI breakdown.
 */
export interface AnnotateHandoff {
  projectName: string;
  uploadedVideos: UploadedVideo[];
  aiBreakdownData: AiBreakdownData | null;
  shortFormVideo: ShortFormVideo | null;
}

export const annotateHandoffKey = (projectId: string): string => `stepwise:annotate:${projectId}`;

const defaultStorage = (): Storage => globalThis.sessionStorage;

/** Keeps the navigation state of a just-created project (the `prepareAnnotate` step). */
export function writeAnnotateHandoff(
  state: AnnotateNavigationState,
  storage: Storage = defaultStorage(),
): void {
  const handoff: AnnotateHandoff = {
    projectName: state.projectName,
    uploadedVideos: state.uploadedVideos.map(({ handle: _handle, ...video }) => video),
    aiBreakdownData: state.aiBreakdownData,
    shortFormVideo: state.shortFormVideo,
  };
  storage.setItem(annotateHandoffKey(state.projectId), JSON.stringify(handoff));
}

const videosSchema = uploadedVideoSchema.array();

/**
 * What Create New Project left for `projectId` in this tab, or null when there is nothing (another
 * tab, an old project) or it cannot be read.
 */
export function readAnnotateHandoff(projectId: string, storage?: Storage): AnnotateHandoff | null {
  let raw: string | null;
  try {
    raw = (storage ?? defaultStorage()).getItem(annotateHandoffKey(projectId));
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  if (typeof stored.projectName !== 'string') return null;
  const videos = videosSchema.safeParse(stored.uploadedVideos);
  const ai = aiBreakdownDataSchema.nullable().safeParse(stored.aiBreakdownData ?? null);
  const shortForm = shortFormVideoSchema.nullable().safeParse(stored.shortFormVideo ?? null);
  if (!videos.success || !ai.success || !shortForm.success) return null;
  return {
    projectName: stored.projectName,
    uploadedVideos: videos.data,
    aiBreakdownData: ai.data,
    shortFormVideo: shortForm.data,
  };
}
