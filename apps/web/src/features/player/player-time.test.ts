import { FRAME_STEP_SECONDS } from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { clampTime, frameStep, positionMs, secondStep, seekTarget } from './player-time';

describe('clampTime', () => {
  it('keeps a time inside [0, duration]', () => {
    expect(clampTime(-2, 10)).toBe(0);
    expect(clampTime(12, 10)).toBe(10);
    expect(clampTime(4.2, 10)).toBe(4.2);
  });

  it('only clamps at 0 while the duration is unknown', () => {
    expect(clampTime(42, Number.NaN)).toBe(42);
    expect(clampTime(42, 0)).toBe(42);
    expect(clampTime(-1, Number.NaN)).toBe(0);
  });

  it('turns NaN into 0', () => {
    expect(clampTime(Number.NaN, 10)).toBe(0);
  });
});

describe('frameStep', () => {
  it('moves by 1/30 s', () => {
    expect(frameStep(1, 1, 10)).toBeCloseTo(1 + FRAME_STEP_SECONDS, 9);
    expect(frameStep(1, -1, 10)).toBeCloseTo(1 - FRAME_STEP_SECONDS, 9);
  });

  it('clamps at 0 and at the duration', () => {
    expect(frameStep(0.01, -1, 10)).toBe(0);
    expect(frameStep(0, -1, 10)).toBe(0);
    expect(frameStep(9.99, 1, 10)).toBe(10);
    expect(frameStep(10, 1, 10)).toBe(10);
  });

  it('brings a time past the end back inside', () => {
    expect(frameStep(12, -1, 10)).toBeCloseTo(10 - FRAME_STEP_SECONDS, 9);
  });
});

describe('secondStep', () => {
  it('moves by one second, clamped', () => {
    expect(secondStep(5, 1, 10)).toBe(6);
    expect(secondStep(5, -1, 10)).toBe(4);
    expect(secondStep(0.5, -1, 10)).toBe(0);
    expect(secondStep(9.5, 1, 10)).toBe(10);
  });
});

describe('positionMs', () => {
  it('rounds to whole milliseconds', () => {
    expect(positionMs(12.3456)).toBe(12_346);
    expect(positionMs(1 / 30)).toBe(33);
    expect(positionMs(2 / 30)).toBe(67);
  });

  it('is never negative and never NaN', () => {
    expect(positionMs(-0.4)).toBe(0);
    expect(positionMs(Number.NaN)).toBe(0);
  });
});

describe('seekTarget', () => {
  it('turns ms into clamped seconds', () => {
    expect(seekTarget(1500, 10)).toBe(1.5);
    expect(seekTarget(20_000, 10)).toBe(10);
    expect(seekTarget(-5, 10)).toBe(0);
  });
});
