import { messages } from '@stepwise/contracts';
import { Button, ErrorBanner, TextField } from '@stepwise/ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthActions } from '@/features/auth/auth-context';
import { GoogleIcon } from '@/features/auth/google-icon';
import { rememberTestAccount } from '@/features/auth/google-test-account';
import { useHoldGuestRedirect } from '@/features/auth/guards';
import type { GoogleTestAccount } from '@/features/auth/session';
import { SignInError, signInWithEmail, signInWithGoogleAndSync } from '@/features/auth/sign-in';
import { useDataLayerLoader } from '@/lib/data-layer-context';

/** The emulator's test-account dialog (and the dialog library) load on the first click only. */
const GoogleTestAccountDialog = lazy(async () => ({
  default: (await import('@/features/auth/google-test-account-dialog')).GoogleTestAccountDialog,
}));

type LoginState =
  | { status: 'idle'; error: string | null }
  | { status: 'submitting'; method: 'password' | 'google' };

function failureText(error: unknown): string {
  if (error instanceof SignInError) return error.message;
  console.error(error);
  return messages.login.unexpected;
}

export function LoginForm() {
  const auth = useAuthActions();
  // The api client downloads when the form is sent, not with the screen.
  const loadDataLayer = useDataLayerLoader();
  const holdRedirect = useHoldGuestRedirect();
  const navigate = useNavigate();
  const [state, setState] = useState<LoginState>({ status: 'idle', error: null });
  const [choosingTestAccount, setChoosingTestAccount] = useState(false);
  /** Once opened, the dialog stays mounted, for its closing animation. */
  const [dialogUsed, setDialogUsed] = useState(false);

  async function run(method: 'password' | 'google', attempt: () => Promise<boolean>, to: string) {
    holdRedirect(true);
    setState({ status: 'submitting', method });
    try {
      if (await attempt()) {
        navigate(to, { replace: true });
        return;
      }
      setState({ status: 'idle', error: null });
    } catch (error) {
      setState({ status: 'idle', error: failureText(error) });
    }
    holdRedirect(false);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== 'idle') return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const password = String(data.get('password') ?? '');
    void run(
      'password',
      async () => {
        await signInWithEmail(email, password, auth);
        return true;
      },
      '/my-projects',
    );
  }

  function signInWithGoogle(testAccount?: GoogleTestAccount) {
    void run(
      'google',
      async () =>
        (await signInWithGoogleAndSync({
          auth,
          createBackendUser: async (input) =>
            (await loadDataLayer()).trpcClient.users.create.mutate(input),
          ...(testAccount ? { testAccount } : {}),
        })) === 'signed-in',
      '/home',
    );
  }

  function handleGoogle() {
    if (state.status !== 'idle') return;
    if (auth.googleSignInMode === 'test-account') {
      setDialogUsed(true);
      setChoosingTestAccount(true);
    } else signInWithGoogle();
  }

  function handleTestAccount(account: GoogleTestAccount) {
    rememberTestAccount(account);
    setChoosingTestAccount(false);
    signInWithGoogle(account);
  }

  const busy = state.status === 'submitting';
  return (
    <div className="flex flex-col gap-5">
      <form
        onSubmit={handleSubmit}
        onFocus={auth.prepare}
        onPointerDown={auth.prepare}
        className="flex flex-col gap-4"
        aria-label={messages.login.title}
      >
        {state.status === 'idle' && state.error ? <ErrorBanner>{state.error}</ErrorBanner> : null}
        <TextField
          label={messages.login.email}
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={busy}
        />
        <TextField
          label={messages.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={busy}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          className="mt-2"
          busy={busy && state.method === 'password'}
          busyLabel={messages.login.submitting}
          disabled={busy}
        >
          {messages.login.submit}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-400">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="secondary"
        size="lg"
        fullWidth
        onClick={handleGoogle}
        onFocus={auth.prepare}
        onPointerDown={auth.prepare}
        busy={busy && state.method === 'google'}
        disabled={busy}
        icon={<GoogleIcon className="size-5" />}
      >
        {messages.login.google}
      </Button>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <GoogleTestAccountDialog
            open={choosingTestAccount}
            onOpenChange={setChoosingTestAccount}
            onChoose={handleTestAccount}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
