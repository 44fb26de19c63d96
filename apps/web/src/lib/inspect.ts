import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent, Observer } from 'xstate';

/**
 * `?inspect` in a dev build (`pnpm dev`) attaches the Stately inspector to every machine actor
 * created through `useMachineActor` or started with `machineInspectOption()` (the authoring
 * system's provider): the inspector opens in a new window on the first one.
 * Production builds ignore the parameter, so users never open it.
 */

export interface MachineInspectOption {
  inspect?: Observer<InspectionEvent>;
}

/** True when the page's query string asks for the inspector. */
export function isInspectRequested(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}

/** One inspector per page, made on first use (creating it opens the inspector window). */
const browserInspector = /* @__PURE__ */ (() => {
  let inspector: ReturnType<typeof createBrowserInspector> | undefined;
  return () => {
    inspector ??= createBrowserInspector();
    return inspector;
  };
})();

/**
 * `{ inspect }` for `createActor` / `useActorRef` when the page asks for it in a dev build, else
 * `{}`. The `import.meta.env.DEV` test comes first so production bundles drop the inspector.
 */
export function machineInspectOption(
  search: string = window.location.search,
): MachineInspectOption {
  if (!import.meta.env.DEV || !isInspectRequested(search)) return {};
  return { inspect: browserInspector().inspect };
}
