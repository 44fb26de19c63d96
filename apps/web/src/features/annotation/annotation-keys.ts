/** What a key press in the popup asks for. */
export type AnnotationCommand = 'undo' | 'redo' | 'delete';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * Ctrl+Z / Cmd+Z undo; Ctrl+Shift+Z / Cmd+Shift+Z (and Ctrl+Y) redo; Delete / Backspace delete
 * the selected shape. In a text field (`inTextField`) the keys keep their text-editing meaning.
 */
export function commandForKey(press: KeyPress, inTextField: boolean): AnnotationCommand | null {
  if (inTextField || press.altKey) return null;
  const key = press.key.toLowerCase();
  const mod = press.ctrlKey || press.metaKey;
  if (mod && key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (press.ctrlKey && !press.metaKey && !press.shiftKey && key === 'y') return 'redo';
  if (!mod && !press.shiftKey && (key === 'delete' || key === 'backspace')) return 'delete';
  return null;
}

/** Whether the key press happens in a field where the user types text. */
export function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file', 'color'].includes(
    target.type,
  );
}
