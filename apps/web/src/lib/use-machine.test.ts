import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InspectionEvent, setup } from 'xstate';

const events = vi.hoisted(() => [] as InspectionEvent[]);
vi.mock('@statelyai/inspect', () => ({
  createBrowserInspector: () => ({
    inspect: { next: (event: InspectionEvent) => events.push(event) },
  }),
}));

const { useMachineActor } = await import('@/lib/use-machine');

const counter = setup({
  types: { context: {} as { start: number }, input: {} as { start: number } },
}).createMachine({ id: 'counter', context: ({ input }) => ({ start: input.start }) });

afterEach(() => {
  events.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('useMachineActor', () => {
  it('starts the actor with the given options', () => {
    const { result } = renderHook(() => useMachineActor(counter, { input: { start: 3 } }));
    expect(result.current.getSnapshot().context).toEqual({ start: 3 });
    expect(events).toEqual([]);
  });

  it('sends the actor to the inspector when the page has ?inspect', () => {
    window.history.replaceState(null, '', '/?inspect');
    renderHook(() => useMachineActor(counter, { input: { start: 1 } }));
    expect(events.some((event) => event.type === '@xstate.actor')).toBe(true);
  });
});
