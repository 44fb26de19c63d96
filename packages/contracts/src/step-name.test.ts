import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { stripStepNumber } from './step-name';

describe('stripStepNumber', () => {
  it('drops a leading "Step N:", "Step N -" or "Step N." (any case, any dash)', () => {
    expect(stripStepNumber('Step 3: Cut the board')).toBe('Cut the board');
    expect(stripStepNumber('step 12 - Sand the edges')).toBe('Sand the edges');
    expect(stripStepNumber('STEP 1. Measure twice')).toBe('Measure twice');
    expect(stripStepNumber('Step 2 \u2013 Glue')).toBe('Glue');
    expect(stripStepNumber('Step 2\u2014Glue')).toBe('Glue');
    expect(stripStepNumber('Step 4:word')).toBe('word');
    expect(stripStepNumber('  Step 5 :  Oil it  ')).toBe('Oil it');
    expect(stripStepNumber('Step #6) Hang it')).toBe('Hang it');
    expect(stripStepNumber('Step No. 7: Wax it')).toBe('Wax it');
    expect(stripStepNumber('Step number 8 - Buff it')).toBe('Buff it');
    expect(stripStepNumber('Step 2 of 5: Glue')).toBe('Glue');
    expect(stripStepNumber('Step 2/5 - Glue')).toBe('Glue');
  });

  it('drops a prefix baked in several times', () => {
    expect(stripStepNumber('Step 3: Step 3: word')).toBe('word');
    expect(stripStepNumber('Step 3: Step 2 - word')).toBe('word');
  });

  it('keeps names that only look alike', () => {
    expect(stripStepNumber('Cut the board')).toBe('Cut the board');
    expect(stripStepNumber('Step stool legs')).toBe('Step stool legs');
    expect(stripStepNumber('Step 2 of the glue-up')).toBe('Step 2 of the glue-up');
    expect(stripStepNumber('Step 1.5 mm gap')).toBe('Step 1.5 mm gap');
    expect(stripStepNumber('Sand, then Step 3: oil')).toBe('Sand, then Step 3: oil');
    expect(stripStepNumber('Steps 1-3: prepare')).toBe('Steps 1-3: prepare');
    expect(stripStepNumber('Stepping 2: no')).toBe('Stepping 2: no');
  });

  it('keeps a name that is nothing but the prefix, rather than leave it empty', () => {
    expect(stripStepNumber('Step 3:')).toBe('Step 3:');
    expect(stripStepNumber('Step 3: Step 4 -')).toBe('Step 3: Step 4 -');
    expect(stripStepNumber('')).toBe('');
  });

  it('is exported from the package entry', () => {
    expect(contracts.stripStepNumber).toBe(stripStepNumber);
  });
});
