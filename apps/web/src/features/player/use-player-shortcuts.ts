import { useEffect, useEffectEvent } from 'react';
import { leavesKeyAlone, type PlayerAction, shortcutAction } from './player-shortcuts';

/**
 * The player's keyboard shortcuts, heard anywhere on the page while the player is shown (the
 * editor around it included), except while typing in a field or with a dialog open. Listens on
 * the window after the page's own handlers, so a control that used a key (a timeline marker's
 * arrows) keeps it.
 */
export function usePlayerShortcuts(
  actions: Record<PlayerAction, () => void>,
  { failed }: { failed: boolean },
): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutAction(event);
    if (!action || leavesKeyAlone(event, action)) return;
    if (failed && action !== 'toggleShortcuts') return;
    event.preventDefault();
    actions[action]();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
