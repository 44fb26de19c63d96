// The editor benchmark's data, made through the real API as an Auth emulator user: two videos
// uploaded with tus, a project with both, one stored frame image, and 500 steps across the hour
// with 10 annotations each, saved with the finalize call (POST /api/upload_steps).
import { readFile } from 'node:fs/promises';
import type { BenchMedia } from './media';

export const STEP_COUNT = 500;
export const ANNOTATIONS_PER_STEP = 10;
export const HOUR_MS = 3_600_000;

/** Each step owns a 7.2 s slot of the hour and lasts 6 s of it; its annotations are 0.5 s apart. */
const SLOT_MS = HOUR_MS / STEP_COUNT;
const STEP_MS = 6_000;
const ANNOTATION_GAP_MS = 500;

export interface Creator {
  email: string;
  password: string;
  uid: string;
  token: string;
}

export interface SeededProject {
  projectId: string;
  steps: number;
  annotations: number;
  /** Wall time of the finalize call (500 steps, 5,000 annotations). */
  finalizeMs: number;
}

interface Uploaded {
  url: string;
  path: string;
  size: number;
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

async function ok(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** A new Auth emulator account and its backend creator record. */
export async function createCreator(api: string, emulatorHost: string): Promise<Creator> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `bench-editor-${suffix}@example.com`;
  const password = `Bench-editor-${suffix}`;
  const signUp = await ok(
    await fetch(
      `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    ),
    'emulator sign-up',
  );
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  await ok(
    await fetch(`${api}/api/users/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `Bench Editor ${suffix}`,
        email,
        firebase_uid: localId,
        is_creator: true,
      }),
    }),
    'POST /api/users/',
  );
  return { email, password, uid: localId, token: idToken };
}

/** Uploads `file` through the tus endpoint in one creation-with-upload request. */
export async function tusUpload(
  api: string,
  who: Creator,
  file: string,
  metadata: Record<string, string>,
): Promise<Uploaded> {
  const bytes = await readFile(file);
  const response = await ok(
    await fetch(`${api}/uploads`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${who.token}`,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': Object.entries(metadata)
          .map(([key, value]) => `${key} ${b64(value)}`)
          .join(','),
        'content-type': 'application/offset+octet-stream',
      },
      body: bytes,
    }),
    `tus upload of ${metadata.filename}`,
  );
  if (response.status !== 201) throw new Error(`tus upload answered ${response.status}`);
  return (await response.json()) as Uploaded;
}

async function postJson(api: string, who: Creator, path: string, body: unknown) {
  const response = await ok(
    await fetch(`${api}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    `POST ${path}`,
  );
  return response.json() as Promise<unknown>;
}

/** The finalize payload: 500 steps on video 1, each with 10 annotations on frames of its own. */
export function finalizePayload(projectId: string, uid: string, video: Uploaded, frame: Uploaded) {
  const steps = Array.from({ length: STEP_COUNT }, (_, index) => {
    const start = Math.round(index * SLOT_MS);
    return {
      name: `Step ${index + 1}`,
      description: `Benchmark step ${index + 1} of ${STEP_COUNT}.`,
      video_start_time_ms: start,
      video_end_time_ms: start + STEP_MS,
      associated_video_index: 0,
      associated_video_path: video.path,
      step_order: index,
      annotations: Array.from({ length: ANNOTATIONS_PER_STEP }, (_, n) => ({
        frame_timestamp_ms: start + 250 + n * ANNOTATION_GAP_MS,
        annotation_type: (['rectangle', 'point', 'oval'] as const)[n % 3],
        component_name: `Part ${n + 1}`,
        data: {
          type: (['rectangle', 'point', 'oval'] as const)[n % 3],
          x: 0.1 + (n % 5) * 0.1,
          y: 0.2 + (n % 2) * 0.3,
          width: n % 3 === 1 ? 0 : 0.15,
          height: n % 3 === 1 ? 0 : 0.2,
        },
        frame_image_path: frame.path,
      })),
    };
  });
  return { project_id: projectId, user_id: uid, steps };
}

interface StoredStep {
  associated_video_index: number;
  annotations: unknown[];
}

/** GET /api/projects/{id}/steps: the number of steps and annotations the server holds. */
export async function countStored(api: string, who: Creator, projectId: string) {
  const response = await ok(
    await fetch(`${api}/api/projects/${projectId}/steps`, {
      headers: { authorization: `Bearer ${who.token}` },
    }),
    'GET /api/projects/{id}/steps',
  );
  const steps = (await response.json()) as StoredStep[];
  return {
    steps: steps.length,
    annotations: steps.reduce((sum, step) => sum + step.annotations.length, 0),
    onVideo1: steps.filter((step) => step.associated_video_index === 0).length,
  };
}

/** Uploads the media, creates the project and saves its steps; checks what the server stored. */
export async function seedProject(
  api: string,
  who: Creator,
  media: BenchMedia,
): Promise<SeededProject> {
  const hour = await tusUpload(api, who, media.hourVideo, {
    purpose: 'project-video',
    filename: 'one-hour.mp4',
    filetype: 'video/mp4',
  });
  const fullHd = await tusUpload(api, who, media.fullHdVideo, {
    purpose: 'project-video',
    filename: 'full-hd.mp4',
    filetype: 'video/mp4',
  });
  const video = (file: Uploaded, name: string) => ({
    name,
    url: file.url,
    path: file.path,
    mime_type: 'video/mp4',
    file_size_bytes: file.size,
  });
  const { project_id: projectId } = (await postJson(api, who, '/api/projects/', {
    name: 'Editor benchmark',
    description: `${STEP_COUNT} steps, ${STEP_COUNT * ANNOTATIONS_PER_STEP} annotations, one hour.`,
    tags: ['DIY'],
    firebase_uid: who.uid,
    UploadVideos: [video(hour, 'one-hour.mp4'), video(fullHd, 'full-hd.mp4')],
  })) as { project_id: string };
  const frame = await tusUpload(api, who, media.frameImage, {
    purpose: 'annotation-frame',
    filename: 'frame_250.jpg',
    filetype: 'image/jpeg',
    projectId,
  });

  const started = performance.now();
  await postJson(api, who, '/api/upload_steps', finalizePayload(projectId, who.uid, hour, frame));
  const finalizeMs = performance.now() - started;

  const stored = await countStored(api, who, projectId);
  const expected = STEP_COUNT * ANNOTATIONS_PER_STEP;
  if (
    stored.steps !== STEP_COUNT ||
    stored.annotations !== expected ||
    stored.onVideo1 !== STEP_COUNT
  ) {
    throw new Error(
      `seeding: the server holds ${stored.steps} steps (${stored.onVideo1} on video 1) and ${stored.annotations} annotations, expected ${STEP_COUNT} and ${expected}`,
    );
  }
  return { projectId, steps: stored.steps, annotations: stored.annotations, finalizeMs };
}
