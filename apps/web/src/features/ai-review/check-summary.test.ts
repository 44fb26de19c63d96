import { type EditorStep, emptyEditorStep } from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { checkLinesOf } from '@/features/ai-review/check-summary';

const item = (name: string) => ({
  name,
  specification: '',
  purchaseLink: '',
  quantity: 1,
  imageUrl: null,
  imagePath: null,
  repositoryId: null,
});

const aiStep = (aiReview: Partial<NonNullable<EditorStep['aiReview']>>): EditorStep => ({
  ...emptyEditorStep(),
  name: 'Remove the tire',
  isAiGenerated: true,
  tools: [item('Tire lever'), item('Pump')],
  materials: [item('Patch kit')],
  aiReview: {
    confidence: 0.9,
    review: [],
    uncertainItems: [],
    transcript: [],
    reviewed: false,
    ...aiReview,
  },
});

describe('checkLinesOf (the Check badge and the Check first note)', () => {
  it('words each check, with the low confidence first', () => {
    expect(
      checkLinesOf(
        aiStep({
          confidence: 0.42,
          review: ['timing', 'name', 'tools', 'materials'],
          uncertainItems: ['tire lever', 'Pump'],
        }),
      ),
    ).toEqual([
      'AI confidence 42%',
      'Check the start and end',
      'Check the name',
      'Check tools: Tire lever, Pump',
      'Check the materials',
    ]);
  });

  it('names uncertain items even when the AI did not flag their list', () => {
    expect(checkLinesOf(aiStep({ uncertainItems: ['Patch kit'] }))).toEqual([
      'Check materials: Patch kit',
    ]);
  });

  it('a low confidence alone asks to check the step; a confident one shows nothing', () => {
    expect(checkLinesOf(aiStep({ confidence: 0.3 }))).toEqual([
      'AI confidence 30%',
      'Check this step',
    ]);
    expect(checkLinesOf(aiStep({ confidence: 0.6 }))).toEqual([]);
    expect(checkLinesOf(aiStep({ confidence: null }))).toEqual([]);
  });

  it('shows nothing once the step was saved (reviewed) or for a step the creator made', () => {
    expect(checkLinesOf(aiStep({ confidence: 0.3, review: ['name'], reviewed: true }))).toEqual([]);
    expect(checkLinesOf({ ...emptyEditorStep(), name: 'Mine' })).toEqual([]);
  });
});
