import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generateSilentVideo } from '../fixtures/media/generate';
import { type Account, api, registerCreator, signIn } from './api-helpers';

export const mediaDir = join(tmpdir(), 'stepwise-media-cache');

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads a file through the tus endpoint in one request; returns the file record. */
export async function uploadFile(
  request: APIRequestContext,
  who: Account,
  bytes: Buffer,
  name: string,
  metadata: { purpose: string; filetype: string; projectId?: string },
): Promise<{ url: string; path: string; size: number; name: string }> {
  const pairs = [
    `purpose ${b64(metadata.purpose)}`,
    `filename ${b64(name)}`,
    `filetype ${b64(metadata.filetype)}`,
    ...(metadata.projectId ? [`projectId ${b64(metadata.projectId)}`] : []),
  ];
  const response = await request.post('/uploads', {
    headers: {
      Authorization: `Bearer ${who.token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': pairs.join(','),
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A `testsrc` video of `seconds` uploaded as a project video of `who`. */
export async function uploadTestVideo(
  request: APIRequestContext,
  who: Account,
  seconds: number,
  name = 'workbench.mp4',
) {
  const file = await generateSilentVideo(mediaDir, seconds);
  return uploadFile(request, who, readFileSync(file), name, {
    purpose: 'project-video',
    filetype: 'video/mp4',
  });
}

/** A project of `who` with real videos (and optional AI breakdown data), as Create makes it. */
export async function createVideoProject(
  request: APIRequestContext,
  who: Account,
  name: string,
  videos: readonly { url: string; path: string; size: number; name: string }[],
  aiBreakdownData: unknown = null,
): Promise<string> {
  const { project_id } = (await api(request, who, 'POST', '/projects/', {
    name,
    description: 'A small shelf for the workshop wall.',
    tags: ['Woodworking', 'DIY'],
    firebase_uid: who.uid,
    UploadVideos: videos.map((video) => ({
      name: video.name,
      url: video.url,
      path: video.path,
      file_size_bytes: video.size,
    })),
    ai_breakdown_data: aiBreakdownData,
  })) as { project_id: string };
  return project_id;
}

/** Opens the editor of `projectId` and waits for its video to be ready to capture. */
export async function openEditor(page: Page, projectId: string, name: string): Promise<void> {
  await page.goto(`/annotate/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Authoring: ${name}` })).toBeVisible();
  await expect
    .poll(() => page.locator('video').evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(2);
}

/** A step of the AI breakdown (spec 3 "Auto-made step from AI") from `startMs` to `endMs`. */
export function aiStep(name: string, description: string, startMs: number, endMs: number) {
  const time = (ms: number) => {
    const seconds = ms / 1000;
    const minutes = Math.floor(seconds / 60);
    return `${String(minutes).padStart(2, '0')}:${(seconds - minutes * 60).toFixed(3).padStart(6, '0')}`;
  };
  return {
    name,
    description,
    estimated_duration: (endMs - startMs) / 1000,
    difficulty_level: 'Easy',
    video_start_time_ms: startMs,
    video_end_time_ms: endMs,
    timestamps: {
      start: time(startMs),
      end: time(endMs),
      start_seconds: startMs / 1000,
      end_seconds: endMs / 1000,
      duration_seconds: (endMs - startMs) / 1000,
    },
    timestamp_display: `${time(startMs)} - ${time(endMs)}`,
    tools: [],
    materials: [],
    cautions: [],
    validation_metric: null,
  };
}

/** One video's entry of a project's `ai_breakdown_data`. */
export function aiBreakdownEntry(videoName: string, steps: readonly ReturnType<typeof aiStep>[]) {
  return {
    videoName,
    transcript: '',
    steps,
    materials: [],
    tools: [],
    cautions: [],
    questions: [],
  };
}

/** An annotation of the finalize payload (geometry in fractions 0–1). */
export interface FinalizedAnnotation {
  frame_timestamp_ms: number;
  component_name: string;
  frame_image_path?: string;
}

/**
 * Stores the finalized steps of `projectId` through POST /upload_steps (Finish Project), each on
 * the project's first video with a rectangle per annotation.
 */
export async function finalizeSteps(
  request: APIRequestContext,
  who: Account,
  projectId: string,
  videoPath: string,
  steps: readonly {
    name: string;
    description: string;
    startMs: number;
    endMs: number;
    annotations?: readonly FinalizedAnnotation[];
  }[],
): Promise<void> {
  await api(request, who, 'POST', '/upload_steps', {
    project_id: projectId,
    project_name: null,
    user_id: who.uid,
    auto_generate_buy_list: false,
    steps: steps.map((step, index) => ({
      name: step.name,
      description: step.description,
      video_start_time_ms: step.startMs,
      video_end_time_ms: step.endMs,
      associated_video_index: 0,
      associated_video_path: videoPath,
      step_order: index,
      is_ai_generated: false,
      annotations: (step.annotations ?? []).map((annotation) => ({
        ...annotation,
        annotation_type: 'rectangle',
        data: { type: 'rectangle', x: 0.1, y: 0.1, width: 0.3, height: 0.2 },
      })),
    })),
  });
}

/**
 * Replaces the `result.data` of the named tRPC procedures' answers with `patch(data)`, leaving
 * the other calls of the same batch request alone.
 */
export async function patchProcedures(
  page: Page,
  patches: Readonly<Record<string, (data: unknown) => unknown>>,
): Promise<void> {
  const names = Object.keys(patches);
  await page.route(
    (url) => url.pathname.startsWith('/trpc/') && names.some((name) => url.pathname.includes(name)),
    async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { result?: { data?: unknown } }[];
      const { pathname } = new URL(route.request().url());
      const paths = decodeURIComponent(pathname.slice('/trpc/'.length)).split(',');
      const patched = json.map((entry, index) => {
        const patch = patches[paths[index] ?? ''];
        return patch && entry.result
          ? { ...entry, result: { ...entry.result, data: patch(entry.result.data) } }
          : entry;
      });
      await route.fulfill({ response, json: patched });
    },
  );
}

/**
 * Loads step `number` from the steps sidebar (its entry's label starts 'Step N: {name},'),
 * expanding the sidebar first when it is collapsed.
 */
export async function selectSidebarStep(page: Page, number: number, name: string): Promise<void> {
  const expand = page.getByRole('button', { name: 'Expand steps panel', exact: true });
  if (await expand.isVisible()) await expand.click();
  await page
    .getByRole('list', { name: 'Project steps' })
    .getByRole('button', { name: new RegExp(`^Step ${number}: ${name},`) })
    .click();
  await expect(page.getByText(`Editing Step ${number}`, { exact: true })).toBeVisible();
}

/** An AI step as the steps sidebar lists it: its entry's label read back into parts. */
export interface SidebarAiStep {
  name: string;
  startMs: number;
  endMs: number;
  /** The analysis asked the creator to check the step first. */
  checkFirst: boolean;
}

/** The sidebar's AI steps: 'Step N: {name}, mm:ss.mmm - mm:ss.mmm (AI-generated[, check first])'. */
export function aiStepRows(page: Page) {
  return page
    .getByRole('list', { name: 'Project steps' })
    .getByRole('button', { name: /\(AI-generated(, check first)?\)$/ });
}

const timecodeMs = (code: string) => {
  const [minutes, seconds] = code.split(':');
  return Math.round((Number(minutes) * 60 + Number(seconds)) * 1000);
};

/** Reads the sidebar's AI steps (the panel expanded), checking they are numbered 1..N in order. */
export async function sidebarAiSteps(page: Page): Promise<SidebarAiStep[]> {
  const labels = await aiStepRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label, index) => {
    const parts = label.match(
      /^Step (\d+): (.*), (\d{2}:\d{2}\.\d{3}) - (\d{2}:\d{2}\.\d{3}) \(AI-generated(, check first)?\)$/,
    );
    expect(parts, `an AI step's label: ${label}`).not.toBeNull();
    const [, number, name, start, end, check] = parts as RegExpMatchArray;
    expect(Number(number), label).toBe(index + 1);
    return {
      name: name as string,
      startMs: timecodeMs(start as string),
      endMs: timecodeMs(end as string),
      checkFirst: Boolean(check),
    };
  });
}

/** A video file's length as ffprobe reads it (the container's, which the API measures too). */
export async function videoDurationMs(file: string): Promise<number> {
  const { stdout } = await promisify(execFile)('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
  ]);
  const seconds = Number(stdout.trim());
  expect(seconds, `the duration of ${file}`).toBeGreaterThan(0);
  return Math.round(seconds * 1000);
}

/**
 * What the AI breakdown promises of the steps of one video, whatever its narration: a name that
 * is not empty and carries no 'Step N:' of its own, a time range inside the video, and the steps
 * in time order without overlaps.
 */
export function expectWellFormedAiSteps(
  steps: readonly { name: string; startMs: number; endMs: number }[],
  videoDurationMs: number,
): void {
  steps.forEach((step, index) => {
    const what = `AI step ${index + 1} (${step.name})`;
    expect(step.name.trim(), `${what}: its name`).not.toBe('');
    expect(step.name, `${what}: its name`).not.toMatch(
      /^step\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/i,
    );
    expect(step.startMs, `${what}: its start`).toBeGreaterThanOrEqual(0);
    expect(step.endMs, `${what}: its end`).toBeGreaterThan(step.startMs);
    expect(step.endMs, `${what}: its end`).toBeLessThanOrEqual(videoDurationMs);
    const previous = steps[index - 1];
    if (previous) {
      expect(step.startMs, `${what}: starts after the step before ends`).toBeGreaterThanOrEqual(
        previous.endMs,
      );
    }
  });
}

/** A stored AI step as the sidebar shows it. */
export const asSidebarStep = (step: {
  name: string;
  video_start_time_ms: number;
  video_end_time_ms: number;
}) => ({ name: step.name, startMs: step.video_start_time_ms, endMs: step.video_end_time_ms });

/**
 * A new creator's project on one generated video of `seconds`, whose AI breakdown proposed
 * `steps`, opened in the editor at 1440x900 (signed in). Returns the creator and the project.
 */
export async function openAiProject(
  page: Page,
  request: APIRequestContext,
  options: {
    who: string;
    seconds: number;
    videoName: string;
    projectName: string;
    /** The breakdown's steps (`aiStep`s, or richer ones the type of `aiStep` does not list). */
    steps: readonly unknown[];
  },
) {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { user, account } = await registerCreator(request, options.who);
  const video = await uploadTestVideo(request, account, options.seconds, options.videoName);
  const projectId = await createVideoProject(
    request,
    account,
    options.projectName,
    [video],
    [{ ...aiBreakdownEntry(video.name, []), steps: options.steps }],
  );
  await signIn(page, user);
  await openEditor(page, projectId, options.projectName);
  return { account, projectId, video };
}
