import { type EditorStep, emptyEditorStep, stepEditorMachine } from '@stepwise/machines';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { unsavedWorkFacts } from '@/features/authoring/editor/use-unsaved-work-report';

const aStep = (overrides: Partial<EditorStep> = {}): EditorStep => ({
  ...emptyEditorStep(),
  name: 'Cut the panels',
  description: 'Cut them.',
  startMs: 1000,
  endMs: 4000,
  ...overrides,
});

function editor(steps: EditorStep[]) {
  return createActor(stepEditorMachine, { input: { steps } }).start();
}

describe('unsavedWorkFacts', () => {
  it('reports nothing at stake for an empty editor', () => {
    expect(unsavedWorkFacts(editor([]).getSnapshot())).toEqual({
      editingStepHasData: false,
      newStepHasData: false,
      stepCount: 0,
      unfinalizedAiSteps: 0,
    });
  });

  it('counts the steps and the AI steps not finalized yet', () => {
    const actor = editor([
      aStep({ isAiGenerated: true }),
      aStep({ isAiGenerated: true, isFinalized: true }),
      aStep({ isAiGenerated: true }),
      aStep(),
    ]);
    expect(unsavedWorkFacts(actor.getSnapshot())).toMatchObject({
      stepCount: 4,
      unfinalizedAiSteps: 2,
    });
  });

  it('reports a new step only once it holds data', () => {
    const actor = editor([aStep()]);
    expect(unsavedWorkFacts(actor.getSnapshot()).newStepHasData).toBe(false);
    actor.send({ type: 'step.change', patch: { name: '   ' } });
    expect(unsavedWorkFacts(actor.getSnapshot()).newStepHasData).toBe(false);
    actor.send({ type: 'step.change', patch: { name: 'Sand' } });
    expect(unsavedWorkFacts(actor.getSnapshot())).toMatchObject({
      newStepHasData: true,
      editingStepHasData: false,
    });
  });

  it('reports an existing step while its form differs from the saved one', () => {
    const actor = editor([aStep(), aStep({ name: 'Glue' })]);
    actor.send({ type: 'step.select', index: 1 });
    // Loaded, not changed: nothing to lose.
    expect(unsavedWorkFacts(actor.getSnapshot())).toMatchObject({
      editingStepHasData: false,
      newStepHasData: false,
    });
    actor.send({ type: 'step.change', patch: { name: 'Glue the roof' } });
    expect(unsavedWorkFacts(actor.getSnapshot()).editingStepHasData).toBe(true);
    actor.send({ type: 'step.save' });
    expect(unsavedWorkFacts(actor.getSnapshot()).editingStepHasData).toBe(false);
  });

  it('compares by content, not by identity: a change typed back is no change', () => {
    const actor = editor([aStep()]);
    actor.send({ type: 'step.select', index: 0 });
    actor.send({ type: 'time.markEnd', ms: 5000 });
    expect(unsavedWorkFacts(actor.getSnapshot()).editingStepHasData).toBe(true);
    actor.send({ type: 'time.markEnd', ms: 4000 });
    expect(unsavedWorkFacts(actor.getSnapshot()).editingStepHasData).toBe(false);
  });
});
