import type {
  AiBreakdownData,
  ProjectTag,
  ShortFormVideo,
  UploadedVideo,
} from '@stepwise/contracts';

/**
 * A file the user picked, described without DOM types: the app passes its `File` through as the
 * opaque `handle` and gets it back in the actors' inputs and in the navigation state.
 */
export interface SelectedFile {
  name: string;
  /** MIME type ('' when the browser does not know it). */
  type: string;
  /** Bytes. */
  size: number;
  handle?: unknown;
}

/** A project video of the form with its probed duration (null while the probe runs). */
export interface ProjectVideo {
  /** `video-{n}`, assigned by the machine in the order the videos were added. */
  id: string;
  file: SelectedFile;
  durationSeconds: number | null;
}

export interface CreationForm {
  name: string;
  description: string;
  tags: ProjectTag[];
}

/** An uploaded project video (spec 3 "Uploaded video entry": name, url, path and the file). */
export interface UploadedVideoEntry extends UploadedVideo {
  handle: unknown;
}

/** What `/annotate/{projectId}` receives in navigation state (spec 2). */
export interface AnnotateNavigationState {
  projectId: string;
  projectName: string;
  uploadedVideos: UploadedVideoEntry[];
  aiBreakdownData: AiBreakdownData | null;
  shortFormVideo: ShortFormVideo | null;
}

export interface CreationContext {
  uid: string | null;
  /** The clock (ms) the estimated time remaining is measured with. */
  now: () => number;
  form: CreationForm;
  videos: ProjectVideo[];
  /** Numbers the next added video (`video-{n}`). */
  videoCount: number;
  shortForm: SelectedFile | null;
  aiData: AiBreakdownData | null;
  error: string | null;
  /** Percent, spec 9 "Progress values". */
  progress: number;
  /** When the current submission started (ms of `now()`), null before the first one. */
  startedAt: number | null;
  /** When its current stage (an AI phase, an upload, creating...) started; null before one. */
  stageStartedAt: number | null;
  /** The share (0-1) of the current AI phase's work done (the audio transcribed); null unknown. */
  phaseDone: number | null;
  uploadedVideos: UploadedVideoEntry[];
  uploadedShortForm: ShortFormVideo | null;
  projectId: string | null;
  /** Where to go once the created project is deleted (a leave or a cancel). */
  leaveTo: string;
}

export interface CreationInput {
  /** The signed-in user's uid; null when nobody is signed in. */
  uid: string | null;
  /** Defaults to `Date.now`; tests pass a controllable clock. */
  now?: () => number;
}

export type CreationEvent =
  | { type: 'form.change'; values: Partial<CreationForm> }
  | { type: 'videos.add'; files: SelectedFile[] }
  | { type: 'videos.remove'; id: string }
  | { type: 'shortForm.set'; file: SelectedFile }
  | { type: 'shortForm.clear' }
  | { type: 'ai.toggle' }
  | { type: 'ai.clear' }
  /** Sent by the AI breakdown (through `reportPhase`) or by the app: a phase of `AI_BREAKDOWN_PHASES`. */
  /** `done`: the share (0-1) of the phase's work done over all videos, when the server tells it. */
  | { type: 'ai.progress'; phase: string; done?: number }
  | { type: 'creation.submit' }
  | { type: 'creation.cancel' }
  /** The user tries to go to `to` (a path) while the created project is not yet being edited. */
  | { type: 'leave.request'; to: string }
  | { type: 'leave.confirm' }
  | { type: 'leave.cancel' };

export type CreationTag =
  | 'aiOn'
  | 'aiLocked'
  | 'probing'
  | 'busy'
  | 'projectCreated'
  | 'complete'
  | 'confirmingLeave';

/** Inputs and outputs of the actors the app provides. */
export interface ProbeDurationInput {
  file: SelectedFile;
}
export interface DelayInput {
  ms: number;
}
export interface AnalyzeVideosInput {
  videos: Array<{ file: SelectedFile; durationSeconds: number }>;
  project: CreationForm;
  /**
   * Report a phase of `AI_BREAKDOWN_PHASES`, and the share (0-1) of its work done when known; the
   * machine turns it into progress and the time-left estimate.
   */
  reportPhase: (phase: string, done?: number) => void;
}
export interface UploadFileInput {
  file: SelectedFile;
  purpose: 'project-video' | 'short-form-video';
}
export interface DeleteProjectInput {
  projectId: string;
  uid: string | null;
}

/** Params of the provided `navigate` action. */
export interface NavigateParams {
  to: string;
  state?: AnnotateNavigationState;
}
