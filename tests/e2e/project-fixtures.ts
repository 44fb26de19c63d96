import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { NewUser } from './fixtures';

// Projects for the My Projects spec, made through the api as the signed-up user, with real media
// (a PNG built byte by byte, a WebM recorded in the page).

const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** The signed-up user's uid and ID token, from the Auth emulator's REST API. */
export async function credentials(request: APIRequestContext, user: NewUser) {
  const response = await request.post(
    `http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key`,
    { data: { email: user.email, password: user.password, returnSecureToken: true } },
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, token: body.idToken };
}

export type Credentials = Awaited<ReturnType<typeof credentials>>;

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG (RGB, a diagonal gradient with stripes), built byte by byte. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor((x + y) / 24) % 2 === 0;
      rows.set(
        [
          stripe ? 20 + (x * 60) / width : 250,
          stripe ? 120 + (y * 80) / height : 170,
          stripe ? 140 : 60,
        ],
        row + 1 + x * 3,
      );
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A short WebM recorded from a canvas in the page (a real, decodable video). */
export async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const started = performance.now();
    while (performance.now() - started < 800) {
      const t = (performance.now() - started) / 800;
      context.fillStyle = '#7c4a2d';
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#e8c39e';
      context.fillRect(40 + t * 120, 50, 120, 80);
      await new Promise((resolve) => setTimeout(resolve, 33));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads a project video through the tus endpoint in one request; returns the file record. */
export async function uploadVideo(page: Page, auth: Credentials, bytes: Buffer, name: string) {
  const response = await page.request.post('/uploads', {
    headers: {
      Authorization: `Bearer ${auth.token}`,
      'Tus-Resumable': '1.0.0',
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `purpose ${b64('project-video')},filename ${b64(name)},filetype ${b64('video/webm')}`,
      'Content-Type': 'application/offset+octet-stream',
    },
    data: bytes,
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { url: string; path: string; size: number };
}

interface NewProject {
  name: string;
  description: string;
  video?: { url: string; path: string; size: number };
}

/** POST /api/projects/ as the user; a project without a real video points at a missing file. */
export async function createProject(page: Page, auth: Credentials, project: NewProject) {
  const path = `users/${auth.uid}/videos/missing-${Date.now()}.mp4`;
  const video = project.video ?? { path, url: `/files/${path}`, size: 1000 };
  const response = await page.request.post('/api/projects/', {
    headers: { Authorization: `Bearer ${auth.token}` },
    data: {
      name: project.name,
      description: project.description,
      tags: ['Woodworking'],
      firebase_uid: auth.uid,
      UploadVideos: [
        { name: 'clip', url: video.url, path: video.path, file_size_bytes: video.size },
      ],
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { project_id: string }).project_id;
}

/** Finishes a project with one step (POST /api/upload_steps), so the cleanup keeps it. */
export async function finalizeWithStep(page: Page, auth: Credentials, projectId: string) {
  const response = await page.request.post('/api/upload_steps', {
    headers: { Authorization: `Bearer ${auth.token}` },
    data: {
      project_id: projectId,
      user_id: auth.uid,
      steps: [
        {
          name: 'Sand the board',
          description: 'Sand with 120, then 220 grit.',
          video_start_time_ms: 0,
          video_end_time_ms: 500,
          step_order: 0,
        },
      ],
    },
  });
  expect(response.ok()).toBe(true);
}
