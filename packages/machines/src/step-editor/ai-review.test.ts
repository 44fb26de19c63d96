import { aiStepSchema, aiStepTiming } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  aiChecksOf,
  aiReviewFromAiStep,
  isLowConfidence,
  isNameUncertain,
  spokenQuantity,
  uncertainItemsOf,
} from './ai-review';
import { cutStep, startStepEditor } from './fixtures';
import { toEditorStepItem } from './items';
import type { EditorAiReview, EditorStep } from './types';

const review = (overrides: Partial<EditorAiReview> = {}): EditorAiReview => ({
  confidence: 0.4,
  review: ['timing', 'name', 'tools'],
  uncertainItems: ['tire lever', 'Patch kit'],
  transcript: [
    { start_ms: 1_200, end_ms: 2_900, text: 'First pry the tire off.' },
    { start_ms: 3_000, end_ms: 5_400, text: 'Use two levers.' },
  ],
  reviewed: false,
  ...overrides,
});

/** An AI step with two tools (one uncertain), one uncertain material and low confidence. */
const tireStep: EditorStep = {
  ...cutStep,
  id: 'ai-step-1',
  name: 'Remove the tire',
  isAiGenerated: true,
  isFinalized: false,
  tools: [
    toEditorStepItem({ name: 'Tire lever', quantity: 2 }),
    toEditorStepItem({ name: 'Pump' }),
  ],
  materials: [toEditorStepItem({ name: 'Patch kit' })],
  aiReview: review(),
};

describe('aiReviewFromAiStep', () => {
  it('keeps the confidence, the marks once each, the uncertain items and the timed sentences', () => {
    const ai = aiStepSchema.parse({
      name: 'Remove the tire',
      description: '',
      video_start_time_ms: 1_000,
      video_end_time_ms: 6_000,
      ...aiStepTiming(1_000, 6_000),
      confidence: 0.4,
      review: ['name', 'name', 'tools'],
      uncertain_items: [' tire lever ', ''],
      transcript: [{ start_ms: 1_200, end_ms: 2_900, text: 'First pry the tire off.' }],
    });
    expect(aiReviewFromAiStep(ai)).toEqual({
      confidence: 0.4,
      review: ['name', 'tools'],
      uncertainItems: ['tire lever'],
      transcript: [{ start_ms: 1_200, end_ms: 2_900, text: 'First pry the tire off.' }],
      reviewed: false,
    });
  });

  it('reads a spoken quantity whatever its case, else 1', () => {
    expect(spokenQuantity({ 'tire lever': 2 }, 'Tire Lever')).toBe(2);
    expect(spokenQuantity({ 'tire lever': 2 }, 'Pump')).toBe(1);
    expect(spokenQuantity({ pump: 0 }, 'pump')).toBe(1);
  });
});

describe('aiChecksOf (what the Check badge lists)', () => {
  it('lists timing, name, then the uncertain tools and materials the step still has', () => {
    expect(aiChecksOf(tireStep)).toEqual([
      { part: 'timing' },
      { part: 'name' },
      { part: 'tools', items: ['Tire lever'] },
      { part: 'materials', items: ['Patch kit'] },
    ]);
    expect(uncertainItemsOf(tireStep, 'tool')).toEqual(['Tire lever']);
    expect(isNameUncertain(tireStep)).toBe(true);
  });

  it('a low confidence with nothing named asks to check the step as a whole', () => {
    const plain = { ...tireStep, aiReview: review({ review: [], uncertainItems: [] }) };
    expect(aiChecksOf(plain)).toEqual([{ part: 'step' }]);
    expect(
      aiChecksOf({
        ...plain,
        aiReview: review({ review: [], uncertainItems: [], confidence: 0.6 }),
      }),
    ).toEqual([]);
    expect(
      aiChecksOf({
        ...plain,
        aiReview: review({ review: [], uncertainItems: [], confidence: null }),
      }),
    ).toEqual([]);
    expect(isLowConfidence(0.59)).toBe(true);
    expect(isLowConfidence(0.6)).toBe(false);
    expect(isLowConfidence(null)).toBe(false);
  });

  it('nothing is checked on a reviewed step or on a step the creator made', () => {
    expect(aiChecksOf({ ...tireStep, aiReview: review({ reviewed: true }) })).toEqual([]);
    expect(aiChecksOf(cutStep)).toEqual([]);
    expect(uncertainItemsOf(cutStep, 'tool')).toEqual([]);
  });
});

describe('the step editor settles the marks an edit touches', () => {
  const open = () => {
    const editor = startStepEditor({ steps: [tireStep] });
    editor.send({ type: 'step.select', index: 0 });
    return editor;
  };
  const aiOf = (editor: ReturnType<typeof open>) => editor.snapshot().context.step.aiReview;

  it('typing in the name clears the name mark only', () => {
    const editor = open();
    editor.send({ type: 'step.change', patch: { description: 'Pry it off.' } });
    expect(aiOf(editor)?.review).toEqual(['timing', 'name', 'tools']);
    editor.send({ type: 'step.change', patch: { name: 'Lever the tire off' } });
    expect(aiOf(editor)?.review).toEqual(['timing', 'tools']);
  });

  it('moving the start or end clears the timing mark', () => {
    const editor = open();
    editor.send({ type: 'time.dragEnd', ms: 9000, durationMs: 20000 });
    expect(aiOf(editor)?.review).toEqual(['name', 'tools']);
  });

  it('removing an uncertain item forgets it; changing the tools clears the tools mark', () => {
    const editor = open();
    editor.send({ type: 'material.remove', index: 0 });
    expect(aiOf(editor)?.uncertainItems).toEqual(['tire lever']);
    expect(aiOf(editor)?.review).toEqual(['timing', 'name', 'tools']);
    editor.send({ type: 'tool.remove', index: 0 });
    expect(aiOf(editor)).toMatchObject({ review: ['timing', 'name'], uncertainItems: [] });
    // Typed in again by the creator: not flagged.
    editor.send({ type: 'tool.add', item: { name: 'Tire lever' } });
    expect(uncertainItemsOf(editor.snapshot().context.step, 'tool')).toEqual([]);
  });

  it('saving the step is the review: no checks left, confidence and transcript kept', () => {
    const editor = open();
    editor.send(
      { type: 'step.change', patch: { name: 'Lever the tire off' } },
      { type: 'step.save' },
    );
    const [saved] = editor.snapshot().context.steps;
    expect(saved?.aiReview).toEqual({ ...review({ review: ['timing', 'tools'] }), reviewed: true });
    expect(aiChecksOf(saved!)).toEqual([]);
  });

  it('a regenerated review replaces the form’s, after its texts and items', () => {
    const editor = open();
    const fresh = review({ confidence: 0.9, review: [], uncertainItems: [], transcript: [] });
    editor.send(
      { type: 'step.change', patch: { name: 'New name' } },
      { type: 'aiReview.set', aiReview: fresh },
    );
    expect(aiOf(editor)).toEqual(fresh);
  });
});
