/**
 * `pnpm bench editor` (#9 Performance): the authoring editor with a heavy project, in Debian
 * Chromium against the production build, the real API, PostgreSQL and the Auth emulator.
 * A project with a one-hour video and a 1920x1080 one, 500 steps across the hour and 5,000
 * annotations (10 a step, each on its own frame), seeded through the API (tus uploads, POST
 * /api/upload_steps), opened at /annotate/{id}:
 * - frame times while the timeline zooms 20 times and the playhead is dragged across it and back
 *   (target p95 <= 16.7 ms);
 * - Capture Frame to the visible 'Annotate Frame' popup with its frame drawn, on the 1080p video,
 *   20 rounds (target p95 <= 150 ms).
 * The timings start once the editor has loaded the stored annotation frames (at most 10 min), after
 * a warm-up pass of each. Rows without a target help read the others: the frame time of the idle
 * editor and the JPEG encode of one 1080p frame (this machine's floors), and the time to the
 * dialog opening before its frame is drawn. Exits 1 when a target is missed or when /annotate does not show the
 * editor's timeline (PENDING). Started by scripts/bench.mjs (BENCH_API_URL,
 * FIREBASE_AUTH_EMULATOR_HOST).
 */
import type { Page } from '@playwright/test';
import { launchChromium, signedInContext, VIEWPORT } from './editor/browser';
import {
  CAPTURE,
  type CaptureRound,
  closePopup,
  seekToFrame,
  selectFullHdVideo,
  timeCapture,
  timeJpegEncode,
} from './editor/capture';
import {
  DISPLAY_FRAME_MS,
  dragPlayhead,
  startFrames,
  stopFrames,
  TIMELINE,
  ZOOM_PLAN,
  zoomInPage,
} from './editor/frames';
import { benchMedia } from './editor/media';
import {
  ANNOTATIONS_PER_STEP,
  createCreator,
  HOUR_MS,
  STEP_COUNT,
  seedProject,
} from './editor/seed';

const API = process.env.BENCH_API_URL as string;
const EMULATOR = process.env.FIREBASE_AUTH_EMULATOR_HOST as string;

const FRAME_TARGET_MS = 16.7;
const CAPTURE_TARGET_MS = 150;
const CAPTURE_ROUNDS = 20;
const WARM_UP_CAPTURES = 2;
const DRAG_STEPS = 120;
const EDITOR_WAIT_MS = 45_000;
const FRAMES_WAIT_MS = 600_000;

const round1 = (ms: number) => Math.round(ms * 10) / 10;

/** Nearest-rank percentile of `values` (p in 0..100). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ] as number;
}

interface Row {
  measure: string;
  samples: number;
  'p50 ms': number;
  'p95 ms': number;
  'max ms': number;
  target: string;
  result: string;
}

function row(measure: string, values: readonly number[], targetMs: number | null): Row {
  const p95 = percentile(values, 95);
  return {
    measure,
    samples: values.length,
    'p50 ms': round1(percentile(values, 50)),
    'p95 ms': round1(p95),
    'max ms': round1(Math.max(...values)),
    target: targetMs === null ? '-' : `p95 <= ${targetMs} ms`,
    result: targetMs === null ? '-' : p95 <= targetMs ? 'pass' : 'FAIL',
  };
}

/** Opens the editor and waits for its timeline with the hour loaded; null when it never shows. */
async function openEditor(
  page: Page,
  projectId: string,
): Promise<{ ticks: string; durationS: number } | null> {
  await page.goto(`${API}/annotate/${projectId}`, { waitUntil: 'load' });
  const region = page.getByRole('region', { name: TIMELINE.region });
  try {
    await region.waitFor({ state: 'visible', timeout: EDITOR_WAIT_MS });
  } catch {
    return null;
  }
  const playhead = region.getByRole('slider', { name: TIMELINE.playhead });
  await page.waitForFunction(
    (expected) => {
      const slider = document.querySelector('[role="slider"][data-marker="playhead"]');
      return Number(slider?.getAttribute('aria-valuemax')) === expected;
    },
    HOUR_MS / 1000,
    { timeout: 30_000 },
  );
  const ticks =
    (await region.getByRole('img', { name: /annotation marks?$/ }).getAttribute('aria-label')) ??
    '?';
  return { ticks, durationS: Number(await playhead.getAttribute('aria-valuemax')) };
}

/**
 * The editor loads the stored annotation frames one by one in the background ('Loading
 * annotation frame N of M...'); the timings start once that is over, or after FRAMES_WAIT_MS.
 * Prints the progress every minute; returns the seconds waited, whether the loading finished and
 * the last progress line seen.
 */
async function waitForFrameLibrary(page: Page) {
  const started = performance.now();
  const progress = page.getByText(/^Loading annotation frame \d+ of \d+/).first();
  let last = '';
  let printed = started;
  for (;;) {
    const text = await progress.textContent({ timeout: 1_000 }).catch(() => null);
    const seconds = round1((performance.now() - started) / 1000);
    // Before the first progress line the loading may not have started yet: give it 10 s.
    if (text === null && (last !== '' || seconds >= 10)) return { seconds, finished: true, last };
    if (text === null) {
      await page.waitForTimeout(500);
      continue;
    }
    last = text.trim();
    if (seconds * 1000 >= FRAMES_WAIT_MS) return { seconds, finished: false, last };
    if (performance.now() - printed >= 60_000) {
      printed = performance.now();
      console.log(`  ${Math.round(seconds)} s: ${last}`);
    }
    await page.waitForTimeout(2_000);
  }
}

/** What the page shows instead of the editor: its headings. */
async function describePage(page: Page): Promise<string> {
  const headings = await page.getByRole('heading').allTextContents();
  return headings.length > 0
    ? headings.map((text) => `"${text.trim()}"`).join(', ')
    : '(no headings)';
}

async function measureFrames(page: Page) {
  // Warm-up: the same zoom changes and a drag, unrecorded.
  await zoomInPage(page, ZOOM_PLAN);
  await dragPlayhead(page, DRAG_STEPS / 4);

  await startFrames(page);
  await page.waitForTimeout(2_000);
  const idle = await stopFrames(page);
  await startFrames(page);
  const levels = await zoomInPage(page, ZOOM_PLAN);
  const zoom = await stopFrames(page);
  await startFrames(page);
  const drag = await dragPlayhead(page, DRAG_STEPS);
  const dragFrames = await stopFrames(page);
  return { idle, levels, zoom, drag, dragFrames };
}

async function measureCapture(page: Page) {
  const video = await selectFullHdVideo(page);
  await seekToFrame(page, 5);
  const encode = await timeJpegEncode(page, 5);
  const rounds: CaptureRound[] = [];
  for (let index = 0; index < WARM_UP_CAPTURES + CAPTURE_ROUNDS; index++) {
    await seekToFrame(page, 10 + index * 6);
    const result = await timeCapture(page);
    await closePopup(page);
    if (index >= WARM_UP_CAPTURES) rounds.push(result);
  }
  return { video, rounds, encode };
}

async function main() {
  const setupStarted = performance.now();
  const media = await benchMedia();
  const creator = await createCreator(API, EMULATOR);
  const seeded = await seedProject(API, creator, media);
  console.table([
    {
      project: seeded.projectId,
      steps: seeded.steps,
      annotations: seeded.annotations,
      'finalize ms': Math.round(seeded.finalizeMs),
      'setup s': round1((performance.now() - setupStarted) / 1000),
    },
  ]);

  const browser = await launchChromium();
  try {
    const context = await signedInContext(browser, API, creator);
    const page = await context.newPage();
    const editor = await openEditor(page, seeded.projectId);
    if (!editor) {
      console.error(
        `\nPENDING: /annotate/${seeded.projectId} showed no "${TIMELINE.region}" within ${EDITOR_WAIT_MS / 1000} s; the page shows ${await describePage(page)}. The seeded project is checked (${seeded.steps} steps, ${seeded.annotations} annotations); nothing was measured.`,
      );
      process.exitCode = 1;
      return;
    }
    const expectedTicks = STEP_COUNT * ANNOTATIONS_PER_STEP;
    console.log(
      `Editor open at ${VIEWPORT.width}x${VIEWPORT.height}: timeline of ${editor.durationS} s, "${editor.ticks}".`,
    );

    const library = await waitForFrameLibrary(page);
    console.log(
      library.finished
        ? `The stored annotation frames finished loading ${library.seconds} s after the timeline showed (last seen: "${library.last}").`
        : `The stored annotation frames were still loading after ${library.seconds} s ("${library.last}"): measuring meanwhile.`,
    );

    const frames = await measureFrames(page);
    console.log(
      `Zoom levels: ${frames.levels.join(' ')}. Playhead drag (${frames.drag.grabbed}, ${DRAG_STEPS} moves each way): ${frames.drag.fromS} s -> ${frames.drag.farS} s -> ${frames.drag.backS} s.`,
    );
    const capture = await measureCapture(page);
    const kinds = [...new Set(capture.rounds.map((r) => r.kind))].join(', ');
    console.log(
      `Capture on ${CAPTURE.fullHdOption} (${capture.video.width}x${capture.video.height}); the popup's frame was drawn as: ${kinds}.`,
    );

    const allFrames = [...frames.zoom.frames, ...frames.dragFrames.frames];
    const allCallbacks = [...frames.zoom.callbacks, ...frames.dragFrames.callbacks];
    const rows = [
      row('frame time: idle editor, 2 s (floor)', frames.idle.frames, null),
      row('frame time: 20 zoom changes', frames.zoom.frames, null),
      row('frame time: playhead drag', frames.dragFrames.frames, null),
      row('frame time: zoom + drag', allFrames, FRAME_TARGET_MS),
      row('rAF callback interval: idle editor', frames.idle.callbacks, null),
      row('rAF callback interval: zoom + drag', allCallbacks, null),
      row('1080p JPEG encode alone (floor)', capture.encode, null),
      row(
        'Capture Frame -> dialog open',
        capture.rounds.map((r) => r.dialogMs),
        null,
      ),
      row(
        'Capture Frame -> popup (1080p)',
        capture.rounds.map((r) => r.ms),
        CAPTURE_TARGET_MS,
      ),
    ];
    console.table(rows);
    // A frame that missed its 60 Hz slot lasts two slots or more.
    const missed = allFrames.filter((ms) => ms > 1.5 * DISPLAY_FRAME_MS).length;
    console.log(
      `${missed} of ${allFrames.length} frames missed their display slot (${round1((100 * missed) / allFrames.length)}%).`,
    );

    const failures = rows
      .filter((r) => r.result === 'FAIL')
      .map((r) => `${r.measure}: p95 ${r['p95 ms']} ms (${r.target})`);
    const tickCount = Number(/^(\d+)/.exec(editor.ticks)?.[1]);
    if (tickCount !== expectedTicks) {
      failures.push(
        `the timeline shows "${editor.ticks}", expected ${expectedTicks} annotation marks`,
      );
    }
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
