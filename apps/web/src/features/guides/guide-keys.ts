import { useEffect, useEffectEvent } from 'react';
import {
  isActivatedBySpace,
  isDialogOpen,
  isTextEntryTarget,
} from '@/features/player/player-shortcuts';

/** What a key does in the guide player. */
export type GuideKeyAction = 'togglePlay' | 'back' | 'forward' | 'next' | 'previous';

/** The action of a key press, or null for keys the guide leaves alone. */
export function guideKeyAction(press: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): GuideKeyAction | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  switch (press.key) {
    case ' ':
      return 'togglePlay';
    case 'ArrowLeft':
      return 'back';
    case 'ArrowRight':
      return 'forward';
    case 'n':
    case 'N':
      return 'next';
    case 'p':
    case 'P':
      return 'previous';
    default:
      return null;
  }
}

const ARROW_WIDGETS =
  '[role="slider"], [role="tablist"], [role="tab"], [role="listbox"], [role="radiogroup"], select';

/** Keys typed into a field, pressed on a focused control, or meant for an open dialog stay there. */
export function guideLeavesKeyAlone(event: KeyboardEvent, action: GuideKeyAction): boolean {
  if (event.defaultPrevented || isTextEntryTarget(event.target) || isDialogOpen()) return true;
  if (action === 'togglePlay' && isActivatedBySpace(event.target)) return true;
  if ((action === 'back' || action === 'forward') && event.target instanceof Element) {
    return event.target.closest(ARROW_WIDGETS) !== null;
  }
  return false;
}

/**
 * The guide player's keyboard: Space plays or pauses, Left / Right jump 5 s inside the step's
 * segment, N / P go to the next / previous step. Heard on the whole page, never while typing.
 * Each caller passes the actions it owns; the others are left to another caller.
 */
export function useGuideKeys(actions: Partial<Record<GuideKeyAction, () => void>>): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = guideKeyAction(event);
    if (!action) return;
    const run = actions[action];
    if (!run || guideLeavesKeyAlone(event, action)) return;
    event.preventDefault();
    run();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
