import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingTimeline, type FloatingTimelineProps } from './floating-timeline';

// Issue #18: zooming below 100%, grabbing Start / End over the playhead, the disabled state.

beforeEach(() => {
  // No drawing here: the track's geometry and the buttons are what these tests read.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
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
    viewportWidthPx: 400,
    ...overrides,
  };
  return { props, ...render(<FloatingTimeline {...props} />) };
}

const track = () => screen.getByTestId('timeline-track');
const trackWidth = () => Number.parseFloat(track().style.width);
const zoomOut = () => screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
const zoomIn = () => screen.getByRole('button', { name: 'Zoom in' }) as HTMLButtonElement;

describe('zooming out below 100% (issue #18 point 25)', () => {
  it('shrinks the track step by step down to the whole video in view', () => {
    renderTimeline({ viewportWidthPx: 400 });
    expect(trackWidth()).toBe(1000);
    const widths: number[] = [];
    while (!zoomOut().disabled) {
      fireEvent.click(zoomOut());
      widths.push(Math.round(trackWidth()));
    }
    // 1000 px x zoom (67%, 44%, 30%) until the track fits the 400 px on screen.
    expect(widths).toEqual([667, 444, 400]);
    expect(screen.getByText('30%')).toBeTruthy();
  });

  it('stops at the step that fits the whole video and comes back to exactly 100%', () => {
    renderTimeline({ viewportWidthPx: 800 });
    fireEvent.click(zoomOut());
    expect(screen.getByText('67%')).toBeTruthy();
    expect(trackWidth()).toBe(800);
    expect(zoomOut().disabled).toBe(true);
    fireEvent.click(zoomIn());
    expect(screen.getByText('100%')).toBeTruthy();
    expect(trackWidth()).toBe(1000);
  });

  it('lands on 100% when zooming out from 1000%', () => {
    renderTimeline();
    while (!zoomIn().disabled) fireEvent.click(zoomIn());
    expect(screen.getByText('1000%')).toBeTruthy();
    const seen: string[] = [];
    for (let click = 0; click < 6; click += 1) {
      fireEvent.click(zoomOut());
      seen.push(screen.getByText(/^\d+%$/).textContent ?? '');
    }
    expect(seen).toEqual(['759%', '506%', '338%', '225%', '150%', '100%']);
    expect(trackWidth()).toBe(1000);
  });
});

describe('Start and End over the playhead (issue #18 point 26)', () => {
  // jsdom lays nothing out: the track starts at x 0 and is 1000 px wide for 60 s.
  const xOf = (ms: number) => (ms / 60_000) * 1000;

  it('pressing the playhead handle where End sits drags End', async () => {
    const { props } = renderTimeline({ currentMs: 5000, viewportWidthPx: 800 });
    const playhead = screen.getByRole('slider', { name: 'Current Time' });
    fireEvent.pointerDown(playhead, { pointerId: 1, button: 0, clientX: xOf(5000), clientY: 8 });
    fireEvent.pointerMove(track(), { pointerId: 1, clientX: 500 });
    fireEvent.pointerUp(track(), { pointerId: 1, clientX: 500 });
    await waitFor(() => expect(props.onEndChange).toHaveBeenLastCalledWith(30_000));
    expect(props.onSeek).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('slider', { name: 'End Time' }));
  });

  it('grabs Start at the very start of the track, under the playhead too', async () => {
    const { props } = renderTimeline({ startMs: 0, currentMs: 0, viewportWidthPx: 800 });
    const playhead = screen.getByRole('slider', { name: 'Current Time' });
    fireEvent.pointerDown(playhead, { pointerId: 2, button: 0, clientX: 2, clientY: 8 });
    fireEvent.pointerMove(track(), { pointerId: 2, clientX: 50 });
    fireEvent.pointerUp(track(), { pointerId: 2, clientX: 50 });
    await waitFor(() => expect(props.onStartChange).toHaveBeenLastCalledWith(3000));
    expect(props.onSeek).not.toHaveBeenCalled();
  });

  it('still scrubs the playhead from the track below the handles', () => {
    const { props } = renderTimeline({ currentMs: 5000, viewportWidthPx: 800 });
    fireEvent.pointerDown(track(), { pointerId: 3, button: 0, clientX: xOf(5000), clientY: 40 });
    fireEvent.pointerUp(track(), { pointerId: 3, clientX: xOf(5000) });
    expect(props.onSeek).toHaveBeenCalledWith(5000);
    expect(props.onEndChange).not.toHaveBeenCalled();
  });

  it('stacks the Start and End handles above the playhead', () => {
    renderTimeline({ currentMs: 5000 });
    const layer = (name: string) =>
      Number(screen.getByRole('slider', { name }).parentElement?.style.zIndex);
    expect(layer('End Time')).toBeGreaterThan(layer('Current Time'));
    expect(layer('Start Time')).toBeGreaterThan(layer('Current Time'));
  });
});

describe('a video that fails to load (issue #18 point 27)', () => {
  it('disables Mark Start, Mark End and Clear as the player does', () => {
    const { props, rerender } = renderTimeline({ disabled: true, currentMs: 9000 });
    for (const name of ['Mark Start', 'Mark End', 'Clear']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled, name).toBe(true);
      fireEvent.click(button);
    }
    expect(props.onMarkStart).not.toHaveBeenCalled();
    expect(zoomIn().disabled).toBe(true);
    rerender(<FloatingTimeline {...props} disabled={false} />);
    expect((screen.getByRole('button', { name: 'Mark End' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
