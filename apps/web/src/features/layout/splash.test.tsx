import { SPLASH } from '@stepwise/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REDUCED_MOTION_FADE_MS, SplashGate } from '@/features/layout/splash';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const splash = () => document.querySelector<HTMLElement>('[data-splash]');
const app = () => screen.getByText('The app').parentElement as HTMLElement;
const advanceTo = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('SplashGate', () => {
  it('shows the logo and name over a blurred, inert app, moves at 2 s, fades at 2.7 s, goes at 3.2 s', () => {
    stubReducedMotion(false);
    render(
      <SplashGate>
        <p>The app</p>
      </SplashGate>,
    );
    expect(screen.getByRole('status').textContent).toContain('Stepwise');
    expect(splash()?.dataset.splash).toBe('center');
    expect(app().hasAttribute('inert')).toBe(true);
    expect(app().style.filter).toBe('blur(6px)');

    advanceTo(SPLASH.moveToCornerAtMs - 1);
    expect(splash()?.dataset.splash).toBe('center');
    advanceTo(1);
    expect(splash()?.dataset.splash).toBe('corner');
    expect(app().hasAttribute('inert')).toBe(true);

    advanceTo(SPLASH.fadeAtMs - SPLASH.moveToCornerAtMs);
    expect(splash()?.dataset.splash).toBe('fading');
    expect(app().hasAttribute('inert')).toBe(true);
    expect(app().style.filter).toBe('blur(0px)');

    advanceTo(SPLASH.totalMs - SPLASH.fadeAtMs);
    expect(splash()).toBeNull();
    expect(app().hasAttribute('inert')).toBe(false);
    expect(app().style.filter).toBe('');
  });

  it('does not move with reduced motion and fades quickly', () => {
    stubReducedMotion(true);
    render(
      <SplashGate>
        <p>The app</p>
      </SplashGate>,
    );
    expect(splash()?.dataset.reducedMotion).toBe('true');
    advanceTo(SPLASH.moveToCornerAtMs);
    expect(splash()?.dataset.splash).toBe('center');
    advanceTo(SPLASH.fadeAtMs - SPLASH.moveToCornerAtMs);
    expect(splash()?.dataset.splash).toBe('fading');
    advanceTo(REDUCED_MOTION_FADE_MS);
    expect(splash()).toBeNull();
    expect(app().hasAttribute('inert')).toBe(false);
  });
});
