import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuthSession } from '@/features/auth/session';
import { renderApp, signedIn, signedOut } from '@/test/render-app';

function renderAt(path: string, session: AuthSession) {
  return renderApp(path, { session });
}

describe('route guard', () => {
  it('sends a signed-out visitor of /profile to /login', async () => {
    const router = renderAt('/profile', signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each(['/my-projects', '/repository', '/create', '/annotate', '/home', '/videos', '/'])(
    'sends a signed-out visitor of %s to /login',
    async (path) => {
      const router = renderAt(path, signedOut);
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it('shows the register screen to a signed-out visitor', async () => {
    const router = renderAt('/register', signedOut);
    await screen.findByRole('heading', { level: 1, name: 'Create a New Account' });
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });

  it('sends a signed-in visitor of /login to /my-projects', async () => {
    const router = renderAt('/login', signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(await screen.findByText('Welcome,')).toBeTruthy();
    expect(screen.getByText('Ada')).toBeTruthy();
  });

  it('sends a signed-in visitor of /register to /home, which shows My Projects', async () => {
    const router = renderAt('/register', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    expect(router.state.location.pathname).toBe('/my-projects');
  });

  it.each(['/videos', '/home'])('redirects %s to /my-projects', async (path) => {
    const router = renderAt(path, signedIn);
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    expect(router.state.location.pathname).toBe('/my-projects');
  });

  it('shows the projects page for an unknown path', async () => {
    const router = renderAt('/no-such-page', signedIn);
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('waits for the first auth state before deciding', async () => {
    const router = renderAt('/profile', { status: 'loading' });
    expect((await screen.findByRole('status')).textContent).toBe('Loading...');
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('puts the sidebar in authoring mode on /annotate', async () => {
    renderAt('/annotate', signedIn);
    await screen.findByRole('heading', { name: 'Step Authoring' });
    expect(screen.getByRole('alert').textContent).toBe(
      'Project ID not found. Please start from project creation.',
    );
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });
});
