import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { QR_SIZE_PT, renderGuidePdf } from '../src/services/guides/pdf';
import { mergeItems, type PdfGuide } from '../src/services/guides/pdf-data';
import { pdfFileName, pdfText } from '../src/services/guides/pdf-text';
import { createLocalObjectStore } from '../src/storage/local-objects';
import { solidPng } from './support/images';

/**
 * The printable guide's page flow, measured on the document as it is drawn: every frame and every
 * step title lies wholly inside a page's margins (a page break never cuts one).
 */
const root = mkdtempSync(join(tmpdir(), 'guide-pdf-layout-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function put(path: string, bytes: Buffer) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  writeFileSync(`${file}.json`, JSON.stringify({ id: path, size: bytes.length, offset: 0 }));
}

const sizes: [number, number][] = [
  [1280, 720],
  [720, 1280],
  [1000, 1000],
  [1600, 400],
];
sizes.forEach(([w, h], i) => {
  put(`frames/${i}.png`, solidPng(w, h, [40, 90, 160]));
});

/** `shift` grows the notes line by line, so that titles and frames land at every height. */
function guide(shift: number): PdfGuide {
  return {
    projectId: '00000000-0000-4000-8000-000000000000',
    name: 'Layout',
    description: 'Long. '.repeat(200),
    creator: 'tester',
    tags: [],
    thumbnailPath: 'frames/1.png',
    tools: [],
    materials: [],
    buyList: Array.from({ length: 40 }, (_, i) => ({
      name: `Item ${i}`,
      specification: null,
      quantity: 1,
    })),
    steps: Array.from({ length: 7 }, (_, i) => ({
      number: i + 1,
      name: `A rather long step name that wraps onto a second line of the title, step ${i + 1}`,
      description: 'Do the thing described here with care. '.repeat(3 + i * 4),
      cautions: 'Careful.\n'.repeat(1 + ((i + shift) % 9)),
      bestPractices: 'Tip.',
      question: 'Done?',
      frames: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
        imagePath: `frames/${(i + k) % sizes.length}.png`,
        timestampMs: k * 1000,
        shapes: [
          { type: 'rectangle' as const, x: 0.1, y: 0.1, width: 0.5, height: 0.5, label: 'A' },
        ],
      })),
      tools: [],
      materials: [],
    })),
  };
}

interface Box {
  what: string;
  top: number;
  bottom: number;
  limit: number;
  minTop: number;
  /** The page it was drawn on (1-based). */
  page: number;
}

/**
 * Renders `doc` to nowhere, recording where each frame image and each step header (its title
 * with the QR code beside it) was drawn and the page's bounds at that moment.
 */
async function measure(doc: ReturnType<typeof renderGuidePdf>): Promise<Box[]> {
  const boxes: Box[] = [];
  let pages = 1;
  const bounds = () => ({
    limit: doc.page.height - doc.page.margins.bottom + 0.01,
    minTop: doc.page.margins.top - 0.01,
    page: pages,
  });
  const image = doc.image.bind(doc);
  doc.image = ((src: never, x: number, y: number, options: { height: number }) => {
    boxes.push({ what: 'frame', top: y, bottom: y + options.height, ...bounds() });
    return image(src, x, y, options as never);
  }) as typeof doc.image;
  doc.on('pageAdded', () => {
    pages += 1;
  });
  const text = doc.text.bind(doc);
  doc.text = ((value: string, x?: number, y?: number, options?: { width?: number }) => {
    if (typeof value !== 'string' || !/^Step \d+: /.test(value) || typeof y !== 'number') {
      return text(value, x as never, y as never, options as never);
    }
    const height = Math.max(doc.heightOfString(value, { width: options?.width }), QR_SIZE_PT);
    const page = pages;
    const drawn = text(value, x as never, y as never, options as never);
    // A title that pdfkit had to carry over to a new page was cut from its QR code.
    const bottom = pages === page ? y + height : Number.POSITIVE_INFINITY;
    boxes.push({ what: value.slice(0, 8), top: y, bottom, ...bounds() });
    return drawn;
  }) as typeof doc.text;
  await pipeline(
    doc,
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );
  return boxes;
}

describe('the printable guide’s page breaks', () => {
  it('never cut a frame or a step title', async () => {
    const objects = createLocalObjectStore({
      root,
      urlSecret: Buffer.alloc(32, 7),
      urlTtlSeconds: 60,
    });
    const boxes: Box[] = [];
    for (let shift = 0; shift < 9; shift += 1) {
      boxes.push(
        ...(await measure(renderGuidePdf(guide(shift), { objects, origin: 'http://x.test' }))),
      );
    }
    expect(boxes.filter((b) => b.what === 'frame').length).toBeGreaterThanOrEqual(9 * 16);
    expect(boxes.filter((b) => b.what.startsWith('Step')).length).toBe(9 * 7);
    // Some later steps had to move to a new page: the check below is not vacuous.
    const moved = boxes.filter((b) => /^Step [2-9]/.test(b.what) && b.top <= b.minTop + 1);
    expect(moved.length).toBeGreaterThan(0);
    const outside = boxes.filter((b) => b.bottom > b.limit || b.top < b.minTop);
    expect(outside).toEqual([]);
    // A long cover (200 words, a thumbnail, 40 buy-list lines) leaves step 1 no room on page 1.
    expect(boxes.filter((b) => b.what === 'Step 1: ').every((b) => b.page > 1)).toBe(true);
  });

  it('start the steps on page 1, under a short cover, whole', async () => {
    const objects = createLocalObjectStore({
      root,
      urlSecret: Buffer.alloc(32, 7),
      urlTtlSeconds: 60,
    });
    const short: PdfGuide = {
      ...guide(0),
      description: 'Swap an old tyre for a new one.',
      thumbnailPath: null,
      buyList: [],
    };
    const boxes = await measure(renderGuidePdf(short, { objects, origin: 'http://x.test' }));
    const first = boxes.find((b) => b.what === 'Step 1: ');
    expect(first?.page).toBe(1);
    // Below the cover's header, not at the page's top.
    expect(first?.top).toBeGreaterThan((first?.minTop ?? 0) + 60);
    // Its first frame comes with it on page 1.
    expect(boxes.find((b) => b.what === 'frame')?.page).toBe(1);
    expect(boxes.filter((b) => b.bottom > b.limit || b.top < b.minTop)).toEqual([]);
  });
});

describe('printable text', () => {
  it('keeps what Helvetica can show and replaces the rest', () => {
    expect(pdfText('Café “quoted” – 5 €')).toBe('Café “quoted” – 5 €');
    expect(pdfText('Łódź')).toBe('Lódz');
    expect(pdfText('日本\u0007')).toBe('??');
  });

  it('names the download safely', () => {
    expect(pdfFileName('Birdhouse: “Deluxe” édition / v2')).toBe(
      'Birdhouse-Deluxe-edition-v2-guide.pdf',
    );
    expect(pdfFileName('日本')).toBe('stepwise-guide.pdf');
  });

  it('merges tools by the most a step needs and materials by their sum', () => {
    const items = [
      { name: 'Saw', specification: null, quantity: 1 },
      { name: 'saw ', specification: '', quantity: 2 },
    ];
    expect(mergeItems(items, 'max')).toEqual([{ name: 'Saw', specification: null, quantity: 2 }]);
    expect(mergeItems(items, 'sum')).toEqual([{ name: 'Saw', specification: null, quantity: 3 }]);
  });
});
