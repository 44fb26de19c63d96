import { messages } from '@stepwise/contracts';
import { hasStepData, type stepEditorMachine } from '@stepwise/machines';
import type { ActorRefFrom } from 'xstate';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

/** Where a refused save is shown on the Step Details tab: a field, or the step's times. */
export type SaveErrorField = 'name' | 'description' | 'timing';

const FIELD_OF: ReadonlyMap<string, SaveErrorField> = new Map([
  [messages.steps.nameRequired, 'name'],
  [messages.steps.descriptionRequired, 'description'],
  [messages.steps.timesRequired, 'timing'],
  [messages.steps.endAfterStart, 'timing'],
]);

/** The part of the Step Details tab a save refusal belongs to (spec 5 "Step save", in order). */
export const saveErrorField = (message: string): SaveErrorField => FIELD_OF.get(message) ?? 'name';

/** The attribute marking the element that takes focus for a refusal of `field`. */
export const SAVE_FIELD_ATTRIBUTE = 'data-step-save-field';

/** Focuses (and scrolls to) the part of the details tab a refusal names, once it is on screen. */
function focusRefusedField(field: SaveErrorField): void {
  requestAnimationFrame(() => {
    const target = document.querySelector<HTMLElement>(`[${SAVE_FIELD_ATTRIBUTE}="${field}"]`);
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  });
}

/** The Step Details tab to the front, past the Sign Off warning: the save's error is there. */
function showDetailsTab(editor: Editor): void {
  const snapshot = editor.getSnapshot();
  if (snapshot.matches({ tab: { open: 'details' } })) return;
  editor.send({ type: 'tab.select', tab: 'details' });
  if (!editor.getSnapshot().matches({ tab: { open: 'details' } })) {
    editor.send({ type: 'tab.confirm' });
  }
}

/**
 * 'Save New Step' / 'Update Step': the machine checks and saves. A new step saved clears the form
 * (spec 4); the editor then goes back to Step Details, ready for the next step. A refused save is
 * shown once, at its field on Step Details, which comes to the front and takes focus.
 */
export function saveStep(editor: Editor): void {
  const before = editor.getSnapshot().context;
  editor.send({ type: 'step.save' });
  const after = editor.getSnapshot().context;
  const appended = after.steps.length > before.steps.length && !hasStepData(after.step);
  if (appended) {
    editor.send({ type: 'tab.select', tab: 'details' });
    return;
  }
  if (after.error?.scope === 'step') {
    showDetailsTab(editor);
    focusRefusedField(saveErrorField(after.error.message));
  }
}
