import { CREATE_REDIRECT_DELAY_MS } from '@stepwise/contracts';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '@/app-providers';
import { AuthProvider } from '@/features/auth/auth-context';
import { CreateProjectScreen } from '@/features/creation/create-project-screen';
import type { CreationServices } from '@/features/creation/creation-runtime';
import { FakeQueue } from '@/features/creation/test/fake-queue';
import '@/features/creation/test/resize-observer';
import { UploadQueueProvider } from '@/features/uploads/use-upload-queue';
import { createTrpcClient } from '@/lib/trpc';
import { signedIn, unusedActions } from '@/test/render-app';
import { createTrpcFake, type TrpcHandlers } from '@/test/trpc-fake';

/** Where a navigation away from /create landed. */
function Landing() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** A Storage kept in memory (the hand-off to the editor). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value);
  }
}

export interface RenderCreateOptions {
  answers?: TrpcHandlers;
  /** Seconds by file name (60 for any other); a function for full control. */
  durations?: Record<string, number> | CreationServices['probeDuration'];
  /** Holds the 1 s before the redirect until `releaseRedirect()`. */
  holdRedirect?: boolean;
}

/**
 * /create in a memory router with the app's providers, signed in as `uid-ada`: the api answered by
 * `answers` (every call recorded), a fake upload queue and a fake duration probe.
 */
export function renderCreate({
  answers = {},
  durations = {},
  holdRedirect = false,
}: RenderCreateOptions = {}) {
  const api = createTrpcFake(answers);
  const queue = new FakeQueue();
  const storage = new MemoryStorage();
  const probeDuration: CreationServices['probeDuration'] =
    typeof durations === 'function' ? durations : async (file) => durations[file.name] ?? 60;
  let releaseRedirect = () => {};
  const redirectHeld = new Promise<void>((resolve) => {
    releaseRedirect = resolve;
  });
  const wait = (ms: number) =>
    ms === CREATE_REDIRECT_DELAY_MS
      ? redirectHeld
      : new Promise<void>((resolve) => setTimeout(resolve, ms));
  const router = createMemoryRouter(
    [
      {
        path: '/create',
        element: (
          <CreateProjectScreen
            services={{
              probeDuration,
              pollIntervalMs: 5,
              storage: () => storage,
              ...(holdRedirect ? { wait } : {}),
            }}
          />
        ),
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/create'] },
  );
  const trpcClient = createTrpcClient(async () => 'token', { fetch: api.fetch });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <AuthProvider session={signedIn} actions={unusedActions}>
      <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
        <UploadQueueProvider queue={queue.asQueue()}>
          <RouterProvider router={router} />
        </UploadQueueProvider>
      </AppProviders>
    </AuthProvider>,
  );
  const callsTo = (path: string) => api.calls.filter((call) => call.path === path);
  return { router, calls: api.calls, callsTo, queue, storage, releaseRedirect };
}

/** A picked video (or any file): only its name, type and size matter. */
export function aFile(name: string, type = 'video/mp4', size = 1000): File {
  const file = new File(['x'], name, { type });
  if (size !== 1) Object.defineProperty(file, 'size', { value: size });
  return file;
}
