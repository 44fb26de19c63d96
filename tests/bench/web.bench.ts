/**
 * `pnpm bench web`: the JavaScript the browser downloads for `/login` (signed out), and for
 * `/my-projects` and the editor (`/annotate/{id}` of a new project, signed in) on a first load,
 * gzip-compressed (zlib, level 9) file by file, in Debian Chromium against the production build
 * (the API serves the built web app). The target: at most 120 KB gzip for `/login`, and neither
 * /login nor /my-projects loading the step editor. Exits 1 when a target is missed.
 * Started by scripts/bench.mjs (BENCH_API_URL, FIREBASE_AUTH_EMULATOR_HOST).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../chromium';
import { tusUpload } from './editor/seed';

const API = process.env.BENCH_API_URL as string;
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;
const LOGIN_TARGET_KB = 120;
/** Chunks only the authoring screens may load (the editor, its canvas library). */
const EDITOR_CHUNK = /\/assets\/(annotate|annotation-popup|konva|react-konva|editor)[-.]/i;

interface Script {
  url: string;
  bytes: number;
  gzip: number;
}

interface RouteResult {
  route: string;
  scripts: Script[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** Records every JavaScript response of `page` from now on. */
function recordScripts(page: Page): () => Promise<Script[]> {
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript') && !response.url().endsWith('.js')) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  return async () =>
    (await Promise.all(pending)).filter((script): script is Script => script !== null);
}

/** Opens `route` in a fresh page of `context`, waits for `ready` and a quiet network. */
async function measure(
  context: BrowserContext,
  route: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<RouteResult> {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${API}${route}`, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  const result = { route, scripts: await scripts() };
  await page.close();
  return result;
}

/** A two-second test-pattern video (ffmpeg), for the project the editor opens. */
function tinyVideo(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'bench-web-')), 'bench.mp4');
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-t', '2'],
    ...['-pix_fmt', 'yuv420p', '-c:v', 'libx264', file],
  ]);
  return file;
}

/** A new account in the Auth emulator, its backend user record and a project with one video. */
async function createCreator(): Promise<{ email: string; password: string; projectId: string }> {
  const email = `bench-web-${Date.now().toString(36)}@example.com`;
  const password = 'Bench-web-pass-1';
  const signUp = await fetch(
    `http://${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!signUp.ok) throw new Error(`emulator sign-up: ${signUp.status} ${await signUp.text()}`);
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string };
  const user = await fetch(`${API}/api/users/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Bench Web', email, firebase_uid: localId, is_creator: true }),
  });
  if (!user.ok) throw new Error(`POST /api/users/: ${user.status} ${await user.text()}`);
  const video = await tusUpload(
    API,
    { email, password, uid: localId, token: idToken },
    tinyVideo(),
    { purpose: 'project-video', filename: 'bench.mp4', filetype: 'video/mp4' },
  );
  const project = await fetch(`${API}/api/projects/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Web bench',
      description: 'The editor of a new project.',
      tags: ['DIY'],
      firebase_uid: localId,
      UploadVideos: [
        {
          name: 'bench.mp4',
          url: video.url,
          path: video.path,
          mime_type: 'video/mp4',
          file_size_bytes: video.size,
        },
      ],
    }),
  });
  if (!project.ok) {
    throw new Error(`POST /api/projects/: ${project.status} ${await project.text()}`);
  }
  const { project_id: projectId } = (await project.json()) as { project_id: string };
  return { email, password, projectId };
}

/** A browser context signed in as a new creator (through the login form), and its project. */
async function signedInContext(
  browser: Browser,
): Promise<{ state: Awaited<ReturnType<BrowserContext['storageState']>>; projectId: string }> {
  const { email, password, projectId } = await createCreator();
  const setup = await browser.newContext();
  const page = await setup.newPage();
  await page.goto(`${API}/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/my-projects$/, { timeout: 30_000 });
  const state = await setup.storageState({ indexedDB: true });
  await setup.close();
  return { state, projectId };
}

const heading = (name: string) => (page: Page) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });

async function main() {
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
  });
  try {
    const guest = await browser.newContext();
    const login = await measure(guest, '/login', heading('Welcome Back'));
    await guest.close();
    // Each signed-in screen in a context of its own, so each is a first load (an empty cache).
    const { state, projectId } = await signedInContext(browser);
    const member = await browser.newContext({ storageState: state });
    const projects = await measure(member, '/my-projects', heading('My Projects'));
    await member.close();
    const author = await browser.newContext({ storageState: state });
    // The sidebar's authoring heading shows once the editor has mounted.
    const editor = await measure(author, `/annotate/${projectId}`, (page) =>
      page.getByText('Step Authoring').first().waitFor({ timeout: 30_000 }),
    );
    await author.close();

    const results = [login, projects, { ...editor, route: '/annotate/{id}' }];
    const rows = results.map(({ route, scripts }) => {
      const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
      return {
        route,
        files: scripts.length,
        'raw KB': kb(scripts.reduce((sum, script) => sum + script.bytes, 0)),
        'gzip KB': kb(gzip),
        target: route === '/login' ? `<= ${LOGIN_TARGET_KB} KB` : '-',
        'editor loaded': scripts.some((script) => EDITOR_CHUNK.test(script.url)) ? 'YES' : 'no',
      };
    });
    console.table(rows);
    for (const { route, scripts } of results) {
      console.log(`\n${route}:`);
      console.table(
        [...scripts]
          .sort((a, b) => b.gzip - a.gzip)
          .map((script) => ({
            file: script.url,
            'raw KB': kb(script.bytes),
            'gzip KB': kb(script.gzip),
          })),
      );
    }

    const loginGzip = rows[0]?.['gzip KB'] ?? Number.POSITIVE_INFINITY;
    const failures = [
      ...(loginGzip > LOGIN_TARGET_KB
        ? [`/login loads ${loginGzip} KB gzip (target ${LOGIN_TARGET_KB} KB)`]
        : []),
      ...rows
        .filter((row) => row.route !== '/annotate/{id}' && row['editor loaded'] === 'YES')
        .map((row) => `${row.route} loads the editor`),
    ];
    if (failures.length > 0) {
      console.error(`\nMISSED: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nAll targets met.');
    }
  } finally {
    await browser.close();
  }
}

await main();
