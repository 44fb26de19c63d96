import type { UserProjectsResponse } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PROJECT_ID } from '@/features/authoring/test/fixtures';
import { aProject, signEverything } from '@/features/projects/test/fixtures';
import { renderMyProjects } from '@/features/projects/test/render';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refusal, refuses } from '@/test/trpc-fake';

// Issue #18: where My Projects opens after Finish Project, Publish and a project that cannot be
// opened, and what it says there.

const desk = aProject({ project_id: '00000000-0000-4000-8000-000000000001', name: 'Desk' });
const shelf = aProject({ project_id: '00000000-0000-4000-8000-000000000002', name: 'Shelf' });

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

/** The signed-in layout reads the profile; these tests leave it failing. */
const noProfile = { 'users.get': refuses('INTERNAL_SERVER_ERROR') };

const selectedTab = () => screen.findByRole('tab', { selected: true });

describe('landing on My Projects', () => {
  it('opens on the tab holding the finished project, its card highlighted', async () => {
    const lists: UserProjectsResponse = { published: [desk], unpublished: [shelf] };
    renderMyProjects(
      createTrpcFake({
        ...noProfile,
        'projects.cleanupIncomplete': () => ({ deleted: 0 }),
        'projects.list': () => lists,
        'files.sign': signEverything,
      }).fetch,
      { highlight: { projectId: shelf.project_id, reason: 'finished' } },
    );
    expect((await selectedTab()).textContent).toBe('Drafts (1)');
    const card = screen.getByRole('article', { name: 'Shelf' });
    expect(within(card).getByText('Just finished')).toBeTruthy();
    expect(card.getAttribute('data-highlighted')).toBe('true');
  });

  it('follows a published card to Published and highlights it there', async () => {
    let lists: UserProjectsResponse = { published: [desk], unpublished: [shelf] };
    renderMyProjects(
      createTrpcFake({
        ...noProfile,
        'projects.cleanupIncomplete': () => ({ deleted: 0 }),
        'projects.list': () => lists,
        'files.sign': signEverything,
        'projects.togglePublication': () => {
          lists = { published: [shelf, desk], unpublished: [] };
          return { message: 'Project published successfully', is_published: true };
        },
      }).fetch,
      { tab: 'draft' },
    );
    const card = await screen.findByRole('article', { name: 'Shelf' });
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Project published successfully')).toBeTruthy();
    await waitFor(async () => expect((await selectedTab()).textContent).toBe('Published (2)'));
    const moved = screen.getByRole('article', { name: 'Shelf' });
    expect(within(moved).getByText('Just published')).toBeTruthy();
    expect(within(moved).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it.each([
    [404, 'Project not found.'],
    [403, 'Access denied. You can only edit your own projects.'],
  ])('says why after /annotate answered %i', async (status, text) => {
    const router = renderApp(`/annotate/${PROJECT_ID}`, {
      session: signedIn,
      fetch: createTrpcFake({
        ...noProfile,
        'projects.get': () => {
          throw refusal(status === 404 ? 'NOT_FOUND' : 'FORBIDDEN', text);
        },
        'projects.cleanupIncomplete': () => ({ deleted: 0 }),
        'projects.list': () => ({ published: [desk], unpublished: [] }),
        'files.sign': signEverything,
      }).fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeTruthy();
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("says 'Invalid project ID format.' after an id that is not one", async () => {
    const router = renderApp('/annotate/not-a-uuid', {
      session: signedIn,
      fetch: createTrpcFake({
        ...noProfile,
        'projects.cleanupIncomplete': () => ({ deleted: 0 }),
        'projects.list': () => ({ published: [], unpublished: [] }),
      }).fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-projects'));
    expect(await screen.findByText('No published projects yet.')).toBeTruthy();
    expect(screen.getByText('Invalid project ID format.')).toBeTruthy();
  });
});
