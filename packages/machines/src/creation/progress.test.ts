import { AI_BREAKDOWN_PHASES, PROGRESS_VALUES } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  aiPhaseProgress,
  shortFormUploadProgress,
  UPLOAD_PROGRESS_MAX,
  videoUploadProgress,
} from './progress';

describe('creation progress (spec 4, spec 9)', () => {
  it('maps the AI phases: Audio Extraction 20, Transcription 40, AI Analysis 60, other 50', () => {
    expect(aiPhaseProgress('extracting_audio')).toBe(20);
    expect(aiPhaseProgress('transcribing_audio')).toBe(40);
    expect(aiPhaseProgress('analyzing')).toBe(60);
    expect(aiPhaseProgress('getting_duration')).toBe(50);
    expect(aiPhaseProgress('uploading_chunks')).toBe(50);
    expect(aiPhaseProgress('toString')).toBe(50);
  });

  it('keeps every AI phase inside 10..70', () => {
    for (const phase of [...AI_BREAKDOWN_PHASES, 'something else']) {
      expect(aiPhaseProgress(phase)).toBeGreaterThan(10);
      expect(aiPhaseProgress(phase)).toBeLessThan(70);
    }
  });

  it('uploads at 80 plus 5 per uploaded video, bounded below creating (95)', () => {
    expect([0, 1, 2, 3, 9].map(videoUploadProgress)).toEqual([80, 85, 90, 90, 90]);
    expect(UPLOAD_PROGRESS_MAX).toBeLessThan(95);
  });

  it('shows the short-form upload at 85 and never moves backwards', () => {
    expect(shortFormUploadProgress(80)).toBe(85);
    expect(shortFormUploadProgress(85)).toBe(85);
    expect(shortFormUploadProgress(90)).toBe(90);
  });

  it('uses only the spec values for a single video with a short-form video', () => {
    const values = [videoUploadProgress(0), videoUploadProgress(1), shortFormUploadProgress(85)];
    for (const value of values) expect(PROGRESS_VALUES).toContain(value);
  });
});
