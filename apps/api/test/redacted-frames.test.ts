import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  MAX_PARALLEL_REDACTIONS,
  RedactedFrames,
  redactedPathOf,
} from '../src/services/guides/redacted-frames';
import { createLocalObjectStore } from '../src/storage/local-objects';
import { patternPng } from './support/images';
import { checker } from './support/pixels';

/**
 * The store of redacted frames on the local driver, with the real ffmpeg behind a wrapper that
 * notes each run and how many run at the same time.
 */
const root = mkdtempSync(join(tmpdir(), 'redacted-frames-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const files = join(root, 'files');
const scratch = join(root, 'tmp');
const runs = join(root, 'runs');
mkdirSync(scratch, { recursive: true });
mkdirSync(runs, { recursive: true });

// Each run holds a marker file while ffmpeg works (slowed a little so runs overlap) and logs
// how many markers there were when it started.
const wrapper = join(root, 'ffmpeg');
writeFileSync(
  wrapper,
  `#!/bin/sh
touch "${runs}/$$"
ls "${runs}" | wc -l >> "${root}/log"
sleep 0.2
ffmpeg "$@"; code=$?
rm -f "${runs}/$$"
exit $code
`,
);
chmodSync(wrapper, 0o755);

const objects = createLocalObjectStore({
  root: files,
  urlSecret: Buffer.alloc(32, 7),
  urlTtlSeconds: 60,
});
const frames = new RedactedFrames({ objects, tmpDir: scratch, ffmpegPath: wrapper });
const region = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };

function put(path: string, bytes: Buffer) {
  const file = join(files, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(`${file}.json`, JSON.stringify({ id: path, size: bytes.length }));
}

/** How many ffmpeg runs started so far, and the most that ran at once. */
function runLog(): { count: number; most: number } {
  let lines: number[] = [];
  try {
    lines = readFileSync(join(root, 'log'), 'utf8').trim().split('\n').map(Number);
  } catch {
    // No run yet.
  }
  return { count: lines.length, most: Math.max(0, ...lines) };
}

describe('RedactedFrames', () => {
  it('makes a copy once, stores it beside the frame, and later serves it without ffmpeg', async () => {
    const frame = 'users/u1/p1/annotation_frames/once.png';
    put(frame, patternPng(160, 90, checker(4)));
    const before = runLog().count;
    const made = await Promise.all([1, 2, 3].map(() => frames.pathOf(frame, [region])));
    expect(new Set(made).size).toBe(1);
    expect(made[0]).toMatch(
      /^users\/u1\/p1\/annotation_frames\/redacted-[0-9a-f]{20}\/[0-9a-f]{20}\.jpg$/,
    );
    expect((await objects.stat(made[0] ?? ''))?.contentType).toBe('image/jpeg');
    expect(await frames.pathOf(frame, [region])).toBe(made[0]);
    expect(runLog().count - before).toBe(1);
  });

  it(`runs at most ${MAX_PARALLEL_REDACTIONS} ffmpeg at once`, async () => {
    const paths = Array.from(
      { length: 9 },
      (_, i) => `users/u1/p1/annotation_frames/many-${i}.png`,
    );
    for (const path of paths) put(path, patternPng(160, 90, checker(4)));
    const made = await Promise.all(paths.map((path) => frames.pathOf(path, [region])));
    expect(made.every((path) => path !== null)).toBe(true);
    expect(runLog().most).toBeGreaterThan(1);
    expect(runLog().most).toBeLessThanOrEqual(MAX_PARALLEL_REDACTIONS);
  });

  it("keeps one copy per frame: a new one removes the frame's older copies, not another frame's", async () => {
    const frame = 'users/u1/p1/annotation_frames/moved.png';
    const other = 'users/u1/p1/annotation_frames/other.png';
    put(frame, patternPng(160, 90, checker(4)));
    put(other, patternPng(160, 90, checker(4)));
    const otherCopy = await frames.pathOf(other, [region]);
    const first = await frames.pathOf(frame, [region]);
    const moved = await frames.pathOf(frame, [{ ...region, x: 0.3 }]);
    expect(moved).not.toBe(first);
    expect(first?.slice(0, first.lastIndexOf('/'))).toBe(moved?.slice(0, moved.lastIndexOf('/')));
    expect(await objects.stat(first ?? '')).toBeNull();
    expect((await objects.stat(moved ?? ''))?.complete).toBe(true);
    expect((await objects.stat(otherCopy ?? ''))?.complete).toBe(true);
    const folder = join(files, 'users/u1/p1/annotation_frames');
    const images = readdirSync(join(folder, (moved ?? '').split('/').at(-2) ?? ''));
    expect(images.filter((name) => name.endsWith('.jpg'))).toEqual([
      (moved ?? '').split('/').at(-1),
    ]);
  });

  it('names a new copy when the regions or the frame change', () => {
    const frame = 'users/u1/p1/annotation_frames/f.jpg';
    const source = { size: 100, mtime: new Date(1_000) };
    const first = redactedPathOf(frame, [region], source);
    expect(redactedPathOf(frame, [region], source)).toBe(first);
    expect(redactedPathOf(frame, [{ ...region, x: 0.2 }], source)).not.toBe(first);
    expect(redactedPathOf(frame, [region], { ...source, mtime: new Date(2_000) })).not.toBe(first);
    expect(redactedPathOf('users/u1/p1/annotation_frames/g.jpg', [region], source)).not.toBe(first);
  });

  it('answers null (never the frame) for a missing, unfinished or unreadable frame', async () => {
    const missing = 'users/u1/p1/annotation_frames/missing.jpg';
    expect(await frames.pathOf(missing, [region])).toBeNull();
    const unfinished = 'users/u1/p1/annotation_frames/unfinished.png';
    put(unfinished, patternPng(16, 16, checker(4)));
    writeFileSync(join(files, `${unfinished}.json`), JSON.stringify({ id: unfinished, size: 1e6 }));
    expect(await frames.pathOf(unfinished, [region])).toBeNull();
    const text = 'users/u1/p1/annotation_frames/notes.jpg';
    put(text, Buffer.from('not a picture at all'));
    expect(await frames.pathOf(text, [region])).toBeNull();
  });
});
