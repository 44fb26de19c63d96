import { hasStepData, type stepEditorMachine } from '@stepwise/machines';
import type { ActorRefFrom } from 'xstate';

/**
 * 'Save New Step' / 'Update Step': the machine checks and saves. A new step saved clears the form
 * (spec 4); the editor then goes back to Step Details, ready for the next step.
 */
export function saveStep(editor: ActorRefFrom<typeof stepEditorMachine>): void {
  const before = editor.getSnapshot().context;
  editor.send({ type: 'step.save' });
  const after = editor.getSnapshot().context;
  const appended = after.steps.length > before.steps.length && !hasStepData(after.step);
  if (appended) editor.send({ type: 'tab.select', tab: 'details' });
}
