/**
 * Stands in for `@statelyai/inspect` in production builds (see vite.config.ts): the inspector only
 * opens in development (`lib/inspect.ts`), and its code (a websocket client, superjson ...) stays
 * out of the bundles users download.
 */
export function createBrowserInspector(): never {
  throw new Error('The Stately inspector is only available in development builds.');
}
