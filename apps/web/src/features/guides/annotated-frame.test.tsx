import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LABEL_HEX,
  type GuideAnnotation,
  type GuideFrame,
} from '@stepwise/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnnotatedFrames, AnnotatedImage } from '@/features/guides/annotated-frame';
import { labelPlacement } from '@/features/guides/frame-shapes';

/** Issue #20 in the guide player: arrows, numbered callouts, blur regions, a colour each. */

const id = (n: number) => `33333333-3333-4333-8333-00000000000${n}`;

function annotation(
  n: number,
  label: string,
  geometry: GuideAnnotation['geometry'],
  color: GuideAnnotation['color'] = 'yellow',
): GuideAnnotation {
  return { annotation_id: id(n), label, annotation_type: geometry.type, geometry, color };
}

const frame: GuideFrame = {
  frame_timestamp_ms: 4_000,
  image_url: '/files/users/u/p/annotation_frames/redacted-0123456789abcdef0123.jpg?exp=1&sig=t',
  annotations: [
    annotation(1, 'Second screw', { type: 'callout', x: 0.6, y: 0.5, width: 0, height: 0 }, 'blue'),
    annotation(
      2,
      'Push here',
      { type: 'arrow', x: 0.2, y: 0.5, width: 0, height: 0, end_x: 0.4, end_y: 0.5 },
      'red',
    ),
    annotation(3, 'Serial', { type: 'blur', x: 0.1, y: 0.1, width: 0.3, height: 0.2 }),
    annotation(4, 'Third screw', {
      type: 'callout',
      x: 0.8,
      y: 0.5,
      width: 0,
      height: 0,
      end_x: null,
    }),
    annotation(5, 'Lid', { type: 'rectangle', x: 0.5, y: 0.6, width: 0.2, height: 0.2 }, 'green'),
  ],
};

/** The colour a browser reports for a hex colour set in a style. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

function renderFrame(value: GuideFrame = frame) {
  const { container } = render(<AnnotatedImage frame={value} />);
  return container;
}

describe('AnnotatedImage', () => {
  it('draws an arrow from its tail to a head at end_x, end_y, in its colour', () => {
    const container = renderFrame();
    const arrow = container.querySelector('[data-shape="arrow"]');
    const line = arrow?.querySelector('line');
    const head = arrow?.querySelector('polygon');
    expect(line?.getAttribute('x1')).toBe('20');
    expect(line?.getAttribute('stroke')).toBe(ANNOTATION_COLOR_HEX.red);
    expect(head?.getAttribute('fill')).toBe(ANNOTATION_COLOR_HEX.red);
    // The head's tip is the arrow's head: 40% across, halfway down a 16:9 view box.
    expect(head?.getAttribute('points')?.split(' ')[0]).toBe('40,28.125');
    // Its label sits beside the tail, away from where it points.
    const label = screen.getByText('Push here');
    expect(label.style.transform).toBe('translate(-100%, -50%)');
    // In red's lighter tint, readable on the dark tag.
    expect(label.style.color).toBe(rgb(ANNOTATION_LABEL_HEX.red));
  });

  it('numbers the callouts in list order, each a filled circle in its colour', () => {
    const container = renderFrame();
    const callouts = [...container.querySelectorAll<HTMLElement>('[data-shape="callout"]')];
    expect(callouts.map((callout) => callout.textContent)).toEqual(['1', '2']);
    expect(callouts.map((callout) => callout.style.background)).toEqual([
      rgb(ANNOTATION_COLOR_HEX.blue),
      rgb(ANNOTATION_COLOR_HEX.yellow),
    ]);
    expect(screen.getByText('Second screw').style.color).toBe(rgb(ANNOTATION_LABEL_HEX.blue));
  });

  it('marks a blur region with a dashed, frosted box and paints other shapes in their colours', () => {
    const container = renderFrame();
    const blur = container.querySelector<HTMLElement>('[data-shape="blur"]');
    expect(blur?.style.left).toBe('10%');
    expect(blur?.style.width).toBe('30%');
    expect(blur?.style.borderColor).toBe(rgb(ANNOTATION_COLOR_HEX.yellow));
    expect(blur?.getAttribute('title')).toBe('Hidden by the creator');
    const rect = container.querySelector('[data-shape="rectangle"]');
    expect(rect?.getAttribute('stroke')).toBe(ANNOTATION_COLOR_HEX.green);
    // The picture shown is the one the server sent (already redacted), as it is.
    expect(screen.getByRole('img').getAttribute('src')).toBe(frame.image_url);
  });

  it('never shows a blur region’s text: not over the frame, the enlarged view or the alt text', () => {
    const { container } = render(<AnnotatedFrames frames={[frame]} />);
    expect(container.textContent).not.toContain('Serial');
    const thumbnail = screen.getByRole('img');
    expect(thumbnail.getAttribute('alt')).toBe('Second screw, Push here, Third screw, Lid');
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-label')).not.toContain('Serial');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Third screw');
    expect(dialog.textContent).not.toContain('Serial');
    for (const image of screen.getAllByRole('img')) {
      expect(image.getAttribute('alt')).not.toContain('Serial');
    }
    expect(document.body.innerHTML).not.toContain('Serial');
  });

  it('on a narrow frame puts keys on the picture and lists the labels under it', () => {
    const { container } = render(<AnnotatedFrames frames={[frame]} />);
    // The labels over the picture give way under a 28rem container (a phone, a thumbnail).
    const item = container.querySelector('li');
    expect(item?.className).toContain('@container');
    for (const label of container.querySelectorAll('[data-label]')) {
      expect(label.className).toContain('@max-md:hidden');
    }
    // Callouts keep their numbers; the other labelled shapes get letters in list order.
    const keys = [...container.querySelectorAll<HTMLElement>('[data-key]')];
    expect(keys.map((key) => key.textContent)).toEqual(['A', 'B']);
    expect(keys.map((key) => key.className.includes('@max-md:block'))).toEqual([true, true]);
    expect(keys[0]?.style.background).toBe(rgb(ANNOTATION_COLOR_HEX.red));
    const legend = container.querySelector<HTMLElement>('[data-legend]');
    expect(legend?.className).toContain('@max-md:flex');
    expect([...(legend?.querySelectorAll('li') ?? [])].map((entry) => entry.textContent)).toEqual([
      '1Second screw',
      'APush here',
      '2Third screw',
      'BLid',
    ]);
    // The list is outside the enlarge button, whose name already reads the labels.
    expect(legend?.closest('button')).toBeNull();
  });

  it('draws in the image’s own proportions once it has loaded', () => {
    const container = renderFrame();
    const image = screen.getByRole('img') as HTMLImageElement;
    Object.defineProperty(image, 'naturalWidth', { value: 1000 });
    Object.defineProperty(image, 'naturalHeight', { value: 750 });
    fireEvent.load(image);
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 100 75');
    const head = container.querySelector('[data-shape="arrow"] polygon');
    expect(head?.getAttribute('points')?.split(' ')[0]).toBe('40,37.5');
  });

  it('says the image is not available when there is none (a frame that could not be redacted)', () => {
    const container = renderFrame({ ...frame, image_url: null });
    expect(screen.getByText('Image not available')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});

describe('labels near the right edge', () => {
  it('puts a point or callout label left of it in the right part of the frame, else right', () => {
    const right = labelPlacement({ type: 'callout', x: 90, y: 20, endX: 0 }, false);
    const left = labelPlacement({ type: 'callout', x: 20, y: 20, endX: 0 }, false);
    expect(right).toEqual({ left: -13, top: 0, transform: 'translate(-100%, -50%)' });
    expect(left).toEqual({ left: 13, top: 0, transform: 'translateY(-50%)' });
    expect(labelPlacement({ type: 'point', x: 80, y: 50, endX: 0 }, true).left).toBe(-8);
  });
});
