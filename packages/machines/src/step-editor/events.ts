import type { StepEditorContext, StepEditorEvent } from './types';

type EventOf<T extends StepEditorEvent['type']> = Extract<StepEditorEvent, { type: T }>;

const isEventOf = <T extends StepEditorEvent['type']>(
  event: StepEditorEvent,
  types: readonly T[],
): event is EventOf<T> => (types as readonly string[]).includes(event.type);

/**
 * Narrows the event of a guard or action to `types` (throwing on any other) before `fn` runs,
 * so each named guard and action of the machine stays a line or two.
 */
export function withEvent<T extends StepEditorEvent['type'], R, P = undefined>(
  types: T | readonly T[],
  fn: (context: StepEditorContext, event: EventOf<T>, params: P) => R,
) {
  const expected: readonly T[] = typeof types === 'string' ? [types] : types;
  return (
    { context, event }: { context: StepEditorContext; event: StepEditorEvent },
    params: P,
  ) => {
    if (!isEventOf(event, expected)) {
      throw new Error(`Expected event ${expected.join(' | ')}, got ${event.type}`);
    }
    return fn(context, event, params);
  };
}
