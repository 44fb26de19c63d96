import { describe, expect, it } from 'vitest';
import { checkProjectVideos, shortFormRefusal } from '@/features/creation/file-checks';
import { formatBytes, formatDuration, formatRemaining } from '@/features/creation/format';

const GIB = 1024 ** 3;

describe('creation formats', () => {
  it('says sizes, durations and the time left the way people read them', () => {
    expect(formatBytes(850)).toBe('850 B');
    expect(formatBytes(12.34 * 1024 ** 2)).toBe('12.3 MB');
    expect(formatBytes(4 * GIB)).toBe('4.0 GB');
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatRemaining(null)).toBe('Estimating the time left...');
    expect(formatRemaining(38_000)).toBe('About 40 s left');
    expect(formatRemaining(130_000)).toBe('About 2 min left');
    expect(formatRemaining(65 * 60_000)).toBe('About 1 h 5 min left');
    expect(formatRemaining(0)).toBe('Almost done...');
  });
});

describe('checks as files are picked (spec 5)', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('keeps the videos and refuses the others, type before size', () => {
    const ok = file('cut.mov', '');
    expect(checkProjectVideos([ok, file('notes.txt', 'text/plain')])).toEqual({
      accepted: [ok],
      refusal: 'Invalid file type. Please upload video files only.',
    });
    expect(checkProjectVideos([ok, file('a.mp4', 'video/mp4', 5 * GIB + 1)]).refusal).toBe(
      'The following files exceed the 5GB size limit: a.mp4. Please compress your videos or choose smaller files.',
    );
    expect(checkProjectVideos([file('b.mp4', 'video/mp4', 5 * GIB)]).refusal).toBeNull();
  });

  it('wants the short-form video under 1GB', () => {
    expect(shortFormRefusal(file('p.mp4', 'video/mp4', GIB - 1))).toBeNull();
    expect(shortFormRefusal(file('p.mp4', 'video/mp4', GIB))).toBe(
      'Short-form video must be under 1GB.',
    );
    expect(shortFormRefusal(file('p.png', 'image/png'))).toBe(
      'Invalid file type for short-form video.',
    );
  });
});
