import { useActorRef } from '@xstate/react';
import type {
  Actor,
  ActorOptions,
  AnyActorLogic,
  IsNotNever,
  Observer,
  RequiredActorOptionsKeys,
  SnapshotFrom,
} from 'xstate';
import { machineInspectOption } from '@/lib/inspect';

type SnapshotObserver<TLogic extends AnyActorLogic> =
  | Observer<SnapshotFrom<TLogic>>
  | ((value: SnapshotFrom<TLogic>) => void);

/** What `useActorRef` takes after the logic: options (required when it needs input), observer. */
type ActorRefArgs<TLogic extends AnyActorLogic> =
  IsNotNever<RequiredActorOptionsKeys<TLogic>> extends true
    ? [
        options: ActorOptions<TLogic> & { [K in RequiredActorOptionsKeys<TLogic>]: unknown },
        observerOrListener?: SnapshotObserver<TLogic>,
      ]
    : [options?: ActorOptions<TLogic>, observerOrListener?: SnapshotObserver<TLogic>];

/**
 * `useActorRef` for the screens: the same arguments, plus the Stately inspector when the page was
 * opened with `?inspect` in a dev build (it replaces an `inspect` given in the options).
 */
export function useMachineActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  ...args: ActorRefArgs<TLogic>
): Actor<TLogic> {
  const [options, observerOrListener] = args as unknown as [
    ActorOptions<TLogic> | undefined,
    SnapshotObserver<TLogic> | undefined,
  ];
  const inspected = [{ ...options, ...machineInspectOption() }, observerOrListener];
  return useActorRef(logic, ...(inspected as unknown as ActorRefArgs<TLogic>));
}
