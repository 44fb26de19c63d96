import { SPLIT_PANEL_PERCENT } from '@stepwise/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clampSplit, ResizableSplit } from '@/features/authoring/editor/resizable-split';

const STORAGE_KEY = 'stepwise.authoring.split';

afterEach(() => localStorage.clear());

describe('clampSplit (spec 2: the left panel is 25-75% wide)', () => {
  it('keeps a width inside the limits as it is', () => {
    expect(SPLIT_PANEL_PERCENT).toMatchObject({ min: 25, max: 75, default: 45 });
    expect(clampSplit(25)).toBe(25);
    expect(clampSplit(45.5)).toBe(45.5);
    expect(clampSplit(75)).toBe(75);
  });

  it('clamps a width outside the limits', () => {
    expect(clampSplit(10)).toBe(25);
    expect(clampSplit(-5)).toBe(25);
    expect(clampSplit(90)).toBe(75);
    expect(clampSplit(Number.POSITIVE_INFINITY)).toBe(75);
  });
});

function renderSplit() {
  render(<ResizableSplit label="Resize the panels" left={<p>Video</p>} right={<p>Tabs</p>} />);
  return screen.getByRole('separator', { name: 'Resize the panels' });
}

describe('ResizableSplit', () => {
  it('starts at 45% and moves by keyboard within the limits, remembering the width', () => {
    const separator = renderSplit();
    expect(separator.getAttribute('aria-valuenow')).toBe('45');
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(separator.getAttribute('aria-valuenow')).toBe('46');
    fireEvent.keyDown(separator, { key: 'ArrowLeft', shiftKey: true });
    expect(separator.getAttribute('aria-valuenow')).toBe('41');
    fireEvent.keyDown(separator, { key: 'End' });
    expect(separator.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.keyDown(separator, { key: 'ArrowRight' });
    expect(separator.getAttribute('aria-valuenow')).toBe('75');
    fireEvent.keyDown(separator, { key: 'Home' });
    expect(separator.getAttribute('aria-valuenow')).toBe('25');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('25');
  });

  it('opens at a remembered width', () => {
    localStorage.setItem(STORAGE_KEY, '60');
    expect(renderSplit().getAttribute('aria-valuenow')).toBe('60');
  });

  it.each([
    ['90', '75'],
    ['not a number', '45'],
  ])('reads a stored %j as %s', (stored, shown) => {
    localStorage.setItem(STORAGE_KEY, stored);
    expect(renderSplit().getAttribute('aria-valuenow')).toBe(shown);
  });
});
