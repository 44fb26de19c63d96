import { ANNOTATION_COLOR_HEX, ANNOTATION_LABEL_HEX, ANNOTATION_STYLE } from '@stepwise/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { arrowHead, calloutRadiusPx, renderAnnotatedJpeg } from './render-annotated-image';
import { arrow, box } from './test/annotations';

const WIDTH = 200;
const HEIGHT = 100;

/** An image element of the test's size (jsdom decodes no images). */
function frameImage(): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'naturalWidth', { value: WIDTH });
  Object.defineProperty(image, 'naturalHeight', { value: HEIGHT });
  return image;
}

interface Call {
  name: string;
  args: unknown[];
  strokeStyle: string;
  fillStyle: string;
  font: string;
}

/**
 * A 2D context over a real pixel buffer (jsdom has no canvas backend): the frame "drawn" into it
 * is vertical stripes, one pixel black, one white; getImageData / putImageData read and write
 * that buffer. Every drawing call is recorded with the styles it was made in.
 */
function paintingContext() {
  const frame = new Uint8ClampedArray(WIDTH * HEIGHT * 4);
  for (let i = 0; i < WIDTH * HEIGHT; i += 1) {
    const value = (i % WIDTH) % 2 === 0 ? 0 : 255;
    frame.set([value, value, value, 255], i * 4);
  }
  const calls: Call[] = [];
  const context: Record<string, unknown> = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 0,
    font: '',
    textBaseline: '',
    textAlign: '',
    lineCap: '',
    measureText: (text: string) => ({ width: text.length * 8 }),
  };
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push({
        name,
        args,
        strokeStyle: String(context.strokeStyle),
        fillStyle: String(context.fillStyle),
        font: String(context.font),
      });
    };
  for (const name of [
    'drawImage',
    'strokeRect',
    'fillRect',
    'beginPath',
    'ellipse',
    'arc',
    'moveTo',
    'lineTo',
    'closePath',
    'stroke',
    'fill',
    'fillText',
    'setLineDash',
  ]) {
    context[name] = record(name);
  }
  context.getImageData = (x: number, y: number, width: number, height: number) => {
    record('getImageData')(x, y, width, height);
    const data = new Uint8ClampedArray(width * height * 4);
    for (let row = 0; row < height; row += 1) {
      const from = ((y + row) * WIDTH + x) * 4;
      data.set(frame.subarray(from, from + width * 4), row * width * 4);
    }
    return { data, width, height };
  };
  context.putImageData = (
    region: { data: Uint8ClampedArray; width: number },
    x: number,
    y: number,
  ) => {
    record('putImageData')(x, y);
    const rowBytes = region.width * 4;
    for (let row = 0; row * rowBytes < region.data.length; row += 1) {
      frame.set(
        region.data.subarray(row * rowBytes, (row + 1) * rowBytes),
        ((y + row) * WIDTH + x) * 4,
      );
    }
  };
  /** The grey value of the frame's pixel at x, y. */
  const pixel = (x: number, y: number) => frame[(y * WIDTH + x) * 4];
  return { context, calls, pixel };
}

async function render(annotations: Parameters<typeof renderAnnotatedJpeg>[1]) {
  const painting = paintingContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    painting.context as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['jpeg'], { type: 'image/jpeg' })),
  );
  await renderAnnotatedJpeg(frameImage(), annotations);
  return painting;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('blur regions in the annotated image', () => {
  it("pixelates the region's own pixels before drawing anything on top, and nothing else", async () => {
    // 10%, 20% / 30% x 40% of 200 x 100: x 20-80, y 20-60.
    const { calls, pixel } = await render([
      { text: 'Serial', geometry: box(10, 20, 30, 40, 'blur') },
      { text: 'Box', geometry: box(0, 0, 50, 50) },
    ]);
    const names = calls.map(({ name }) => name);
    expect(names.slice(0, 3)).toEqual(['drawImage', 'getImageData', 'putImageData']);
    expect(calls[1]?.args).toEqual([20, 20, 60, 40]);

    // Inside: the 1 px stripes are gone, every block (8 px, 1/48 of 200 rounded up to 8) grey.
    for (const [x, y] of [
      [20, 20],
      [21, 20],
      [50, 40],
      [79, 59],
    ] as const) {
      expect(pixel(x, y)).toBe(128);
    }
    // Outside: untouched stripes.
    expect([pixel(19, 30), pixel(18, 30), pixel(80, 30), pixel(81, 30), pixel(30, 60)]).toEqual([
      255, 0, 0, 255, 0,
    ]);
  });

  it('outlines a blur region dashed in its colour and labels it', async () => {
    const { calls } = await render([
      { text: 'Face', geometry: box(10, 20, 30, 40, 'blur'), color: 'white' },
    ]);
    const outline = calls.find(({ name }) => name === 'strokeRect');
    expect(outline).toMatchObject({
      args: [20, 20, 60, 40],
      strokeStyle: ANNOTATION_COLOR_HEX.white,
    });
    const dashes = calls.filter(({ name }) => name === 'setLineDash').map(({ args }) => args[0]);
    expect(dashes).toEqual([[9, 6], []]);
    expect(calls.find(({ name }) => name === 'fillText')?.args[0]).toBe('Face');
  });
});

describe('arrows and callouts in the annotated image', () => {
  it('draws an arrow from its tail to its head, head filled, in its colour', async () => {
    // Tail 70%, 80% (140, 80); head up-left at 20%, 30% (40, 30).
    const { calls } = await render([
      { text: 'Push', geometry: arrow(70, 80, 20, 30), color: 'red' },
    ]);
    const red = ANNOTATION_COLOR_HEX.red;
    const head = arrowHead({ x: 140, y: 80 }, { x: 40, y: 30 }, ANNOTATION_STYLE);
    const path = calls.filter(({ name }) => ['moveTo', 'lineTo'].includes(name));
    expect(path.map(({ name, args }) => [name, ...args])).toEqual([
      ['moveTo', 140, 80],
      ['lineTo', head.base.x, head.base.y],
      ['moveTo', 40, 30],
      ['lineTo', head.left.x, head.left.y],
      ['lineTo', head.right.x, head.right.y],
    ]);
    expect(calls.find(({ name }) => name === 'stroke')?.strokeStyle).toBe(red);
    expect(calls.find(({ name }) => name === 'fill')?.fillStyle).toBe(red);
    // The head's base sits 15 px (five line widths) back along the shaft, 12 px across.
    expect(Math.hypot(head.base.x - 40, head.base.y - 30)).toBeCloseTo(15);
    expect(Math.hypot(head.left.x - head.right.x, head.left.y - head.right.y)).toBeCloseTo(12);
    expect(calls.find(({ name }) => name === 'fillText')).toMatchObject({
      args: ['Push', expect.any(Number), expect.any(Number)],
      fillStyle: ANNOTATION_LABEL_HEX.red,
    });
  });

  it('numbers callouts in list order, other shapes not counted', async () => {
    const { calls } = await render([
      { text: 'Lid', geometry: box(20, 50, 0, 0, 'callout'), color: 'blue' },
      { text: 'Valve', geometry: box(40, 10, 10, 10) },
      { text: 'Hose', geometry: box(80, 50, 0, 0, 'callout') },
    ]);
    const circles = calls.filter(({ name }) => name === 'arc').map(({ args }) => args.slice(0, 3));
    const radius = calloutRadiusPx(ANNOTATION_STYLE);
    expect(circles).toEqual([
      [40, 50, radius],
      [160, 50, radius],
    ]);
    const numbers = calls.filter(
      ({ name, font }) => name === 'fillText' && font.startsWith('bold'),
    );
    expect(numbers.map(({ args }) => args)).toEqual([
      ['1', 40, 50],
      ['2', 160, 50],
    ]);
    const fills = calls.filter(({ name }) => name === 'fill').map(({ fillStyle }) => fillStyle);
    expect(fills).toEqual([ANNOTATION_COLOR_HEX.blue, ANNOTATION_COLOR_HEX.yellow]);
  });
});

describe('colours in the annotated image', () => {
  it("paints each shape in the annotation's colour and its label in that colour's tint, else the style's", async () => {
    const { calls } = await render([
      { text: 'Green box', geometry: box(10, 10, 20, 20), color: 'green' },
      { text: 'Plain box', geometry: box(50, 50, 20, 20) },
    ]);
    const outlines = calls.filter(({ name }) => name === 'strokeRect');
    expect(outlines.map(({ strokeStyle }) => strokeStyle)).toEqual([
      ANNOTATION_COLOR_HEX.green,
      ANNOTATION_STYLE.color,
    ]);
    const labels = calls.filter(({ name }) => name === 'fillText');
    expect(labels.map(({ args, fillStyle }) => [args[0], fillStyle])).toEqual([
      ['Green box', ANNOTATION_LABEL_HEX.green],
      ['Plain box', ANNOTATION_STYLE.color],
    ]);
  });
});
