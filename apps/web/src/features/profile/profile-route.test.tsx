import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refuses, type TrpcHandlers } from '@/test/trpc-fake';

const user = {
  user_id: 'uid-ada',
  username: 'ada',
  email: 'ada@example.com',
  affiliation: null,
  is_creator: true,
  profile_photo_url: null,
};
const project = (n: number) => ({
  project_id: `00000000-0000-4000-8000-00000000000${n % 10}`,
  name: `Project ${n}`,
  description: n === 1 ? null : `About ${n}`,
  created_at: '2026-11-22T12:00:00.000Z',
  creator: { username: `maker${n}` },
});
const card = (id: string) => ({
  project_id: id,
  name: `Card ${id}`,
  description: null,
  thumbnail_url: null,
  frame_url: null,
  created_at: '2026-11-22T12:00:00.000Z',
  view_count: 0,
  like_count: 0,
  comment_count: 0,
  finished_step_count: 1,
});

const everything: TrpcHandlers = {
  'users.get': () => user,
  'projects.list': () => ({ published: [card('a')], unpublished: [card('b'), card('c')] }),
  'repository.list': () => [],
  'profile.likedProjects': () => [1, 2, 3, 4, 5, 6].map(project),
  'profile.savedProjects': () => [],
  'profile.comments': () => [
    {
      comment_id: '00000000-0000-4000-8000-0000000000c1',
      comment_text: 'Great tip!',
      created_at: '2026-01-05T12:00:00.000Z',
      project: { project_id: 'p', name: 'Birdhouse' },
    },
  ],
  'profile.searchHistory': () => ['dovetail', 'router table'],
  // My Projects, opened from here, first cleans up; these tests leave that unanswered.
  'projects.cleanupIncomplete': refuses('NOT_FOUND'),
};

// Lazy routes render slowly on a busy machine; each test waits for a few of them.
/** A navigation completes when its lazy route has resolved: seconds on a loaded CI machine. */
const NAVIGATION = { timeout: 30_000 };

describe('/profile', { timeout: 60_000 }, () => {
  // The screens these tests move between are lazy routes: load their code once, up front, so a
  // busy machine spends no test's wait on compiling them.
  beforeAll(async () => {
    await Promise.all([
      import('@/routes/profile'),
      import('@/routes/my-projects'),
      import('@/routes/repository'),
      import('@/features/layout/signed-in-layout'),
    ]);
  }, 60_000);

  it('shows the account, the stat cards and the recent activity', async () => {
    renderApp('/profile', { session: signedIn, fetch: createTrpcFake(everything).fetch });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    expect(screen.getByText('Not specified')).toBeTruthy();
    expect(screen.getByText('Creator Account')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Generated avatar' }).getAttribute('width')).toBe('150');
    expect(screen.getByRole('button', { name: /Published Projects/ }).textContent).toContain('1');
    expect(screen.getByRole('button', { name: /Draft Projects/ }).textContent).toContain('2');

    const liked = screen.getByRole('heading', { name: 'Recently Liked Projects' }).parentElement;
    const items = within(liked as HTMLElement).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Project 1');
    expect(items[0]?.textContent).toContain('maker1');
    expect(items[0]?.textContent).toContain('Nov 22, 2026');
    expect(items[0]?.textContent).toContain('No description');
    expect(screen.queryByText('Project 6')).toBeNull();
    expect(screen.getByText('No saved projects yet')).toBeTruthy();
    expect(screen.getByText('Great tip!')).toBeTruthy();
    expect(screen.getByText('Jan 5, 2026')).toBeTruthy();
    expect(screen.getByText('router table')).toBeTruthy();
  });

  it('skips a failed read silently: its section shows its empty text', async () => {
    renderApp('/profile', {
      session: signedIn,
      fetch: createTrpcFake({
        ...everything,
        'profile.comments': refuses('INTERNAL_SERVER_ERROR'),
        'profile.searchHistory': refuses('SERVICE_UNAVAILABLE'),
        'projects.list': refuses('INTERNAL_SERVER_ERROR'),
      }).fetch,
    });
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('No comments yet')).toBeTruthy();
    expect(screen.getByText('No search history yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Published Projects/ }).textContent).toContain('0');
    expect(screen.getByText('Project 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("replaces the page with 'Failed to load profile data' when the profile cannot load", async () => {
    renderApp('/profile', {
      session: signedIn,
      fetch: createTrpcFake({ ...everything, 'users.get': refuses('INTERNAL_SERVER_ERROR') }).fetch,
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load profile data');
    expect(screen.queryByText('Recent Activity')).toBeNull();
  });

  it('opens My Projects and the repository on the tab of the card clicked', async () => {
    const router = renderApp('/profile', {
      session: signedIn,
      fetch: createTrpcFake(everything).fetch,
    });
    fireEvent.click(await screen.findByRole('button', { name: /Draft Projects/ }));
    // The screens are lazy routes: the navigation completes once the page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'), NAVIGATION);
    expect(router.state.location.state).toEqual({ tab: 'draft' });

    await router.navigate('/profile');
    fireEvent.click(await screen.findByRole('button', { name: /Materials in Repository/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repository'), NAVIGATION);
    expect(router.state.location.state).toEqual({ tab: 'materials' });
  });

  it("asks 'Data is still loading. Are you sure you want to leave?' before leaving mid-load", async () => {
    const answer = createTrpcFake(everything);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const router = renderApp('/profile', {
      session: signedIn,
      fetch: async (input, init) => {
        if (String(input).includes('profile.likedProjects')) await held;
        return answer.fetch(input, init);
      },
    });
    expect(await screen.findByText('Loading your profile...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('link', { name: 'Repository' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain('Data is still loading. Are you sure you want to leave?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/profile');

    fireEvent.click(await screen.findByRole('link', { name: 'Repository' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/repository'), NAVIGATION);
    release();
  });

  it('lets the person leave freely once the profile has loaded', async () => {
    const router = renderApp('/profile', {
      session: signedIn,
      fetch: createTrpcFake(everything).fetch,
    });
    await screen.findByText('ada@example.com');
    fireEvent.click(await screen.findByRole('link', { name: 'Repository' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repository'), NAVIGATION);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
