import { describe, expect, it } from 'vitest';
import {
  estimateRemainingMs,
  formatTimecode,
  formatUsMonthDayYear,
  formatUsShortDate,
  rulerTickIntervalSeconds,
  stepFrameTime,
  toWholeMs,
} from './format';

describe('formatTimecode', () => {
  it('shows mm:ss.mmm', () => {
    expect(formatTimecode(0)).toBe('00:00.000');
    expect(formatTimecode(5.25)).toBe('00:05.250');
    expect(formatTimecode(61.0005)).toBe('01:01.001');
    expect(formatTimecode(59.9999)).toBe('01:00.000');
    expect(formatTimecode(3599.999)).toBe('59:59.999');
    expect(formatTimecode(6000)).toBe('100:00.000');
  });

  it('shows 00:00.000 for missing, negative or invalid input', () => {
    expect(formatTimecode(null)).toBe('00:00.000');
    expect(formatTimecode(-3)).toBe('00:00.000');
    expect(formatTimecode(Number.NaN)).toBe('00:00.000');
  });
});

describe('time helpers', () => {
  it('toWholeMs rounds to whole milliseconds', () => {
    expect(toWholeMs(1.2345)).toBe(1235);
    expect(toWholeMs(1 / 30)).toBe(33);
    expect(toWholeMs(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('steps frames by 1/30 s inside the duration', () => {
    expect(stepFrameTime(1, 1, 10)).toBeCloseTo(1 + 1 / 30, 10);
    expect(stepFrameTime(0.01, -1, 10)).toBe(0);
    expect(stepFrameTime(9.99, 1, 10)).toBe(10);
  });

  it('picks ruler ticks by zoom', () => {
    expect(rulerTickIntervalSeconds(0.5)).toBe(10);
    expect(rulerTickIntervalSeconds(1)).toBe(5);
    expect(rulerTickIntervalSeconds(2.25)).toBe(1);
  });

  it('estimates the remaining time from elapsed time and progress', () => {
    expect(estimateRemainingMs(10_000, 25)).toBe(30_000);
    expect(estimateRemainingMs(10_000, 0)).toBeNull();
    expect(estimateRemainingMs(10_000, 100)).toBe(0);
  });
});

describe('US dates', () => {
  const iso = '2026-11-22T15:30:00.000Z';

  it('formats the short US date', () => {
    expect(formatUsShortDate(iso, { timeZone: 'UTC' })).toBe('11/22/2026');
    expect(formatUsShortDate('not a date')).toBe('');
  });

  it('formats short month, day, year', () => {
    expect(formatUsMonthDayYear(iso, { timeZone: 'UTC' })).toBe('Nov 22, 2026');
    expect(formatUsMonthDayYear(new Date(iso), { timeZone: 'Pacific/Kiritimati' })).toBe(
      'Nov 23, 2026',
    );
  });
});
