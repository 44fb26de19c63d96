import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generateSilentVideo } from '../fixtures/media/generate';
import { type Account, api } from './api-helpers';

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
