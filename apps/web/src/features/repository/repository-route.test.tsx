import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refusal, refuses, type TrpcHandlers } from '@/test/trpc-fake';

const stamp = { created_at: '2026-11-22T10:00:00.000Z', image_file: null, image_path: null };
const tools = [
  {
    ...stamp,
    tool_id: '0f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Claw hammer',
    specification: '16 oz',
    purchase_link: 'https://shop.example/hammer',
  },
  {
    ...stamp,
    tool_id: '1f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Chisel',
    specification: null,
    purchase_link: null,
  },
];
const materials = [
  {
    ...stamp,
    material_id: '2f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Wood glue',
    specification: 'PVA',
    purchase_link: null,
  },
];

const listByKind = ({ kind }: { kind: string }) => (kind === 'tools' ? tools : materials);

/** The repository's lists, and `handlers`; the signed-in layout's profile read is left unanswered. */
const repositoryApi = (handlers: TrpcHandlers = {}) =>
  createTrpcFake({ 'users.get': refuses('NOT_FOUND'), 'repository.list': listByKind, ...handlers });

async function openRepository(fetch: typeof globalThis.fetch, state?: unknown) {
  const router = renderApp('/my-projects', { session: signedIn, fetch });
  await router.navigate('/repository', { state });
  await screen.findByRole('heading', { level: 1, name: 'Materials & Tools Repository' });
  return router;
}

// Lazy routes render slowly on a busy machine; each test waits for a few of them.
describe('/repository', { timeout: 30_000 }, () => {
  it('shows both counts and the tab asked for by the navigation state', async () => {
    await openRepository(repositoryApi().fetch, { tab: 'materials' });
    expect(await screen.findByText('Wood glue')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tools (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Materials (1)', selected: true })).toBeTruthy();
  });

  it('searches by name or specification', async () => {
    await openRepository(repositoryApi().fetch);
    await screen.findByText('Chisel');
    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    fireEvent.change(search, { target: { value: '16 OZ' } });
    expect(screen.getByText('Claw hammer')).toBeTruthy();
    expect(screen.queryByText('Chisel')).toBeNull();
    fireEvent.change(search, { target: { value: 'saw' } });
    expect(screen.getByText('No tools match "saw".')).toBeTruthy();
  });

  it('checks the name and the purchase link before adding', async () => {
    const api = repositoryApi();
    await openRepository(api.fetch);
    await screen.findByText('Chisel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    fireEvent.change(within(dialog).getByLabelText('Purchase link'), {
      target: { value: 'shop.example/saw' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tool' }));
    expect(await within(dialog).findByText('Tool name is required.')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Purchase link must be a valid URL starting with http:// or https://',
      ),
    ).toBeTruthy();
    expect(api.called()).not.toContain('repository.create');
  });

  it('refuses a file that is not an image, and one of 5MB or more', async () => {
    await openRepository(repositoryApi().fetch);
    await screen.findByText('Chisel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    // The file input is hidden behind the 'Choose image' button (one accessible control).
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [text] } });
    expect(await within(dialog).findByText('Please select an image file.')).toBeTruthy();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('Image size must be less than 5MB.')).toBeTruthy();
  });

  it("shows the server's detail when adding fails, and keeps the dialog open", async () => {
    await openRepository(
      repositoryApi({
        'repository.create': () => {
          throw refusal('BAD_REQUEST', 'Name must be at most 200 characters.');
        },
      }).fetch,
    );
    await screen.findByText('Chisel');
    fireEvent.click(screen.getByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    fireEvent.change(within(dialog).getByLabelText('Tool name'), { target: { value: 'Saw' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tool' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to add tool: Name must be at most 200 characters.',
    );
  });

  it('adds a tool and reloads the list', async () => {
    const api = repositoryApi({
      'repository.create': (input) => ({ ...tools[1], ...input }),
    });
    await openRepository(api.fetch);
    await screen.findByText('Chisel');
    const listCalls = () => api.inputsOf('repository.list').length;
    const before = listCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Add Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Tool' });
    fireEvent.change(within(dialog).getByLabelText('Tool name'), { target: { value: ' Saw ' } });
    fireEvent.change(within(dialog).getByLabelText('Specification'), {
      target: { value: '24 TPI' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Tool' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.path === 'repository.create')?.input).toEqual({
      kind: 'tools',
      name: 'Saw',
      specification: '24 TPI',
      purchase_link: null,
      image_path: null,
    });
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it("shows a failed load in a 'Connection Error' box with Retry", async () => {
    let fail = true;
    await openRepository(
      repositoryApi({
        'repository.list': (input) => {
          if (fail) throw refusal('INTERNAL_SERVER_ERROR');
          return listByKind(input);
        },
      }).fetch,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Connection Error' })).toBeTruthy();
    expect(within(alert).getByText('Failed to load tools: 500 Internal Server Error')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Chisel')).toBeTruthy();
  });
});
