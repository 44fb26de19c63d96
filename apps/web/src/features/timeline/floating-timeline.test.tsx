import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingTimeline, type FloatingTimelineProps } from './floating-timeline';

const HOUR_MS = 3_600_000;

/** A 2d context that only counts the tick lines and step blocks it is asked to draw. */
function fakeContext() {
  return {
    lines: 0,
    blocks: 0,
    labels: [] as string[],
    setTransform() {},
    /** Each draw starts by clearing: the counts are the last draw's only. */
    clearRect() {
      this.lines = 0;
      this.blocks = 0;
      this.labels = [];
    },
    roundRect() {
      this.blocks += 1;
    },
    fillText(text: string) {
      this.labels.push(text);
    },
    /** Every character 6 px wide. */
    measureText(text: string) {
      return { width: text.length * 6 };
    },
    fill() {},
    rect() {},
    clip() {},
    save() {},
    restore() {},
    beginPath() {},
    stroke() {},
    lineTo() {},
    moveTo() {
      this.lines += 1;
    },
  };
}

let context = fakeContext();

beforeEach(() => {
  context = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
});

afterEach(() => vi.restoreAllMocks());

function renderTimeline(overrides: Partial<FloatingTimelineProps> = {}) {
  const props: FloatingTimelineProps = {
    durationMs: 60_000,
    currentMs: 0,
    startMs: 2000,
    endMs: 5000,
    steps: [],
    annotationTicksMs: [],
    onSeek: vi.fn(),
    onStartChange: vi.fn(),
    onEndChange: vi.fn(),
    onMarkStart: vi.fn(),
    onMarkEnd: vi.fn(),
    onClear: vi.fn(),
    onStepClick: vi.fn(),
    collapsed: false,
    onCollapsedChange: vi.fn(),
    sidebarCollapsed: false,
    viewportWidthPx: 800,
    ...overrides,
  };
  const view = render(<FloatingTimeline {...props} />);
  return { props, ...view };
}

const track = () => screen.getByTestId('timeline-track');
const trackWidth = () => Number.parseFloat(track().style.width);

/** 500 back-to-back steps over one hour, every other one AI-generated. */
const manySteps = Array.from({ length: 500 }, (_, index) => ({
  id: `step-${index + 1}`,
  number: index + 1,
  name: `Step name ${index + 1}`,
  startMs: index * 7200,
  endMs: (index + 1) * 7200,
  aiGenerated: index % 2 === 0,
}));

describe('markers', () => {
  it('are sliders with the time as mm:ss.mmm', () => {
    renderTimeline({ currentMs: 1500 });
    const start = screen.getByRole('slider', { name: 'Start Time' });
    expect(start.getAttribute('aria-valuetext')).toBe('00:02.000');
    expect(start.getAttribute('aria-valuenow')).toBe('2');
    expect(screen.getByRole('slider', { name: 'End Time' }).getAttribute('aria-valuetext')).toBe(
      '00:05.000',
    );
    expect(
      screen.getByRole('slider', { name: 'Current Time' }).getAttribute('aria-valuetext'),
    ).toBe('00:01.500');
  });

  it('move one frame with the arrows and one second with Shift', () => {
    const { props } = renderTimeline({ currentMs: 1000 });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Current Time' }), { key: 'ArrowRight' });
    expect(props.onSeek).toHaveBeenLastCalledWith(1033);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Start Time' }), {
      key: 'ArrowLeft',
      shiftKey: true,
    });
    expect(props.onStartChange).toHaveBeenLastCalledWith(1000);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'End Time' }), { key: 'ArrowRight' });
    expect(props.onEndChange).toHaveBeenLastCalledWith(5033);
  });

  it('keep the start before the end', () => {
    const { props } = renderTimeline({ startMs: 4500, endMs: 5000 });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Start Time' }), {
      key: 'ArrowRight',
      shiftKey: true,
    });
    expect(props.onStartChange).toHaveBeenLastCalledWith(4967);
    fireEvent.keyDown(screen.getByRole('slider', { name: 'End Time' }), { key: 'Home' });
    expect(props.onEndChange).toHaveBeenLastCalledWith(4533);
  });

  it('are not shown until a time is marked', () => {
    renderTimeline({ startMs: null, endMs: null });
    expect(screen.queryByRole('slider', { name: 'Start Time' })).toBeNull();
    expect(screen.getAllByRole('slider')).toHaveLength(1);
  });

  it('drag with the pointer, the start kept before the end', async () => {
    const { props } = renderTimeline();
    const start = screen.getByRole('slider', { name: 'Start Time' });
    // jsdom lays nothing out: the track starts at x 0 and is 1000 px wide for 60 s.
    fireEvent.pointerDown(start, { pointerId: 1, button: 0, clientX: 33 });
    fireEvent.pointerMove(track(), { pointerId: 1, clientX: 500 });
    fireEvent.pointerUp(track(), { pointerId: 1, clientX: 500 });
    await waitFor(() => expect(props.onStartChange).toHaveBeenLastCalledWith(4967));
    expect(props.onSeek).not.toHaveBeenCalled();
  });

  it('pressing the empty track seeks there', () => {
    const { props } = renderTimeline();
    fireEvent.pointerDown(track(), { pointerId: 2, button: 0, clientX: 250, clientY: 10 });
    fireEvent.pointerUp(track(), { pointerId: 2, clientX: 250 });
    expect(props.onSeek).toHaveBeenCalledWith(15_000);
  });
});

describe('steps and buttons', () => {
  it('clicking a step block reports its id', () => {
    const { props } = renderTimeline({ steps: manySteps.slice(0, 3) });
    fireEvent.click(screen.getByRole('button', { name: 'Step 2: Step name 2' }));
    expect(props.onStepClick).toHaveBeenCalledWith('step-2');
    expect(props.onSeek).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Step 1: Step name 1 (AI-generated)' })).toBeTruthy();
  });

  it('draws each block with its number, AI mark and name on the canvas under its button', () => {
    renderTimeline({ steps: manySteps.slice(0, 2) });
    // 60 s on 1000 px: 7.2 s is 120 px, room for the label.
    expect(context.blocks).toBe(2);
    expect(context.labels).toEqual(['1', '\u2726', 'Step name 1', '2', 'Step name 2']);
    const block = screen.getByRole('button', { name: 'Step 2: Step name 2' }).parentElement;
    expect(block?.style.left).toBe('12%');
    expect(block?.style.width).toBe('12%');
  });

  it('leaves the step buttons untouched by a zoom and redraws the blocks at the new scale', () => {
    renderTimeline({ steps: manySteps.slice(0, 2) });
    const button = screen.getByRole('button', { name: 'Step 1: Step name 1 (AI-generated)' });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByRole('button', { name: 'Step 1: Step name 1 (AI-generated)' })).toBe(button);
    expect(button.parentElement?.style.left).toBe('0%');
    // Zoomed out the blocks are narrower: the names are cut or left out, never drawn past them.
    expect(context.blocks).toBe(2);
    for (const label of context.labels) expect(label.length * 6).toBeLessThanOrEqual(120);
  });

  it('Mark Start, Mark End and Clear call back; Mark End ignores a time not after the start', () => {
    const { props, rerender } = renderTimeline({ currentMs: 2000 });
    fireEvent.click(screen.getByRole('button', { name: 'Mark Start' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark End' }));
    expect(props.onMarkStart).toHaveBeenCalledOnce();
    expect(props.onClear).toHaveBeenCalledOnce();
    expect(props.onMarkEnd).not.toHaveBeenCalled();
    rerender(<FloatingTimeline {...props} currentMs={2001} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mark End' }));
    expect(props.onMarkEnd).toHaveBeenCalledOnce();
  });
});

describe('zoom', () => {
  it('starts at 100% and steps by 1.5 within 10% and 1000%', () => {
    renderTimeline();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(trackWidth()).toBe(1000);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeTruthy();
    expect(trackWidth()).toBe(1500);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText('67%')).toBeTruthy();
    // Below 100% the track shrinks until it fits the 800 px on screen (issue #18).
    expect(trackWidth()).toBe(800);
    for (let click = 0; click < 20; click += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    }
    expect(screen.getByText('1000%')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(trackWidth()).toBe(10_000);
  });

  it('zooms with Ctrl+wheel but not with a plain wheel', () => {
    renderTimeline();
    const scroller = screen.getByTestId('timeline-scroller');
    fireEvent.wheel(scroller, { deltaY: -100 });
    expect(screen.getByText('100%')).toBeTruthy();
    fireEvent.wheel(scroller, { deltaY: -100, ctrlKey: true });
    expect(screen.getByText('150%')).toBeTruthy();
    fireEvent.wheel(scroller, { deltaY: 100, metaKey: true });
    expect(screen.getByText('100%')).toBeTruthy();
  });

  it('labels the ruler in mm:ss', () => {
    renderTimeline();
    const labels = screen.getAllByTestId('ruler-label').map((label) => label.textContent);
    expect(labels.slice(0, 3)).toEqual(['00:00', '00:05', '00:10']);
  });
});

describe('a 1-hour video with 500 steps and 5,000 annotation ticks', () => {
  const ticks = Array.from({ length: 5000 }, (_, index) => index * 720);

  it('renders only the step blocks of the visible window', { timeout: 20_000 }, async () => {
    renderTimeline({ durationMs: HOUR_MS, steps: manySteps, annotationTicksMs: ticks });
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let click = 0; click < 6; click += 1) fireEvent.click(zoomIn);
    expect(screen.getByText('1000%')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Steps' });
    const rendered = within(list).getAllByRole('button');
    // 10 000 px for 1 h; the window is 3 x 800 px around the view: about 576 s, 80 steps.
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(within(list).queryByRole('button', { name: /^Step 400:/ })).toBeNull();

    const scroller = screen.getByTestId('timeline-scroller');
    Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: 8000 });
    fireEvent.scroll(scroller);
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: /^Step 400:/ })).toBeTruthy(),
    );
    expect(within(list).queryByRole('button', { name: /^Step 1:/ })).toBeNull();
    // Scrolled, the window is 3 x 800 px of the 10 000: about 864 s, 120 steps.
    expect(within(list).getAllByRole('button').length).toBeLessThan(130);
  });

  it('draws only the ticks on screen', () => {
    renderTimeline({ durationMs: HOUR_MS, steps: [], annotationTicksMs: ticks });
    // At 100% most of the hour is on the 800 px screen; at 1000% about 288 s of it.
    expect(context.lines).toBeGreaterThan(3000);
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    for (let click = 0; click < 6; click += 1) fireEvent.click(zoomIn);
    // 288 s: 400 annotation ticks and 288 ruler ticks (1 s).
    expect(context.lines).toBeGreaterThan(400);
    expect(context.lines).toBeLessThan(700);
    expect(context.blocks).toBe(0);
    expect(screen.getByRole('img', { name: '5000 annotation marks' })).toBeTruthy();
  });

  it('seeks to an annotation tick clicked in its lane', () => {
    const { props } = renderTimeline({ annotationTicksMs: [30_120, 10_000] });
    // 30.12 s sits at 502 px; 3 px off still hits it.
    fireEvent.pointerDown(track(), { pointerId: 3, button: 0, clientX: 505, clientY: 68 });
    expect(props.onSeek).toHaveBeenCalledWith(30_120);
  });
});

describe('placement and collapse', () => {
  it('sits 256 px from the right, 64 px when the sidebar is collapsed', () => {
    const { props, rerender } = renderTimeline();
    const region = screen.getByRole('region', { name: 'Video timeline' });
    expect(region.style.right).toBe('256px');
    rerender(<FloatingTimeline {...props} sidebarCollapsed />);
    expect(region.style.right).toBe('64px');
  });

  it('collapses to its header and expands again', () => {
    const { props, rerender } = renderTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse timeline' }));
    expect(props.onCollapsedChange).toHaveBeenCalledWith(true);
    rerender(<FloatingTimeline {...props} collapsed />);
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark Start' })).toBeNull();
    const expand = screen.getByRole('button', { name: 'Expand timeline' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(expand);
    expect(props.onCollapsedChange).toHaveBeenLastCalledWith(false);
  });
});
