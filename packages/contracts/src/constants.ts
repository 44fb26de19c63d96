/** Business constants and limits of spec section 9 (and the few timings of sections 2 and 4). */

/** Routes of spec 2. */
export const ROUTES = {
  myProjects: '/my-projects',
  login: '/login',
  register: '/register',
  repository: '/repository',
  create: '/create',
  annotate: '/annotate',
  profile: '/profile',
  home: '/home',
  videos: '/videos',
} as const;
export const annotatePath = (projectId: string): string => `${ROUTES.annotate}/${projectId}`;

/** Where each redirect goes (the spec's two readings settled as noted). */
export const REDIRECTS = {
  /** A signed-in visitor on /login (reading chosen: the projects page). */
  signedInOnLogin: ROUTES.myProjects,
  signedInOnRegister: ROUTES.home,
  afterSocialSignIn: ROUTES.home,
  signedOut: ROUTES.login,
  cancelCreate: ROUTES.videos,
  /** After finalize (reading chosen: My Projects, 2 s later). */
  afterFinalize: ROUTES.myProjects,
  /** After a 403, a 404 or an invalid project id on /annotate. */
  annotateRejected: ROUTES.myProjects,
} as const;

/** Path fragments that mark step-authoring mode. */
export const AUTHORING_PATH_FRAGMENTS = ['/create-steps', '/steps', '/annotate'] as const;
export const isAuthoringPath = (pathname: string): boolean =>
  AUTHORING_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));

/** AI limits. */
export const AI_VIDEO_DURATION_LIMIT_SECONDS = 300;
export const DURATION_PROBE_TIMEOUT_MS = 5000;
export const TRANSCRIPTION_LANGUAGE = 'en-US';
export const REGENERATION_MIN_TRANSCRIPT_CHARS = 10;
export const REGENERATION_FULL_CONTEXT_CAP_SECONDS = 600;

/** Creation-flow progress values (percent). */
export const PROGRESS = {
  aiStart: 10,
  audioExtraction: 20,
  transcription: 40,
  aiAnalysis: 60,
  aiOther: 50,
  aiDone: 70,
  uploading: 80,
  perVideo: 5,
  shortForm: 85,
  creatingProject: 95,
  finalizing: 98,
  complete: 100,
} as const;
export const PROGRESS_VALUES = [10, 20, 40, 60, 70, 80, 85, 95, 98, 100] as const;

/** Redirect delays. */
export const CREATE_REDIRECT_DELAY_MS = 1000;
export const FINALIZE_REDIRECT_DELAY_MS = 2000;

/** Time and frames: the editor works in seconds, storage in whole ms. */
export const FRAME_STEP_SECONDS = 1 / 30;
export const THUMBNAIL_FRAME_SEEK_SECONDS = 0.1;

/** Timeline zoom: starts at 100%, steps by 1.5x, between 0.1 and 10. */
export const TIMELINE_ZOOM = { initial: 1, factor: 1.5, min: 0.1, max: 10 } as const;
export const TIMELINE_MIN_TRACK_WIDTH_PX = 1000;
/** Distance of the floating timeline from the right edge. */
export const TIMELINE_RIGHT_OFFSET_PX = { expanded: 256, collapsed: 64 } as const;

/** Annotation drawing and images. */
/** Yellow is `ANNOTATION_COLOR_HEX.yellow`: the same yellow in the editor, images, player and PDF. */
export const ANNOTATION_STYLE = { color: '#facc15', lineWidthPx: 3, labelFontPx: 16 } as const;
export const RESULT_JPEG_QUALITY = 0.9;
export const ANNOTATION_LIST_HEIGHT_PX = 160;

/** Message and toast timings. */
export const TOAST_DURATION_MS = 5000;
export const BUY_LIST_TOAST_DURATION_MS = 3000;
export const STEP_LOADED_MESSAGE_MS = 2000;
export const STEP_DELETED_MESSAGE_MS = 3000;
export const FRAME_LOADING_MESSAGE_MS = { success: 3000, failure: 5000 } as const;

/** Start-up splash. */
export const SPLASH = {
  totalMs: 3200,
  moveToCornerAtMs: 2000,
  fadeAtMs: 2700,
  titleAnimationMs: 3000,
} as const;

/** Layout and display. */
export const SIDEBAR_WIDTH_PX = { expanded: 256, collapsed: 64, collapsedNarrow: 48 } as const;
export const SPLIT_PANEL_PERCENT = { min: 25, max: 75, default: 45, alternateDefault: 48 } as const;
export const LARGE_SCREEN_MIN_PX = 1024;
export const GRID_BREAKPOINTS_PX = { twoColumns: 768, threeColumns: 1400 } as const;
export const TAB_SCROLL_STEP_PX = 200;
export const ACTIVE_TAB_POLL_MS = 100;
export const LAZY_LOAD_VISIBILITY = 0.1;
export const DESCRIPTION_CLAMP_LINES = 2;
export const PROFILE_RECENT_LIMIT = 5;
export const PROFILE_SEARCH_HISTORY_LIMIT = 10;
export const AVATAR_SIZE_PX = 150;

/** Tabs. */
export const EDITOR_TABS = ['details', 'materials', 'files', 'result', 'signoff'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];
export const SIDEBAR_TABS = ['details', 'repository', 'overview', 'finalize'] as const;
export type SidebarTab = (typeof SIDEBAR_TABS)[number];
export const MY_PROJECTS_TABS = ['published', 'draft'] as const;
export type MyProjectsTab = (typeof MY_PROJECTS_TABS)[number];

/** Defaults. */
export const DEFAULTS = {
  estimatedDuration: 30,
  difficultyLevel: 'Beginner',
  quantity: 1,
  annotationType: 'rectangle',
  editorTab: 'details',
  stepIndex: -1,
  myProjectsTab: 'published',
  /** AI is on by default on the create screen. */
  aiEnabled: true,
} as const;
