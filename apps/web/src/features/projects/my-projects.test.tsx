import { messages, type UserProjectsResponse } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aProject, signEverything } from '@/features/projects/test/fixtures';
import { renderMyProjects } from '@/features/projects/test/render';
import { createTrpcFake, refusal, refuses, type TrpcHandlers } from '@/test/trpc-fake';

const desk = aProject({ project_id: '00000000-0000-4000-8000-000000000001', name: 'Desk' });
const shelf = aProject({ project_id: '00000000-0000-4000-8000-000000000002', name: 'Shelf' });
const stool = aProject({ project_id: '00000000-0000-4000-8000-000000000003', name: 'Stool' });

function api(lists: UserProjectsResponse, overrides: TrpcHandlers = {}, deleted = 0) {
  return createTrpcFake({
    'projects.cleanupIncomplete': () => ({ deleted }),
    'projects.list': () => lists,
    'files.sign': signEverything,
    // The signed-in layout reads the profile; these tests leave it failing.
    'users.get': refuses('INTERNAL_SERVER_ERROR'),
    ...overrides,
  });
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

const tab = (name: RegExp) => screen.findByRole('tab', { name });

describe('My Projects', () => {
  it('cleans up first, then shows the tabs with their counts, Published first', async () => {
    const fake = api({ published: [desk], unpublished: [shelf, stool] });
    renderMyProjects(fake.fetch);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeTruthy();
    expect(screen.getByText('Manage and view all your instructional projects')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+ Create New Project' }).getAttribute('href')).toBe(
      '/create',
    );
    expect(screen.getByText('Loading your projects...')).toBeTruthy();

    expect((await tab(/^Published \(1\)$/)).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Drafts (2)' })).toBeTruthy();
    expect(fake.called().slice(0, 2)).toEqual(['projects.cleanupIncomplete', 'projects.list']);
    expect(screen.getByRole('article', { name: 'Desk' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Shelf' })).toBeNull();
  });

  it('opens on the tab the navigation state names', async () => {
    renderMyProjects(api({ published: [desk], unpublished: [shelf] }).fetch, { tab: 'draft' });
    expect((await tab(/^Drafts \(1\)$/)).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('article', { name: 'Shelf' })).toBeTruthy();
  });

  it('shows the empty states of both tabs', async () => {
    renderMyProjects(api({ published: [], unpublished: [] }).fetch);
    expect(await screen.findByText('No published projects yet.')).toBeTruthy();
    const drafts = screen.getByRole('tab', { name: 'Drafts (0)' });
    fireEvent.mouseDown(drafts);
    expect(await screen.findByText('No draft projects yet.')).toBeTruthy();
  });

  it('tells how many incomplete projects the cleanup removed', async () => {
    renderMyProjects(api({ published: [desk], unpublished: [] }, {}, 2).fetch);
    expect(
      await screen.findByText('Cleaned up 2 incomplete project(s) with no steps'),
    ).toBeTruthy();
  });

  it('still shows the list when the cleanup fails', async () => {
    const fake = api(
      { published: [desk], unpublished: [] },
      {
        'projects.cleanupIncomplete': () => {
          throw refusal('INTERNAL_SERVER_ERROR', 'down');
        },
      },
    );
    renderMyProjects(fake.fetch);
    expect(await tab(/^Published \(1\)$/)).toBeTruthy();
    expect(screen.queryByText(/Cleaned up/)).toBeNull();
  });

  it("shows 'Failed to load projects' with a retry", async () => {
    let fail = true;
    renderMyProjects(
      api(
        { published: [], unpublished: [] },
        {
          'projects.list': () => {
            if (fail) throw refusal('INTERNAL_SERVER_ERROR', 'database down');
            return { published: [desk], unpublished: [] };
          },
        },
      ).fetch,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load projects');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await tab(/^Published \(1\)$/)).toBeTruthy();
  });
});

describe('My Projects card actions', () => {
  it('publishes after a confirmation, moves the card and shows the server message', async () => {
    let lists: UserProjectsResponse = { published: [desk], unpublished: [shelf] };
    const fake = api(lists, {
      'projects.list': () => lists,
      'projects.togglePublication': () => {
        lists = { published: [shelf, desk], unpublished: [] };
        return { message: 'Project published successfully', is_published: true };
      },
    });
    renderMyProjects(fake.fetch, { tab: 'draft' });
    const card = await screen.findByRole('article', { name: 'Shelf' });
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));

    const dialog = await screen.findByRole('dialog', { name: 'Publish this project?' });
    expect(dialog.textContent).toContain('"Shelf" will be published');
    expect(fake.called()).not.toContain('projects.togglePublication');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Project published successfully')).toBeTruthy();
    expect(await tab(/^Drafts \(0\)$/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Published (2)' })).toBeTruthy();
    expect(fake.calls.find((call) => call.path === 'projects.togglePublication')?.input).toEqual({
      project_id: shelf.project_id,
    });
  });

  it('keeps the card and warns when the status update fails', async () => {
    renderMyProjects(
      api(
        { published: [desk], unpublished: [] },
        {
          'projects.togglePublication': () => {
            throw refusal('INTERNAL_SERVER_ERROR', 'nope');
          },
        },
      ).fetch,
    );
    const card = await screen.findByRole('article', { name: 'Desk' });
    fireEvent.click(within(card).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Failed to update project status.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Published (1)' })).toBeTruthy();
  });

  it("shows the server's reason when publishing is refused, and keeps the card", async () => {
    const reason = messages.myProjects.publishNeedsSteps;
    renderMyProjects(
      api(
        { published: [desk], unpublished: [shelf] },
        {
          'projects.togglePublication': () => {
            throw refusal('CONFLICT', reason);
          },
        },
      ).fetch,
      { tab: 'draft' },
    );
    const card = await screen.findByRole('article', { name: 'Shelf' });
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText('Failed to update project status.')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Drafts (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Shelf' })).toBeTruthy();
  });

  it('says why a draft without finished steps cannot be published, before any request', async () => {
    const empty = aProject({
      project_id: '00000000-0000-4000-8000-000000000004',
      name: 'Empty shed',
      finished_step_count: 0,
    });
    const fake = api({ published: [], unpublished: [empty] });
    renderMyProjects(fake.fetch, { tab: 'draft' });
    const card = await screen.findByRole('article', { name: 'Empty shed' });
    fireEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not ready to publish' });
    expect(within(dialog).getByText(/has no finished steps yet/).textContent).toContain(
      messages.myProjects.publishNeedsSteps,
    );
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.called()).not.toContain('projects.togglePublication');
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const fake = api({ published: [desk], unpublished: [] });
    renderMyProjects(fake.fetch);
    const card = await screen.findByRole('article', { name: 'Desk' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.called()).not.toContain('projects.delete');
  });

  it('deletes after a confirmation', async () => {
    let lists: UserProjectsResponse = { published: [desk, stool], unpublished: [] };
    renderMyProjects(
      api(lists, {
        'projects.list': () => lists,
        'projects.delete': () => {
          lists = { published: [stool], unpublished: [] };
          return { message: 'Project deleted successfully' };
        },
      }).fetch,
    );
    const card = await screen.findByRole('article', { name: 'Desk' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog.textContent).toContain('Are you sure you want to delete "Desk"?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Project deleted successfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Desk' })).toBeNull());
    expect(screen.getByRole('tab', { name: 'Published (1)' })).toBeTruthy();
  });

  it("warns 'Failed to delete project' when the delete fails", async () => {
    renderMyProjects(
      api(
        { published: [desk], unpublished: [] },
        {
          'projects.delete': () => {
            throw refusal('INTERNAL_SERVER_ERROR', 'nope');
          },
        },
      ).fetch,
    );
    const card = await screen.findByRole('article', { name: 'Desk' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete project')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Desk' })).toBeTruthy();
  });

  it('refuses a thumbnail that is not an image or is over 5MB before uploading', async () => {
    renderMyProjects(api({ published: [desk], unpublished: [] }).fetch);
    const card = await screen.findByRole('article', { name: 'Desk' });
    const input = card.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toBe('image/*');

    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await screen.findByText('Please select an image file')).toBeTruthy();

    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5_242_881 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await screen.findByText('Image file too large. Please select a file under 5MB.'),
    ).toBeTruthy();
  });
});
