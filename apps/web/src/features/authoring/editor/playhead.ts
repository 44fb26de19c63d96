import { useSyncExternalStore } from 'react';

/**
 * The playback position in whole ms, shared by the player (which reports it) and the timeline
 * (which shows it and seeks). A tiny store outside React state, so a time update or a playhead
 * drag re-renders the timeline alone, never the editor around it.
 */
export class Playhead {
  #ms = 0;
  readonly #listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly get = (): number => this.#ms;

  readonly set = (ms: number): void => {
    if (ms === this.#ms) return;
    this.#ms = ms;
    for (const listener of this.#listeners) listener();
  };
}

export function usePlayheadMs(playhead: Playhead): number {
  return useSyncExternalStore(playhead.subscribe, playhead.get, playhead.get);
}
