import { aiStepTiming } from '@stepwise/contracts';
import type {
  EditorAnnotation,
  EditorSupplementaryFile,
  FrameUploadEvent,
} from '@stepwise/machines';

/** Shared data of the authoring tests: one project of `uid-ada`, its AI steps and its frames. */

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';

/** A video of the project as `UploadVideos` lists it. */
export interface UploadVideo {
  name: string;
  path: string;
}

/** An AI-suggested step (spec 3 "AI breakdown") cut at `start`..`end` ms. */
export const aiStep = (
  name: string,
  start: number,
  end: number,
  overrides: Record<string, unknown> = {},
) => ({
  name,
  description: `${name} carefully.`,
  video_start_time_ms: start,
  video_end_time_ms: end,
  ...aiStepTiming(start, end),
  tools: ['Hand saw'],
  materials: [],
  cautions: [],
  validation_metric: null,
  ...overrides,
});

/** The AI breakdown of one video: 'Cut the panels' then 'Glue the roof'. */
export const aiBreakdown = (videoName: string, overrides: Record<string, unknown> = {}) => [
  {
    videoName,
    transcript: 'First, cut the panels.',
    steps: [
      aiStep('Cut the panels', 700, 12_500, overrides),
      aiStep('Glue the roof', 12_500, 30_000, overrides),
    ],
    materials: [],
    tools: [],
    cautions: [],
    questions: [],
  },
];

/** The project record as the api sends it (parse it with `projectSchema` for a `Project`). */
export function projectRecord(
  videos: readonly UploadVideo[],
  aiBreakdownData: ReturnType<typeof aiBreakdown> | null = null,
) {
  return {
    project_id: PROJECT_ID,
    name: 'Cedar birdhouse',
    description: null,
    tags: [],
    firebase_uid: 'uid-ada',
    thumbnail_url: null,
    frame_url: null,
    UploadVideos: videos.map((video) => ({ ...video, url: `/files/${video.path}` })),
    ai_breakdown_data: aiBreakdownData,
    ShortFormVideo: null,
    is_published: false,
    view_count: 0,
    like_count: 0,
    comment_count: 0,
    finished_step_count: 1,
    comments: [],
    created_at: '2026-11-22T12:00:00.000Z',
    updated_at: '2026-11-22T12:00:00.000Z',
  };
}

/** A captured frame or chosen image. */
export const jpeg = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });

/** An annotation on the frame at `frameTimestampMs` (its stored image, once uploaded). */
export const anAnnotation = (
  frameTimestampMs: number,
  frameImagePath: string | null = null,
  overrides: Partial<EditorAnnotation> = {},
): EditorAnnotation => ({
  text: 'Blade guard',
  frameTimestampMs,
  frameImagePath,
  geometry: { type: 'rectangle', x: 10, y: 10, width: 20, height: 20 },
  ...overrides,
});

/** The step's stored supplementary file 'Cut list', with `file` as the chosen one. */
export const cutListFile = (file: File): EditorSupplementaryFile => ({
  displayName: 'Cut list',
  originalFilename: 'cut-list.pdf',
  fileSizeBytes: 3,
  mimeType: 'application/pdf',
  fileUrl: '/files/users/uid-ada/files/cut-list.pdf',
  filePath: 'users/uid-ada/files/cut-list.pdf',
  file,
});

/** jsdom has no object URLs: a minimal stand-in that hands out unique `blob:` URLs. */
export function stubObjectUrls(): void {
  let next = 0;
  URL.createObjectURL ??= () => {
    next += 1;
    return `blob:http://app.test/${next}`;
  };
  URL.revokeObjectURL ??= () => {};
}

/**
 * What a frame store told of its uploads (`onUpload`), and `ended(n)`: resolves once n uploads
 * have ended, stored or not (what the authoring system waits for before a Finish).
 */
export function uploadLog() {
  const events: FrameUploadEvent[] = [];
  let waiting: { count: number; resolve: () => void }[] = [];
  const endedCount = () => events.filter((event) => event.type !== 'frame.uploading').length;
  return {
    events,
    onUpload: (event: FrameUploadEvent) => {
      events.push(event);
      const done = waiting.filter((wait) => endedCount() >= wait.count);
      waiting = waiting.filter((wait) => endedCount() < wait.count);
      for (const wait of done) wait.resolve();
    },
    ended: (count = 1) =>
      new Promise<void>((resolve) => {
        if (endedCount() >= count) resolve();
        else waiting.push({ count, resolve });
      }),
  };
}
