import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ada, renderShell } from '@/features/layout/test/render-shell';
import { createTrpcFake } from '@/test/trpc-fake';

const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));

describe('Sidebar, logged out', () => {
  it('shows Login and Register only', async () => {
    renderShell('/login', { session: { status: 'signed-out' } });
    await screen.findByRole('heading', { name: 'Login page' });
    expect(sidebar().getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(sidebar().getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(sidebar().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(sidebar().getByText('Stepwise')).toBeTruthy();
  });
});

describe('Sidebar, logged in', () => {
  it("greets with 'Welcome,' and the display name, and links the three screens and My Profile", async () => {
    renderShell('/my-projects');
    expect(await sidebar().findByText('Welcome,')).toBeTruthy();
    expect(sidebar().getByText('Ada')).toBeTruthy();
    const links = sidebar()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My Projects', '/my-projects'],
      ['Repository', '/repository'],
      ['Create Project', '/create'],
      ['Explore Guides', '/guides'],
      ['My Profile', '/profile'],
    ]);
    expect(sidebar().getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('greets with the e-mail when there is no display name', async () => {
    renderShell('/my-projects', {
      session: { status: 'signed-in', user: { ...ada, displayName: null } },
    });
    expect(await sidebar().findByText('ada@example.com')).toBeTruthy();
  });

  it('draws a generated avatar when there is neither a profile nor an account photo', async () => {
    renderShell('/my-projects');
    const profile = await sidebar().findByRole('link', { name: 'My Profile' });
    const avatar = profile.querySelector('img');
    expect(avatar?.hasAttribute('data-generated-avatar')).toBe(true);
    expect(avatar?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows the account photo when there is no profile photo, and the generated one if it fails', async () => {
    renderShell('/my-projects', {
      session: { status: 'signed-in', user: { ...ada, photoURL: 'https://photos.test/ada.jpg' } },
    });
    const profile = await sidebar().findByRole('link', { name: 'My Profile' });
    const photo = profile.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('https://photos.test/ada.jpg');
    expect(photo?.getAttribute('data-avatar-source')).toBe('account');
    if (photo) fireEvent.error(photo);
    expect(profile.querySelector('img')?.hasAttribute('data-generated-avatar')).toBe(true);
  });

  it('prefers the signed profile photo of users.get', async () => {
    const path = 'users/uid-ada/profile/me.jpg';
    renderShell('/my-projects', {
      session: { status: 'signed-in', user: { ...ada, photoURL: 'https://photos.test/ada.jpg' } },
      fetch: createTrpcFake({
        'users.get': () => ({
          user_id: 'uid-ada',
          username: 'Ada',
          email: 'ada@example.com',
          affiliation: null,
          is_creator: true,
          profile_photo_url: `/files/${path}`,
        }),
        'files.sign': () => ({ urls: { [path]: `/files/${path}?exp=1900000000&sig=s` } }),
      }).fetch,
    });
    const profile = await sidebar().findByRole('link', { name: 'My Profile' });
    await waitFor(() =>
      expect(profile.querySelector('img')?.getAttribute('src')).toBe(
        `/files/${path}?exp=1900000000&sig=s`,
      ),
    );
    expect(profile.querySelector('img')?.getAttribute('data-avatar-source')).toBe('profile');
  });

  it('collapses to icons with a labelled toggle and expands again', async () => {
    renderShell('/my-projects');
    await sidebar().findByText('Welcome,');
    const toggle = sidebar().getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    const expand = sidebar().getByRole('button', { name: 'Expand sidebar' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(sidebar().queryByText('Welcome,')).toBeNull();
    // Icons keep their names for assistive technology and a tooltip for the eye.
    expect(sidebar().getByRole('link', { name: 'Repository' }).getAttribute('title')).toBe(
      'Repository',
    );
    expect(
      screen.getByRole('complementary').querySelector('[data-collapsed]')?.className,
    ).toContain('w-16');
    fireEvent.click(expand);
    expect(sidebar().getByText('Welcome,')).toBeTruthy();
    localStorage.clear();
  });

  it('logs out through the unsaved-work guard and goes to /login', async () => {
    const { router, signOut } = renderShell('/my-projects');
    fireEvent.click(await sidebar().findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {});
    expect(sidebar().getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
