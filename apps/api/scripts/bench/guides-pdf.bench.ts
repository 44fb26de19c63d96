/**
 * The printable guide of a big project: 50 steps with 100 annotated frames (1280×720 JPEGs and
 * PNGs read from the local object store), rendered and streamed to a file. Prints the time to
 * render, the peak RSS growth while rendering, the file size and the page count.
 * Targets (issue #19): under 10 s and under 200 MB of memory growth.
 *
 *   pnpm --filter @stepwise/api exec tsx scripts/bench/guides-pdf.bench.ts [--out guide.pdf]
 *
 * Needs ffmpeg (to make the frames). Not part of any test run.
 */
import { execFileSync } from 'node:child_process';
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { renderGuidePdf } from '../../src/services/guides/pdf';
import type { PdfGuide, PdfStep } from '../../src/services/guides/pdf-data';
import { createLocalObjectStore } from '../../src/storage/local-objects';

const STEPS = 50;
const FRAMES_PER_STEP = 2;
const MB = 1024 * 1024;

const outArg = process.argv.indexOf('--out');
const keepPdf = outArg > 0 ? process.argv[outArg + 1] : undefined;
const dir = mkdtempSync(join(tmpdir(), 'guides-pdf-bench-'));
const root = join(dir, 'files');

/** Stores bytes at `path` as a finished upload leaves them (the file and its record). */
function put(path: string, bytes: Buffer, type: string) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(
    `${file}.json`,
    JSON.stringify({ id: path, size: bytes.length, offset: 0, metadata: { filetype: type } }),
  );
}

/** A busy test picture (ffmpeg's testsrc2 at second `t`), as JPEG or PNG. */
function picture(t: number, ext: 'jpg' | 'png'): Buffer {
  const out = join(dir, `src-${t}.${ext}`);
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=1'],
    ...['-ss', String(t), '-frames:v', '1', out],
  ]);
  return readFileSync(out);
}

function sampleGuide(): PdfGuide {
  const shapes = (k: number) => [
    { type: 'rectangle' as const, x: 0.08, y: 0.2, width: 0.3, height: 0.35, label: `Hinge ${k}` },
    { type: 'oval' as const, x: 0.5, y: 0.4, width: 0.25, height: 0.3, label: 'Screw hole' },
    { type: 'point' as const, x: 0.8, y: 0.15, width: 0, height: 0, label: 'Edge' },
  ];
  const steps: PdfStep[] = Array.from({ length: STEPS }, (_, i) => ({
    number: i + 1,
    name: `Fit part ${i + 1} to the frame`,
    description:
      'Hold the part against the frame, line up the marks and fix it with the screws shown. '.repeat(
        2,
      ),
    cautions: i % 2 === 0 ? 'Wear safety glasses.\nKeep fingers clear of the blade.' : '',
    bestPractices: 'Pre-drill the holes so the wood does not split.',
    question: `How many screws hold part ${i + 1}?`,
    frames: Array.from({ length: FRAMES_PER_STEP }, (_, k) => ({
      imagePath: `frames/f-${i}-${k}.${k === 0 ? 'jpg' : 'png'}`,
      timestampMs: i * 20_000 + k * 4_000,
      shapes: shapes(k + 1),
    })),
    tools: [
      { name: 'Cordless drill', specification: '18 V', quantity: 1 },
      { name: 'Screwdriver', specification: 'PH2', quantity: 1 },
    ],
    materials: [{ name: 'Wood screw', specification: '4 × 30 mm', quantity: 4 }],
  }));
  return {
    projectId: '00000000-0000-4000-8000-000000000000',
    name: 'Garden shed, from slab to roof',
    description: 'A full build, step by step.',
    creator: 'bench',
    tags: ['Woodworking', 'Outdoor'],
    thumbnailPath: 'frames/f-0-0.jpg',
    tools: steps[0]?.tools ?? [],
    materials: [{ name: 'Wood screw', specification: '4 × 30 mm', quantity: 200 }],
    buyList: [{ name: 'Wood screw', specification: '4 × 30 mm', quantity: 200 }],
    steps,
  };
}

async function main() {
  // Distinct images per frame (as a real project has), written before the clock starts.
  const jpg = [0, 1, 2, 3, 4].map((t) => picture(t, 'jpg'));
  const png = [5, 6, 7].map((t) => picture(t, 'png'));
  for (let i = 0; i < STEPS; i += 1) {
    // A byte at the end makes every stored image different (decoders ignore trailing bytes).
    const unique = Buffer.from([i]);
    put(
      `frames/f-${i}-0.jpg`,
      Buffer.concat([jpg[i % jpg.length] as Buffer, unique]),
      'image/jpeg',
    );
    put(`frames/f-${i}-1.png`, Buffer.concat([png[i % png.length] as Buffer, unique]), 'image/png');
  }
  const objects = createLocalObjectStore({
    root,
    urlSecret: Buffer.alloc(32, 7),
    urlTtlSeconds: 3600,
  });
  const guide = sampleGuide();
  const out = keepPdf ?? join(dir, 'guide.pdf');

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  const doc = renderGuidePdf(guide, { objects, origin: 'https://stepwise.example' });
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  await pipeline(doc, createWriteStream(out));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const bytes = readFileSync(out).length;

  console.table([
    {
      steps: STEPS,
      frames: STEPS * FRAMES_PER_STEP,
      pages: pages + 1,
      'pdf MB': +(bytes / MB).toFixed(1),
      'render s': +seconds.toFixed(2),
      'target s': 10,
      'RSS growth MB': +((rssPeak - rssBefore) / MB).toFixed(1),
      'target MB': 200,
    },
  ]);
  if (keepPdf) console.log(`PDF kept at ${keepPdf}`);
  rmSync(dir, { recursive: true, force: true });
  const ok = seconds < 10 && rssPeak - rssBefore < 200 * MB;
  process.exitCode = ok ? 0 : 1;
}

await main();
