import { describe, expect, it } from 'vitest';
import { coverageOf, generatePaths, replayPath } from '../test/model';
import { serializeStepEditor, stepEditorModel } from './step-editor.model';

describe('step editor model', () => {
  const paths = generatePaths(stepEditorModel);

  it.each(paths.map((path) => [path.description, path] as const))('replays %s', (_, path) => {
    expect(() => replayPath(stepEditorModel, path)).not.toThrow();
  });

  it('reaches every state and takes every transition', () => {
    expect(coverageOf(stepEditorModel, paths)).toEqual({
      missingStates: [],
      missingTransitions: [],
    });
  });

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
