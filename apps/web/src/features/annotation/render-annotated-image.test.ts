import { ANNOTATION_STYLE } from '@stepwise/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  geometryToPixels,
  LABEL_PADDING_PX,
  labelBox,
  naturalSizeOf,
  pointRadiusPx,
  renderAnnotatedJpeg,
} from './render-annotated-image';
import { box } from './test/annotations';

/** An image element of a given natural size (jsdom decodes no images). */
function imageOf(width: number, height: number): HTMLImageElement {
  const image = document.createElement('img');
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  return image;
}

/** A 2D context that records the drawing calls (jsdom has no canvas backend). */
function recordingContext() {
  const calls: [string, ...unknown[]][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
    };
  const context = {
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 0,
    font: '',
    textBaseline: '',
    drawImage: record('drawImage'),
    strokeRect: record('strokeRect'),
    fillRect: record('fillRect'),
    beginPath: record('beginPath'),
    ellipse: record('ellipse'),
    arc: record('arc'),
    stroke: record('stroke'),
    fill: record('fill'),
    fillText: record('fillText'),
    measureText: (text: string) => ({ width: text.length * 8 }),
  };
  return { context, calls };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('geometry to pixels of the result image', () => {
  it('scales geometry (fractions) to the natural size', () => {
    const size = naturalSizeOf(imageOf(1920, 1080));
    expect(size).toEqual({ width: 1920, height: 1080 });
    expect(geometryToPixels(box(25, 50, 50, 10), size)).toEqual({
      x: 480,
      y: 540,
      width: 960,
      height: 108,
    });
  });

  it('places a padded label box above the shape', () => {
    const size = { width: 1000, height: 500 };
    const label = labelBox(
      { text: 'Valve', geometry: box(10, 20, 10, 10) },
      40,
      size,
      ANNOTATION_STYLE,
    );
    expect(label).toEqual({
      x: 100,
      y: 100 - (16 + LABEL_PADDING_PX * 2) - 4,
      width: 40 + LABEL_PADDING_PX * 2,
      height: 16 + LABEL_PADDING_PX * 2,
    });
  });
});

describe('renderAnnotatedJpeg', () => {
  it('draws the frame, the shapes and yellow 16 px labels, then encodes a 0.9 JPEG', async () => {
    const { context, calls } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const encoded = new Blob(['jpeg'], { type: 'image/jpeg' });
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      expect([this.width, this.height]).toEqual([1000, 500]);
      callback(encoded);
    });

    const blob = await renderAnnotatedJpeg(imageOf(1000, 500), [
      { text: 'Box', geometry: box(10, 20, 30, 40) },
      { text: 'Ring', geometry: box(50, 50, 20, 20, 'oval') },
      { text: 'Tip', geometry: box(80, 10, 0, 0, 'point') },
    ]);

    expect(blob).toBe(encoded);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    const names = calls.map(([name]) => name);
    expect(names[0]).toBe('drawImage');
    expect(calls).toContainEqual(['strokeRect', 100, 100, 300, 200]);
    expect(calls).toContainEqual(['ellipse', 600, 300, 100, 50, 0, 0, Math.PI * 2]);
    expect(calls).toContainEqual(['arc', 800, 50, pointRadiusPx(ANNOTATION_STYLE), 0, Math.PI * 2]);
    expect(calls.filter(([name]) => name === 'fillText').map(([, text]) => text)).toEqual([
      'Box',
      'Ring',
      'Tip',
    ]);
    expect(context.font).toBe('16px sans-serif');
    expect(context.fillStyle).toBe('#facc15');
  });

  it('rejects with an Error when there is no 2D canvas', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(renderAnnotatedJpeg(imageOf(10, 10), [])).rejects.toThrow(Error);
  });

  it('rejects when encoding fails or throws', async () => {
    const { context } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback) => callback(null));
    await expect(renderAnnotatedJpeg(imageOf(10, 10), [])).rejects.toThrow(/encoded/);
    toBlob.mockImplementation(() => {
      throw new DOMException('Tainted canvases may not be exported.', 'SecurityError');
    });
    await expect(renderAnnotatedJpeg(imageOf(10, 10), [])).rejects.toThrow(/Tainted/);
  });

  it('rejects an image without size', async () => {
    await expect(renderAnnotatedJpeg(imageOf(0, 0), [])).rejects.toThrow(/no size/);
  });
});
