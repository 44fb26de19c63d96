import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@stepwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTwoCreators } from './support/creators';
import { putStoredFile } from './support/files';
import { aPayload, aProjectOf, aStep, finalize, togglePublication } from './support/finalize';
import { bearer, type TestUser } from './support/identity';
import { solidPng } from './support/images';

/**
 * The printable guide (issue #19, "PDF"), read back with the tools a person would use: poppler
 * extracts its text and renders its pages, zbar reads its QR codes.
 */
const h = useTwoCreators();
const work = mkdtempSync(join(tmpdir(), 'guide-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const STEP_NAMES = [
  'Cut the roof panels',
  'Sand every edge smooth',
  'Glue the walls together',
  'Drill the entrance hole',
];
const SECRET_ANSWER = 'Exactly ninety degrees';
const HOST = 'guides.stepwise.test';

/** A solid-colour JPEG made by ffmpeg (the product's own dependency). */
function solidJpeg(width: number, height: number, hex: string): Buffer {
  const out = join(work, `solid-${hex}-${width}x${height}.jpg`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `color=c=0x${hex}:s=${width}x${height}`],
    ...['-frames:v', '1', out],
  ]);
  return readFileSync(out);
}

/** A published guide of alice's: four steps, each with one frame holding three shapes. */
async function publishedGuide(owner: TestUser): Promise<string> {
  const id = await aProjectOf(h.ctx.db, owner, { name: 'Birdhouse: “Deluxe” edition' });
  const folder = `users/${owner.uid}/${id}`;
  const frames = [
    { path: `${folder}/annotation_frames/f1.png`, bytes: solidPng(1280, 720, [51, 102, 153]) },
    { path: `${folder}/annotation_frames/f2.jpg`, bytes: solidJpeg(960, 720, '336699') },
    { path: `${folder}/annotation_frames/f3.gif`, bytes: Buffer.from('GIF89a-not-printable') },
    { path: `${folder}/annotation_frames/f4-missing.jpg`, bytes: null },
  ];
  for (const frame of frames) {
    if (frame.bytes)
      putStoredFile(h.ctx.dataDir, frame.path, frame.bytes, { filetype: 'image/png' });
  }
  const payload = aPayload(owner, id, { steps: 4 });
  payload.steps = payload.steps.map((_, i) => {
    const step = aStep(owner.uid, id, i);
    const frame = frames[i]?.path ?? '';
    const shape = (type: 'rectangle' | 'oval' | 'point', k: number) => ({
      frame_timestamp_ms: step.video_start_time_ms + 1_000,
      annotation_type: type,
      component_name: `${type} label ${i + 1}`,
      data: {
        type,
        x: 0.1 + k * 0.3,
        y: 0.3,
        width: type === 'point' ? 0 : 0.2,
        height: type === 'point' ? 0 : 0.3,
      },
      frame_image_path: frame,
    });
    return {
      ...step,
      name: STEP_NAMES[i] ?? `Step ${i + 1}`,
      validation_metric: { question: `Is corner ${i + 1} square?`, expected_answer: SECRET_ANSWER },
      annotations: [shape('rectangle', 0), shape('oval', 1), shape('point', 2)],
    } as typeof step;
  });
  payload.thumbnail_path = `${folder}/thumbnails/cover.jpg`;
  putStoredFile(h.ctx.dataDir, payload.thumbnail_path, solidJpeg(800, 450, '1e293b'), {
    filetype: 'image/jpeg',
  });
  const done = await finalize(h.ctx.app, owner, payload);
  expect(done.statusCode, done.body).toBe(200);
  const published = await togglePublication(h.ctx.app, owner, id);
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

function getPdf(user: TestUser | null, id: string, headers: Record<string, string> = {}) {
  return h.ctx.app.inject({
    method: 'GET',
    url: `/api/projects/${id}/guide.pdf`,
    headers: { host: HOST, ...(user ? bearer(user) : {}), ...headers },
  });
}

describe('GET /api/projects/{projectId}/guide.pdf', () => {
  let id = '';
  let pdfFile = '';
  let pages: string[] = [];

  beforeAll(async () => {
    id = await publishedGuide(h.alice);
    // bob, a learner, downloads it; the forwarded headers are not trusted (TRUST_PROXY is off).
    const res = await getPdf(h.bob, id, {
      'x-forwarded-host': 'elsewhere.example',
      'x-forwarded-proto': 'https',
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    pdfFile = join(work, 'guide.pdf');
    writeFileSync(pdfFile, res.rawPayload);
    execFileSync('pdftoppm', ['-r', '100', pdfFile, join(work, 'page')]);
    pages = readdirSync(work)
      .filter((f) => f.startsWith('page') && f.endsWith('.ppm'))
      .sort()
      .map((f) => join(work, f));
  });

  it('is a PDF attachment named after the project', async () => {
    const res = await getPdf(h.bob, id);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Birdhouse-Deluxe-edition-guide\.pdf"/,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('holds every step name, its notes, items and question, but never the answer', () => {
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    STEP_NAMES.forEach((name, i) => {
      expect(text).toContain(`Step ${i + 1}: ${name}`);
      expect(text).toContain(`Is corner ${i + 1} square?`);
    });
    expect(text).toContain('Birdhouse: “Deluxe” edition');
    expect(text).toContain('Wear goggles.');
    expect(text).toContain('Measure twice.');
    expect(text).toContain('Item tool 1 (10 mm)');
    expect(text).toMatch(/3 ×\s+Wood glue \(250 ml\)/);
    expect(text).toContain('rectangle label 1');
    expect(text).toContain('JPEG or PNG only');
    expect(text).toContain('Image not available.');
    expect(text).not.toContain(SECRET_ANSWER);
  });

  it('has a QR code per step that opens the guide player at that step', () => {
    const decoded = new Set<string>();
    for (const page of pages) {
      let out = '';
      try {
        out = execFileSync('zbarimg', ['--raw', '-q', page], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      } catch (error) {
        // zbarimg exits 4 on a page without any code (the cover).
        out = (error as { stdout?: string }).stdout ?? '';
      }
      for (const line of out.split('\n')) if (line.trim()) decoded.add(line.trim());
    }
    expect([...decoded].sort()).toEqual(
      STEP_NAMES.map((_, i) => `http://${HOST}/guides/${id}?step=${i + 1}`).sort(),
    );
  });

  it('has a sensible page count', () => {
    const steps = STEP_NAMES.length;
    expect(pages.length).toBeGreaterThanOrEqual(1 + Math.ceil(steps / 3));
    expect(pages.length).toBeLessThanOrEqual(2 + 2 * steps);
  });

  it('draws the annotation shapes over the frames', () => {
    // The frames and the cover are blue and slate: only the shapes and labels are yellow.
    let yellow = 0;
    for (const page of pages) {
      const ppm = readFileSync(page);
      // P6 header: "P6\n<w> <h>\n255\n": three line ends.
      let offset = 0;
      for (let fields = 0; fields < 3 && offset < ppm.length; offset += 1)
        if (ppm[offset] === 0x0a) fields += 1;
      for (let p = offset; p + 2 < ppm.length; p += 3) {
        if ((ppm[p] ?? 0) > 220 && (ppm[p + 1] ?? 0) > 170 && (ppm[p + 2] ?? 255) < 90) yellow += 1;
      }
    }
    expect(yellow).toBeGreaterThan(500);
  });

  it('answers 404 with a detail for another creator’s draft, and serves the owner’s own', async () => {
    const draft = await aProjectOf(h.ctx.db, h.alice, { name: 'Secret draft' });
    const res = await getPdf(h.bob, draft);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: messages.annotate.projectNotFound });
    const own = await getPdf(h.alice, draft);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
  });

  it('answers 400 with a detail for a malformed id, and 401 without a token', async () => {
    const bad = await getPdf(h.bob, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: messages.annotate.invalidProjectId });
    const anonymous = await getPdf(null, id);
    expect(anonymous.statusCode).toBe(401);
    expect(typeof anonymous.json().detail).toBe('string');
  });

  it('is in the OpenAPI document as a PDF download', async () => {
    const res = await h.ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const get = res.json().paths['/api/projects/{projectId}/guide.pdf']?.get;
    expect(Object.keys(get?.responses?.['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(get?.responses ?? {})).toEqual(expect.arrayContaining(['400', '404']));
  });
});
