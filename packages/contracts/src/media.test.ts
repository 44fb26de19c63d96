import { describe, expect, it } from 'vitest';
import {
  AI_LOW_CONFIDENCE,
  aiBreakdownEntrySchema,
  aiStepSchema,
  aiStepTiming,
  analyzeTranscriptInputSchema,
  BREAKDOWN_MAX_VIDEOS,
  regenerateStepInputSchema,
  startBreakdownInputSchema,
  transcribeInputSchema,
} from './media';

describe('media contracts', () => {
  it('transcribe defaults to en-US and refuses other languages', () => {
    expect(transcribeInputSchema.parse({ audio_url: 'https://f/a.mp3' }).language_code).toBe(
      'en-US',
    );
    expect(
      transcribeInputSchema.safeParse({ audio_url: 'x', language_code: 'fr-FR' }).success,
    ).toBe(false);
  });

  it('AI steps default duration 30 and difficulty Beginner', () => {
    const step = aiStepSchema.parse({
      name: 'Glue',
      description: 'Apply glue',
      video_start_time_ms: 1000,
      video_end_time_ms: 4000,
      ...aiStepTiming(1000, 4000),
    });
    expect(step.estimated_duration).toBe(30);
    expect(step.difficulty_level).toBe('Beginner');
    expect(step.timestamps).toEqual({
      start: '00:01.000',
      end: '00:04.000',
      start_seconds: 1,
      end_seconds: 4,
      duration_seconds: 3,
    });
    expect(step.timestamp_display).toBe('00:01.000 - 00:04.000');
  });

  it('a regeneration time range must end after it starts', () => {
    const base = {
      transcript: 'hello',
      video_metadata: { filename: 'a.mp4', duration: 12.5, size: 1000 },
      project_context: { name: 'P' },
    };
    expect(analyzeTranscriptInputSchema.safeParse(base).success).toBe(true);
    const bad = analyzeTranscriptInputSchema.safeParse({
      ...base,
      time_range: { start_ms: 5, end_ms: 5 },
    });
    expect(bad.error?.issues[0]?.message).toBe('End time must be after start time.');
  });

  it('a breakdown entry fills empty lists', () => {
    expect(aiBreakdownEntrySchema.parse({ videoName: 'a.mp4' })).toEqual({
      videoName: 'a.mp4',
      transcript: '',
      steps: [],
      materials: [],
      tools: [],
      cautions: [],
      questions: [],
    });
  });

  it('AI steps carry empty item lists and no question unless the analysis found some', () => {
    const step = aiStepSchema.parse({
      name: 'Cut',
      description: '',
      video_start_time_ms: 0,
      video_end_time_ms: 1000,
      ...aiStepTiming(0, 1000),
    });
    expect(step).toMatchObject({ tools: [], materials: [], cautions: [], validation_metric: null });
  });

  it('AI steps stored before confidence existed parse as unknown, with nothing to check', () => {
    const step = aiStepSchema.parse({
      name: 'Cut',
      description: '',
      video_start_time_ms: 0,
      video_end_time_ms: 1000,
      ...aiStepTiming(0, 1000),
    });
    expect(step).toMatchObject({
      confidence: null,
      review: [],
      uncertain_items: [],
      quantities: {},
      transcript: [],
    });
  });

  it('AI steps carry their confidence, what to check, spoken quantities and timed sentences', () => {
    const fields = {
      confidence: 0.42,
      review: ['timing', 'tools'],
      uncertain_items: ['tire lever'],
      quantities: { 'tire lever': 2 },
      transcript: [{ start_ms: 1200, end_ms: 3400, text: 'Pry the tire off with two levers.' }],
    };
    const step = aiStepSchema.parse({
      name: 'Remove the tire',
      description: '',
      video_start_time_ms: 1000,
      video_end_time_ms: 5000,
      ...aiStepTiming(1000, 5000),
      tools: ['tire lever'],
      ...fields,
    });
    expect(step).toMatchObject(fields);
    expect(step.confidence).toBeLessThan(AI_LOW_CONFIDENCE);
  });

  it('AI steps refuse a confidence outside 0-1, unknown review parts and quantities under 1', () => {
    const base = {
      name: 'Cut',
      description: '',
      video_start_time_ms: 0,
      video_end_time_ms: 1000,
      ...aiStepTiming(0, 1000),
    };
    for (const bad of [
      { confidence: 1.2 },
      { confidence: -0.1 },
      { review: ['everything'] },
      { quantities: { screw: 0 } },
      { quantities: { screw: 1.5 } },
      { transcript: [{ start_ms: -1, end_ms: 10, text: 'x' }] },
    ]) {
      expect(aiStepSchema.safeParse({ ...base, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('a breakdown takes 1 to 20 named videos; a regeneration needs an increasing time range', () => {
    const video = { name: 'a.mp4', path: 'users/u/videos/a.mp4' };
    const context = { name: 'Shed' };
    expect(
      startBreakdownInputSchema.safeParse({ videos: [], project_context: context }).success,
    ).toBe(false);
    expect(
      startBreakdownInputSchema.safeParse({
        videos: Array.from({ length: BREAKDOWN_MAX_VIDEOS + 1 }, () => video),
        project_context: context,
      }).success,
    ).toBe(false);
    expect(
      startBreakdownInputSchema.parse({ videos: [video], project_context: context })
        .project_context,
    ).toEqual({ name: 'Shed', description: '', tags: [] });
    const range = (start_ms: number, end_ms: number) =>
      regenerateStepInputSchema.safeParse({
        video,
        time_range: { start_ms, end_ms },
        project_context: context,
      });
    expect(range(1000, 5000).success).toBe(true);
    expect(range(5000, 5000).success).toBe(false);
    expect(range(-1, 5000).success).toBe(false);
  });
});
