import { describe, expect, it } from 'vitest';
import {
  dragEnd,
  dragStart,
  FRAME_STEP_SECONDS,
  formatTimecode,
  rulerTickIntervalSeconds,
  rulerTicks,
  stepFrame,
  TIMELINE_ZOOM,
  timelineTrackWidthPx,
  timeToX,
  toWholeMs,
  xToTime,
  zoomIn,
  zoomOut,
} from './timeline';

describe('zoom', () => {
  it('starts at 100% and steps by a factor of 1.5', () => {
    expect(TIMELINE_ZOOM.initial).toBe(1);
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(1.5)).toBe(2.25);
    expect(zoomOut(1)).toBeCloseTo(0.666667, 6);
    expect(zoomOut(1.5)).toBe(1);
  });

  it('comes back to exactly 100% after zooming out and in again', () => {
    expect(zoomIn(zoomOut(1))).toBe(1);
    expect(zoomIn(zoomIn(zoomOut(zoomOut(1))))).toBe(1);
  });

  it('zooms out of 1000% through the 1.5 levels and lands on 100% (issue #18)', () => {
    let zoom = 10;
    const seen: number[] = [];
    for (let step = 0; step < 6; step += 1) {
      zoom = zoomOut(zoom);
      seen.push(Math.round(zoom * 100));
    }
    expect(seen).toEqual([759, 506, 338, 225, 150, 100]);
    expect(zoom).toBe(1);
    expect(zoomIn(0.1)).toBeCloseTo(0.131687, 6);
    expect(zoomIn(zoomIn(zoomIn(zoomIn(zoomIn(zoomIn(0.1))))))).toBe(1);
  });

  it('stays within 0.1 and 10', () => {
    expect(zoomIn(7.59375)).toBe(10);
    expect(zoomIn(10)).toBe(10);
    expect(zoomOut(0.131687243)).toBe(0.1);
    expect(zoomOut(0.1)).toBe(0.1);
    let zoom = 1;
    for (let step = 0; step < 20; step += 1) zoom = zoomIn(zoom);
    expect(zoom).toBe(10);
    for (let step = 0; step < 40; step += 1) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.1);
  });
});

describe('track width', () => {
  it('is the larger of 1000 px x zoom and the window width minus 256', () => {
    expect(timelineTrackWidthPx(1, 1024)).toBe(1000);
    expect(timelineTrackWidthPx(1, 1920)).toBe(1664);
    expect(timelineTrackWidthPx(2.25, 1920)).toBe(2250);
    expect(timelineTrackWidthPx(0.1, 800)).toBe(544);
  });
});

describe('ruler ticks', () => {
  it('every 10 s below 100%, 5 s from 100%, 1 s from 200%', () => {
    expect(rulerTickIntervalSeconds(0.1)).toBe(10);
    expect(rulerTickIntervalSeconds(0.99)).toBe(10);
    expect(rulerTickIntervalSeconds(1)).toBe(5);
    expect(rulerTickIntervalSeconds(1.5)).toBe(5);
    expect(rulerTickIntervalSeconds(2)).toBe(1);
    expect(rulerTickIntervalSeconds(10)).toBe(1);
  });

  it('lists the tick times from 0 to the duration', () => {
    expect(rulerTicks(25, 0.5)).toEqual([0, 10, 20]);
    expect(rulerTicks(20, 0.5)).toEqual([0, 10, 20]);
    expect(rulerTicks(12, 1)).toEqual([0, 5, 10]);
    expect(rulerTicks(3.5, 2.25)).toEqual([0, 1, 2, 3]);
    expect(rulerTicks(0, 1)).toEqual([0]);
    expect(rulerTicks(Number.NaN, 1)).toEqual([]);
  });
});

describe('frame step', () => {
  it('moves by 1/30 s', () => {
    expect(FRAME_STEP_SECONDS).toBe(1 / 30);
    expect(stepFrame(1, 1, 10)).toBeCloseTo(1.033333, 6);
    expect(stepFrame(1, -1, 10)).toBeCloseTo(0.966667, 6);
  });

  it('is clamped between 0 and the duration', () => {
    expect(stepFrame(0.01, -1, 10)).toBe(0);
    expect(stepFrame(0, -1, 10)).toBe(0);
    expect(stepFrame(9.99, 1, 10)).toBe(10);
    expect(stepFrame(10, 1, 10)).toBe(10);
  });

  it('only clamps at 0 while the duration is unknown', () => {
    expect(stepFrame(1, 1, Number.NaN)).toBeCloseTo(1.033333, 6);
  });
});

describe('time display and timestamps', () => {
  it('formats mm:ss.mmm', () => {
    expect(formatTimecode(0)).toBe('00:00.000');
    expect(formatTimecode(5.25)).toBe('00:05.250');
    expect(formatTimecode(83.0456)).toBe('01:23.046');
    expect(formatTimecode(null)).toBe('00:00.000');
  });

  it('timestamps are whole rounded milliseconds', () => {
    expect(toWholeMs(1.2345)).toBe(1235);
    expect(toWholeMs(1.2344)).toBe(1234);
    expect(toWholeMs(2)).toBe(2000);
  });
});

describe('marker drag keeps start before end', () => {
  it('start stays at least one frame before the end', () => {
    expect(dragStart(3, 5, 10)).toBe(3);
    expect(dragStart(6, 5, 10)).toBeCloseTo(5 - 1 / 30, 9);
    expect(dragStart(-1, 5, 10)).toBe(0);
    expect(dragStart(12, null, 10)).toBe(10);
  });

  it('end stays at least one frame after the start', () => {
    expect(dragEnd(7, 5, 10)).toBe(7);
    expect(dragEnd(4, 5, 10)).toBeCloseTo(5 + 1 / 30, 9);
    expect(dragEnd(12, 5, 10)).toBe(10);
    expect(dragEnd(-2, null, 10)).toBe(0);
  });
});

describe('time <-> x on the track', () => {
  it('maps time to px proportionally', () => {
    expect(timeToX(30, 60, 1000)).toBe(500);
    expect(timeToX(90, 60, 1000)).toBe(1000);
    expect(timeToX(-5, 60, 1000)).toBe(0);
    expect(timeToX(5, 0, 1000)).toBe(0);
  });

  it('maps px back to time, clamped to the duration', () => {
    expect(xToTime(250, 60, 1000)).toBe(15);
    expect(xToTime(1200, 60, 1000)).toBe(60);
    expect(xToTime(-10, 60, 1000)).toBe(0);
    expect(xToTime(100, 60, 0)).toBe(0);
  });
});
