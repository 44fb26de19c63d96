import { describe, expect, it } from 'vitest';
import { hasUnsavedWork, parseStoredFlags, type UnsavedWorkFacts } from './facts';

const clean: UnsavedWorkFacts = {
  editingStepHasData: false,
  newStepHasData: false,
  stepCount: 1,
  unfinalizedAiSteps: 0,
};

describe('hasUnsavedWork', () => {
  it('is false before anything is reported and for clean facts', () => {
    expect(hasUnsavedWork(null)).toBe(false);
    expect(hasUnsavedWork(clean)).toBe(false);
  });

  it('is true for each of the four definitions', () => {
    expect(hasUnsavedWork({ ...clean, editingStepHasData: true })).toBe(true);
    expect(hasUnsavedWork({ ...clean, newStepHasData: true })).toBe(true);
    expect(hasUnsavedWork({ ...clean, stepCount: 0 })).toBe(true);
    expect(hasUnsavedWork({ ...clean, unfinalizedAiSteps: 1 })).toBe(true);
  });
});

describe('parseStoredFlags', () => {
  it('reads a whole record and drops anything else it carries', () => {
    expect(parseStoredFlags({ ...clean, extra: 'x' })).toEqual(clean);
  });

  it.each([
    null,
    'dirty',
    {},
    { ...clean, stepCount: -1 },
    { ...clean, unfinalizedAiSteps: 1.5 },
    { ...clean, newStepHasData: 'yes' },
    { ...clean, editingStepHasData: undefined },
  ])('refuses %j', (value) => {
    expect(parseStoredFlags(value)).toBeNull();
  });
});
