import { messages, TEXT_LIMITS } from '@stepwise/contracts';
import { Button, ErrorBanner, SuccessBanner, TextField } from '@stepwise/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuthActions } from '@/features/auth/auth-context';
import { useHoldGuestRedirect } from '@/features/auth/guards';
import {
  type RegisterFields,
  RegistrationError,
  registerAccount,
} from '@/features/auth/register-account';
import { useDataLayerLoader } from '@/lib/data-layer-context';

/** How long the success message stays before the redirect (spec 9: 2-3 s). */
export const REGISTER_REDIRECT_DELAY_MS = 2000;

type RegisterState =
  | { status: 'idle'; error: string | null }
  | { status: 'submitting' }
  | { status: 'success' };

function readFields(form: HTMLFormElement): RegisterFields {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    email: text('email'),
    username: text('username'),
    password: text('password'),
    confirmPassword: text('confirmPassword'),
  };
}

export function RegisterForm() {
  const auth = useAuthActions();
  // The api client downloads when the form is sent, not with the screen.
  const loadDataLayer = useDataLayerLoader();
  const holdRedirect = useHoldGuestRedirect();
  const navigate = useNavigate();
  const [state, setState] = useState<RegisterState>({ status: 'idle', error: null });

  useEffect(() => {
    if (state.status !== 'success') return;
    const timer = setTimeout(
      () => navigate('/home', { replace: true }),
      REGISTER_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [state.status, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== 'idle') return;
    const fields = readFields(event.currentTarget);
    holdRedirect(true);
    setState({ status: 'submitting' });
    try {
      await registerAccount(fields, {
        auth,
        createBackendUser: async (input) =>
          (await loadDataLayer()).trpcClient.users.create.mutate(input),
      });
      setState({ status: 'success' });
    } catch (error) {
      if (!(error instanceof RegistrationError)) console.error(error);
      holdRedirect(false);
      setState({
        status: 'idle',
        error: error instanceof RegistrationError ? error.message : messages.register.unexpected,
      });
    }
  }

  const locked = state.status !== 'idle';
  // Email and Password are `required` (spec 5) and the browser checks them and the e-mail format.
  // Username and Confirm Password are only marked required: a blank username or a different
  // confirmation gets the spec's own texts, in the spec's order.
  return (
    <form
      onSubmit={handleSubmit}
      onFocus={auth.prepare}
      onPointerDown={auth.prepare}
      className="flex flex-col gap-4"
      aria-label={messages.register.title}
    >
      {state.status === 'idle' && state.error ? <ErrorBanner>{state.error}</ErrorBanner> : null}
      {state.status === 'success' ? (
        <SuccessBanner>{messages.register.success}</SuccessBanner>
      ) : null}
      <TextField
        label={messages.register.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        disabled={locked}
      />
      <TextField
        label={messages.register.username}
        name="username"
        autoComplete="username"
        aria-required="true"
        maxLength={TEXT_LIMITS.username}
        disabled={locked}
      />
      <TextField
        label={messages.register.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        disabled={locked}
      />
      <TextField
        label={messages.register.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        disabled={locked}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        className="mt-2"
        busy={state.status === 'submitting'}
        busyLabel={messages.register.submitting}
        disabled={state.status === 'success'}
      >
        {messages.register.submit}
      </Button>
    </form>
  );
}
