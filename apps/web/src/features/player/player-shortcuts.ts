/** Keyboard shortcuts of the video player: which key does what, and when keys are left alone. */

export type PlayerAction =
  | 'togglePlay'
  | 'frameBack'
  | 'frameForward'
  | 'secondBack'
  | 'secondForward'
  | 'markStart'
  | 'markEnd'
  | 'capture'
  | 'toggleShortcuts';

/** The parts of a keyboard event the mapping reads (plain data, easy to test). */
export interface KeyPress {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The action of a key press, or null when the player should leave the key alone. */
export function shortcutAction(press: KeyPress): PlayerAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
      return 'togglePlay';
    case 'ArrowLeft':
      return press.shiftKey ? 'secondBack' : 'frameBack';
    case 'ArrowRight':
      return press.shiftKey ? 'secondForward' : 'frameForward';
    case '?':
      return 'toggleShortcuts';
  }
  switch (press.key.toLowerCase()) {
    case 'i':
      return 'markStart';
    case 'o':
      return 'markEnd';
    case 'c':
      return 'capture';
    default:
      return null;
  }
}

const TEXT_INPUT_TYPES = new Set([
  '',
  'text',
  'search',
  'email',
  'url',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/** Fields where keys type text or move a value: shortcuts never fire there. */
export function isTextEntryTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return TEXT_INPUT_TYPES.has(target.type) || target.type === 'range';
  }
  return false;
}

/** Space on a focused button (or link) activates that control natively; the player leaves it. */
export function isActivatedBySpace(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('button, a[href], summary, [role="button"], input') !== null;
}

/** Widgets whose own arrow keys move something (a marker, a tab, a menu item). */
const ARROW_WIDGETS =
  '[role="slider"], [role="tablist"], [role="tab"], [role="menu"], [role="menubar"], ' +
  '[role="listbox"], [role="radiogroup"], [role="tree"], [role="grid"], [role="spinbutton"]';

/** A modal layer (the annotation popup, a confirmation) is open: keys belong to it. */
export function isDialogOpen(root: ParentNode = document): boolean {
  return root.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null;
}

/**
 * Whether the editor-wide shortcuts leave this key press alone: a control already handled it,
 * the author is typing in a field, a dialog is open, Space would press the focused button, or an
 * arrow belongs to the focused widget.
 */
export function leavesKeyAlone(
  event: Pick<KeyboardEvent, 'defaultPrevented' | 'target'>,
  action: PlayerAction,
): boolean {
  if (event.defaultPrevented || isTextEntryTarget(event.target)) return true;
  if (isDialogOpen()) return true;
  if (action === 'togglePlay' && isActivatedBySpace(event.target)) return true;
  const arrows = action === 'frameBack' || action === 'frameForward';
  const secondArrows = action === 'secondBack' || action === 'secondForward';
  if ((arrows || secondArrows) && event.target instanceof Element) {
    return event.target.closest(ARROW_WIDGETS) !== null;
  }
  return false;
}

/** The list shown by `?`, in display order. */
export const SHORTCUT_LIST: readonly { keys: string; action: string }[] = [
  { keys: 'Space', action: 'Play / pause' },
  { keys: '← / →', action: 'One frame back / forward' },
  { keys: 'Shift + ← / →', action: 'One second back / forward' },
  { keys: 'I', action: 'Mark start' },
  { keys: 'O', action: 'Mark end' },
  { keys: 'C', action: 'Capture frame' },
  { keys: '?', action: 'Show / hide shortcuts' },
];
