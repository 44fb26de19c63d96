import '@/lib/zod-no-eval';
import '@/index.css';
import { Button } from '@stepwise/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FirebaseAuthProvider } from '@/features/auth/firebase-auth-provider';
import { createLazyAuth, mayHavePersistedUser } from '@/features/auth/lazy-auth';
import { SplashGate } from '@/features/layout/splash';
import { loadRuntimeConfig } from '@/lib/config';
import { setIdTokenSource } from '@/lib/id-token-source';
import { routes } from '@/router';

function BootFailure({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center"
    >
      <h1 className="text-xl font-semibold text-slate-900">Stepwise could not start</h1>
      <p className="max-w-md text-sm text-slate-600">
        The app configuration could not be loaded. Check your connection and reload the page.
      </p>
      <p className="font-mono text-xs text-slate-400">{String(error)}</p>
      <Button variant="secondary" className="mt-4" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}

async function boot(root: ReturnType<typeof createRoot>) {
  const [config, persisted] = await Promise.all([loadRuntimeConfig(), mayHavePersistedUser()]);
  // Firebase loads at once when someone may be signed in; a signed-out visitor gets it when they
  // start signing in (features/auth/lazy-auth.ts).
  const auth = createLazyAuth(config, { deferred: !persisted });
  // The data layer (TanStack Query, tRPC) loads with the screens that need it: lib/data-layer.ts.
  setIdTokenSource(auth.idToken);
  const router = createBrowserRouter(routes);

  root.render(
    <StrictMode>
      <FirebaseAuthProvider auth={auth}>
        <SplashGate>
          <RouterProvider router={router} />
        </SplashGate>
      </FirebaseAuthProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
boot(root).catch((error: unknown) => {
  console.error(error);
  root.render(<BootFailure error={error} />);
});
