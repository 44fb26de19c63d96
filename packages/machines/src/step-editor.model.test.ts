import { describe, expect, it } from 'vitest';
import { modelTests } from '../test/model-tests';
import { serializeStepEditor, stepEditorModel } from './step-editor.model';

describe('step editor model', () => {
  const paths = modelTests(stepEditorModel);

  it('tells states apart by what the guards read, not by texts or messages', () => {
    const [first] = paths;
    const initial = first!.initial;
    const renamed = {
      ...initial,
      context: { ...initial.context, error: { scope: 'step', message: 'x' }, notice: 'y' },
    } as typeof initial;
    expect(serializeStepEditor(renamed)).toBe(serializeStepEditor(initial));
  });
});
