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
