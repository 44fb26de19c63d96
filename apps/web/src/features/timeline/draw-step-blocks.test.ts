import { describe, expect, it } from 'vitest';
import { fitText } from './draw-step-blocks';

/** Every character 6 px wide. */
const width = (text: string) => text.length * 6;

describe('fitText', () => {
  it('keeps a name that fits', () => {
    expect(fitText('Drill', 30, width)).toBe('Drill');
  });

  it('cuts a long name with an ellipsis within the room', () => {
    const cut = fitText('Drill the pilot holes', 60, width);
    expect(cut).toBe('Drill the\u2026');
    expect(width(cut)).toBeLessThanOrEqual(60);
  });

  it('draws nothing where not even one letter and the ellipsis fit', () => {
    expect(fitText('Drill', 11, width)).toBe('');
    expect(fitText('Drill', 0, width)).toBe('');
    expect(fitText('', 100, width)).toBe('');
  });
});
