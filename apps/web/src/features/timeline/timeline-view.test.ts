import { describe, expect, it } from 'vitest';
import {
  anchoredScrollLeft,
  constrainMarker,
  followScrollLeft,
  formatRulerLabel,
  itemsInRange,
  labelIntervalSeconds,
  lowerBound,
  markerKeyTarget,
  msToPx,
  nearestValue,
  pxToMs,
  ticksInRange,
  valuesInRange,
  visibleRange,
} from './timeline-view';

const HOUR_MS = 3_600_000;

describe('px <-> ms', () => {
  it('maps proportionally and rounds to whole ms, clamped to the duration', () => {
    expect(msToPx(30_000, 60_000, 1000)).toBe(500);
    expect(pxToMs(250, 60_000, 1000)).toBe(15_000);
    expect(pxToMs(1, 60_000, 700)).toBe(86);
    expect(pxToMs(-10, 60_000, 1000)).toBe(0);
    expect(pxToMs(2000, 60_000, 1000)).toBe(60_000);
    expect(msToPx(5, 0, 1000)).toBe(0);
  });
});

describe('visible range', () => {
  it('pads the viewport by one viewport each side and snaps to half viewports', () => {
    // 1 h on 10 000 px: 360 ms per px.
    expect(visibleRange(0, 1000, 10_000, HOUR_MS)).toEqual({ fromMs: 0, toMs: 720_000 });
    expect(visibleRange(2000, 1000, 10_000, HOUR_MS)).toEqual({
      fromMs: 360_000,
      toMs: 1_440_000,
    });
    expect(visibleRange(2400, 1000, 10_000, HOUR_MS)).toEqual(
      visibleRange(2000, 1000, 10_000, HOUR_MS),
    );
  });

  it('covers the whole track when nothing is measured yet', () => {
    expect(visibleRange(0, 0, 1000, 60_000)).toEqual({ fromMs: 0, toMs: 60_000 });
    expect(visibleRange(0, 1000, 1000, 0)).toEqual({ fromMs: 0, toMs: 0 });
  });

  it('keeps the items overlapping the range', () => {
    const items = [
      { id: 'a', startMs: 0, endMs: 10 },
      { id: 'b', startMs: 5, endMs: 50 },
      { id: 'c', startMs: 60, endMs: 70 },
    ];
    expect(itemsInRange(items, { fromMs: 20, toMs: 60 }).map((item) => item.id)).toEqual([
      'b',
      'c',
    ]);
  });
});

describe('sorted values', () => {
  const ticks = [100, 200, 200, 300, 900];

  it('binary-searches the first value at or after a time', () => {
    expect(lowerBound(ticks, 0)).toBe(0);
    expect(lowerBound(ticks, 200)).toBe(1);
    expect(lowerBound(ticks, 201)).toBe(3);
    expect(lowerBound(ticks, 1000)).toBe(5);
  });

  it('slices the values in a range, ends included', () => {
    expect(valuesInRange(ticks, { fromMs: 200, toMs: 300 })).toEqual([200, 200, 300]);
    expect(valuesInRange(ticks, { fromMs: 301, toMs: 899 })).toEqual([]);
  });

  it('finds the nearest value within a tolerance', () => {
    expect(nearestValue(ticks, 290, 20)).toBe(300);
    expect(nearestValue(ticks, 240, 20)).toBeNull();
    expect(nearestValue(ticks, 880, 30)).toBe(900);
    expect(nearestValue([], 10, 100)).toBeNull();
  });
});

describe('ruler labels', () => {
  it('use the ruler interval of spec 9 when there is room', () => {
    expect(labelIntervalSeconds(2, 100)).toBe(1);
    expect(labelIntervalSeconds(1, 20)).toBe(5);
    expect(labelIntervalSeconds(0.5, 10)).toBe(10);
  });

  it('thin out to a longer multiple of that interval when ticks are crowded', () => {
    // A 1 h video at 10% on 768 px: about 0.2 px per second.
    expect(labelIntervalSeconds(0.1, 768 / 3600)).toBe(300);
    expect(labelIntervalSeconds(1, 1000 / 3600)).toBe(300);
    expect(labelIntervalSeconds(2, 2)).toBe(60);
    expect(labelIntervalSeconds(1, 2)).toBe(60);
    expect(labelIntervalSeconds(1, 0.001)).toBe(3600);
  });

  it('lists the label times in a range, within the duration', () => {
    expect(ticksInRange(5, { fromMs: 3000, toMs: 21_000 }, 60_000)).toEqual([
      5000, 10_000, 15_000, 20_000,
    ]);
    expect(ticksInRange(10, { fromMs: 0, toMs: 100_000 }, 25_000)).toEqual([0, 10_000, 20_000]);
  });

  it('read mm:ss', () => {
    expect(formatRulerLabel(0)).toBe('00:00');
    expect(formatRulerLabel(65_000)).toBe('01:05');
    expect(formatRulerLabel(HOUR_MS)).toBe('60:00');
  });
});

describe('scrolling', () => {
  it('leaves the view alone while the playhead is on screen', () => {
    expect(followScrollLeft(500, 0, 1000, 5000)).toBe(0);
    expect(followScrollLeft(1000, 0, 1000, 5000)).toBe(0);
  });

  it('pages to the playhead when it leaves the view, within the track', () => {
    expect(followScrollLeft(1500, 0, 1000, 5000)).toBe(1400);
    expect(followScrollLeft(100, 2000, 1000, 5000)).toBe(0);
    expect(followScrollLeft(4990, 0, 1000, 5000)).toBe(4000);
  });

  it('keeps the anchored time in place after a zoom', () => {
    // 60 s; at 1500 px, 30 s sits at 750 px; kept 200 px from the left edge.
    expect(anchoredScrollLeft(30_000, 200, 60_000, 1500, 1000)).toBe(500);
    expect(anchoredScrollLeft(1000, 200, 60_000, 1500, 1000)).toBe(0);
    expect(anchoredScrollLeft(60_000, 0, 60_000, 1500, 1000)).toBe(500);
  });
});

describe('marker keys', () => {
  const times = { startMs: 2000, endMs: 5000, durationMs: 10_000 };

  it('move one frame (1/30 s) with arrows and one second with Shift', () => {
    expect(markerKeyTarget('ArrowRight', false, 'playhead', 1000, times)).toBe(1033);
    expect(markerKeyTarget('ArrowLeft', false, 'playhead', 1000, times)).toBe(967);
    expect(markerKeyTarget('ArrowRight', true, 'start', 2000, times)).toBe(3000);
    expect(markerKeyTarget('ArrowDown', true, 'end', 5000, times)).toBe(4000);
    expect(markerKeyTarget('Home', false, 'playhead', 1000, times)).toBe(0);
    expect(markerKeyTarget('End', false, 'playhead', 1000, times)).toBe(10_000);
    expect(markerKeyTarget('a', false, 'playhead', 1000, times)).toBeNull();
  });

  it('keep start before end', () => {
    expect(markerKeyTarget('ArrowRight', true, 'start', 4500, { ...times, startMs: 4500 })).toBe(
      4967,
    );
    expect(markerKeyTarget('End', false, 'start', 2000, times)).toBe(4967);
    expect(markerKeyTarget('Home', false, 'end', 5000, times)).toBe(2033);
    expect(markerKeyTarget('ArrowRight', true, 'end', 9500, times)).toBe(10_000);
  });

  it('clamp the playhead to the video', () => {
    expect(constrainMarker('playhead', -1, { startMs: null, endMs: null, duration: 10 })).toBe(0);
    expect(constrainMarker('playhead', 11, { startMs: null, endMs: null, duration: 10 })).toBe(10);
  });
});
