import { ANNOTATION_COLOR_HEX } from '@stepwise/contracts';
import type { EditorAnnotation } from '@stepwise/machines';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AnnotationFrames, annotatedFrames } from '@/features/authoring/editor/annotation-frames';
import { anAnnotation } from '@/features/authoring/test/fixtures';

const annotation = (frameTimestampMs: number, frameImagePath: string | null = null) =>
  anAnnotation(frameTimestampMs, frameImagePath, {
    text: 'Knot',
    geometry: { type: 'point', x: 0.5, y: 0.5, width: 0, height: 0 },
  });

describe('annotatedFrames', () => {
  it('is empty without annotations', () => {
    expect(annotatedFrames([])).toEqual([]);
  });

  it('groups the annotations by frame, in time order, with the first known path', () => {
    expect(
      annotatedFrames([
        annotation(9000, 'p/frame_9000.jpg'),
        annotation(1500),
        annotation(1500, 'p/frame_1500.jpg'),
        annotation(1500, 'p/other.jpg'),
        annotation(300),
      ]),
    ).toEqual([
      { timestampMs: 300, count: 1, path: null },
      { timestampMs: 1500, count: 3, path: 'p/frame_1500.jpg' },
      { timestampMs: 9000, count: 1, path: 'p/frame_9000.jpg' },
    ]);
  });
});

describe('AnnotationFrames', () => {
  it('lists each frame and opens the one clicked', () => {
    const onEdit = vi.fn();
    render(
      <AnnotationFrames
        annotations={[annotation(61_500), annotation(1500), annotation(1500)]}
        onEdit={onEdit}
        onClearAll={vi.fn()}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: /^Edit the/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Edit the 2 annotations of the frame at 00:01.500',
      'Edit the 1 annotation of the frame at 01:01.500',
    ]);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onEdit).toHaveBeenCalledWith({ timestampMs: 61_500, count: 1, path: null });
  });

  it('offers Clear annotations only when there are some', () => {
    const onClearAll = vi.fn();
    const { rerender } = render(
      <AnnotationFrames annotations={[]} onEdit={vi.fn()} onClearAll={onClearAll} />,
    );
    expect(screen.queryByRole('button', { name: 'Clear annotations' })).toBeNull();
    expect(screen.getByText(/Capture a frame \(C\)/)).toBeTruthy();

    rerender(
      <AnnotationFrames
        annotations={[annotation(1500)]}
        onEdit={vi.fn()}
        onClearAll={onClearAll}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear annotations' }));
    expect(onClearAll).toHaveBeenCalledOnce();
  });
});

describe('AnnotationFrames thumbnails', () => {
  it("shows a frame's picture with its marks where they are, and the icon while it is unknown", () => {
    const box = anAnnotation(1500, 'p/frame_1500.jpg', {
      geometry: { type: 'rectangle', x: 0.1, y: 0.2, width: 0.3, height: 0.4 },
    });
    render(
      <AnnotationFrames
        annotations={[box, annotation(1500), annotation(9000)]}
        onEdit={vi.fn()}
        onClearAll={vi.fn()}
        thumbnailOf={(frame) => (frame.timestampMs === 1500 ? 'blob:frame_1500' : null)}
      />,
    );
    const thumbnails = screen.getAllByTestId('frame-thumbnail');
    expect(thumbnails).toHaveLength(1);
    const thumbnail = thumbnails[0]!;
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe('blob:frame_1500');
    const marks = [...thumbnail.querySelectorAll<HTMLElement>('span[aria-hidden="true"]')];
    expect(marks.map((mark) => [mark.style.left, mark.style.top, mark.style.width])).toEqual([
      ['10%', '20%', '30%'],
      ['50%', '50%', ''],
    ]);
    // The frame at 0:09 has no picture yet: its chip keeps the time alone.
    expect(
      screen.getByRole('button', { name: /frame at 00:09/ }).querySelector('[data-testid]'),
    ).toBeNull();
  });
});

describe('AnnotationFrames thumbnails of arrows, callouts and blur regions', () => {
  it('draws each mark in its colour: arrows with heads, numbered callouts, blurred regions', () => {
    const on = (overrides: Partial<EditorAnnotation>) =>
      anAnnotation(1500, 'p/frame_1500.jpg', overrides);
    const callout = { type: 'callout', x: 0.2, y: 0.4, width: 0, height: 0 } as const;
    render(
      <AnnotationFrames
        annotations={[
          on({ geometry: callout, color: 'red' }),
          on({
            geometry: { type: 'arrow', x: 0.5, y: 0.5, width: 0, height: 0, end_x: 0.25, end_y: 0 },
            color: 'blue',
          }),
          on({ geometry: { type: 'blur', x: 0.6, y: 0.1, width: 0.2, height: 0.3 } }),
          on({ geometry: { ...callout, x: 0.7 } }),
        ]}
        onEdit={vi.fn()}
        onClearAll={vi.fn()}
        thumbnailOf={() => 'blob:frame_1500'}
      />,
    );
    const thumbnail = screen.getByTestId('frame-thumbnail');
    const callouts = [...thumbnail.querySelectorAll<HTMLElement>('[data-mark="callout"]')];
    expect(
      callouts.map((mark) => [mark.textContent, mark.style.left, mark.style.backgroundColor]),
    ).toEqual([
      ['1', '20%', hexToRgb(ANNOTATION_COLOR_HEX.red)],
      ['2', '70%', hexToRgb(ANNOTATION_COLOR_HEX.yellow)],
    ]);

    const arrow = thumbnail.querySelector('[data-mark="arrow"]');
    const line = arrow?.querySelector('line');
    // Tail at 50%, 50% of the 160 x 90 drawing; the shaft stops where the head begins.
    expect([line?.getAttribute('x1'), line?.getAttribute('y1')]).toEqual(['80', '45']);
    expect(line?.getAttribute('stroke')).toBe(ANNOTATION_COLOR_HEX.blue);
    const head = arrow?.querySelector('polygon');
    expect(head?.getAttribute('points')?.startsWith('40,0 ')).toBe(true);
    expect(head?.getAttribute('fill')).toBe(ANNOTATION_COLOR_HEX.blue);

    const blur = thumbnail.querySelector<HTMLElement>('[data-mark="blur"]');
    expect([blur?.style.left, blur?.style.width, blur?.style.outlineColor]).toEqual([
      '60%',
      '20%',
      hexToRgb(ANNOTATION_COLOR_HEX.yellow),
    ]);
    expect(blur?.className).toMatch(/outline-dashed/);
    // The picture under the region shows blurred, lined up with the frame: 1 / 20% = 500% wide.
    const under = blur?.querySelector('img');
    expect(under?.getAttribute('src')).toBe('blob:frame_1500');
    expect(under?.className).toMatch(/blur-/);
    expect([under?.style.width, under?.style.left, under?.style.top]).toEqual([
      '500%',
      '-300%',
      '-33.3%',
    ]);
  });
});

describe('AnnotationFrames thumbnails of frames not shaped 16:9', () => {
  it("takes the frame's shape once its picture loads, so the marks sit on what they mark", () => {
    render(
      <AnnotationFrames
        annotations={[
          anAnnotation(1500, 'p/frame_1500.jpg', {
            geometry: { type: 'arrow', x: 0.5, y: 0.5, width: 0, height: 0, end_x: 0.25, end_y: 0 },
          }),
        ]}
        onEdit={vi.fn()}
        onClearAll={vi.fn()}
        thumbnailOf={() => 'blob:frame_1500'}
      />,
    );
    const thumbnail = screen.getByTestId('frame-thumbnail');
    const picture = thumbnail.querySelector('img') as HTMLImageElement;
    // A 320 x 240 (4:3) frame, as a phone held sideways or an old camera records.
    Object.defineProperties(picture, {
      naturalWidth: { value: 320 },
      naturalHeight: { value: 240 },
    });
    fireEvent.load(picture);
    expect(thumbnail.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 120 90');
    const line = thumbnail.querySelector('[data-mark="arrow"] line');
    expect([line?.getAttribute('x1'), line?.getAttribute('y1')]).toEqual(['60', '45']);
  });
});

/** '#3b82f6' as jsdom reports a style colour: 'rgb(59, 130, 246)'. */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
