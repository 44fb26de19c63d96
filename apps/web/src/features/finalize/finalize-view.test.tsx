import type { EditorStep } from '@stepwise/machines';
import { emptyEditorStep } from '@stepwise/machines';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BuyListItem, buyListStorageKey } from '@/features/finalize/buy-list';
import { FinalizeView } from '@/features/finalize/finalize-view';
import { repositoryTool, serverBuyItem, uuidOf } from '@/features/finalize/test/fixtures';
import { PROJECT_ID, renderAuthoring, WithFinalize } from '@/features/finalize/test/render';
import { createTrpcFake, refusal, type TrpcHandlers } from '@/test/trpc-fake';

const videos = [{ name: 'main.mp4', path: 'users/uid-ada/videos/main.mp4' }];

const step: EditorStep = {
  ...emptyEditorStep(),
  id: uuidOf(1),
  name: 'Cut the board',
  description: 'Cut along the line.',
  startMs: 1000,
  endMs: 4000,
  tools: [
    {
      name: 'Saw',
      specification: 'Crosscut',
      purchaseLink: '',
      quantity: 2,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    },
  ],
  materials: [
    {
      name: 'Plywood',
      specification: '',
      purchaseLink: '',
      quantity: 1,
      imageUrl: null,
      imagePath: null,
      repositoryId: null,
    },
  ],
  isFinalized: true,
};

const stored = (items: Partial<BuyListItem>[]) =>
  localStorage.setItem(buyListStorageKey(PROJECT_ID), JSON.stringify(items));
const readStored = () => JSON.parse(localStorage.getItem(buyListStorageKey(PROJECT_ID)) ?? 'null');

const baseProcedures: TrpcHandlers = {
  'buyList.get': () => [],
  'buyList.replace': (input) => (input as { items: unknown[] }).items,
  'buyList.clear': () => ({ message: 'Buy list cleared' }),
  'repository.list': (input) =>
    (input as { kind: string }).kind === 'tools' ? [repositoryTool(50, 'Drill', '18V')] : [],
  'finalize.submit': () => ({ message: 'Steps uploaded', project_id: PROJECT_ID, step_count: 1 }),
};

function renderView(
  options: { steps?: EditorStep[]; procedures?: TrpcHandlers; onFinished?: () => void } = {},
) {
  const api = createTrpcFake({ ...baseProcedures, ...options.procedures });
  const router = renderAuthoring(
    <WithFinalize projectName="Bookshelf" onFinished={options.onFinished}>
      {(finalize) => (
        <FinalizeView
          projectId={PROJECT_ID}
          projectName="Bookshelf"
          finalize={finalize}
          steps={options.steps ?? [step]}
          videos={videos}
          thumbnailPath={null}
        />
      )}
    </WithFinalize>,
    api.fetch,
  );
  return { api, router };
}

const shoppingList = () => screen.getByRole('region', { name: /Shopping List/ });
const finishButton = () => screen.getByRole('button', { name: 'Finish Project' });

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the buy list', () => {
  it('is restored from local storage without asking the server', async () => {
    stored([{ name: 'Glue', quantity: 4, specification: 'Wood', source_type: 'manual' }]);
    const { api } = renderView();
    expect(within(shoppingList()).getByText('Glue')).toBeTruthy();
    expect(within(shoppingList()).getByLabelText('Quantity of Glue')).toHaveProperty('value', '4');
    await screen.findByText('Drill');
    expect(api.called()).not.toContain('buyList.get');
  });

  it('loads from the server when nothing is saved, and caches it locally', async () => {
    const { api } = renderView({
      procedures: { 'buyList.get': () => [serverBuyItem({ name: 'Sandpaper', quantity: 3 })] },
    });
    expect(await within(shoppingList()).findByText('Sandpaper')).toBeTruthy();
    expect(api.called()).toContain('buyList.get');
    await waitFor(() =>
      expect(readStored()).toEqual([
        expect.objectContaining({ name: 'Sandpaper', quantity: 3, source_type: 'manual' }),
      ]),
    );
  });

  it('asks the server again on a later visit instead of an answer kept from an earlier one', async () => {
    let serverItems: ReturnType<typeof serverBuyItem>[] = [];
    const { router } = renderView({ procedures: { 'buyList.get': () => serverItems } });
    await waitFor(() => expect(readStored()).toEqual([]));
    await act(() => router.navigate('/my-projects'));
    await screen.findByText('My Projects page');
    // Meanwhile the list was finished (stored on the server, cleared here).
    serverItems = [serverBuyItem({ name: 'Sandpaper', quantity: 3 })];
    localStorage.clear();
    await act(() => router.navigate(`/annotate/${PROJECT_ID}`));
    expect(await within(shoppingList()).findByText('Sandpaper')).toBeTruthy();
  });

  it('merges an item with the same name and specification (case-insensitive)', async () => {
    stored([{ name: 'Saw', quantity: 2, specification: 'Crosscut', source_type: 'manual' }]);
    const { api } = renderView();
    fireEvent.change(screen.getByLabelText('Item name'), { target: { value: ' saw ' } });
    fireEvent.change(screen.getByLabelText('Specification'), { target: { value: 'CROSSCUT' } });
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));

    expect(within(shoppingList()).getByLabelText('Quantity of Saw')).toHaveProperty('value', '5');
    const onList = within(shoppingList()).getByRole('list', { name: 'Items on the shopping list' });
    expect(within(onList).getAllByRole('listitem')).toHaveLength(1);
    expect(await screen.findByText('Added "saw" to the shopping list.')).toBeTruthy();
    await waitFor(() => expect(api.called()).toContain('buyList.replace'));
    expect(api.calls.find((call) => call.path === 'buyList.replace')?.input).toEqual({
      project_id: PROJECT_ID,
      items: [expect.objectContaining({ name: 'Saw', quantity: 5 })],
    });
    expect(readStored()).toEqual([expect.objectContaining({ name: 'Saw', quantity: 5 })]);
  });

  it('refuses a manual item without a name or with a non-http link', () => {
    stored([]);
    renderView();
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(screen.getByText('Item name is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Item name'), { target: { value: 'Glue' } });
    fireEvent.change(screen.getByLabelText('Purchase link'), { target: { value: 'ftp://x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(
      screen.getByText('Purchase link must be a valid URL starting with http:// or https://'),
    ).toBeTruthy();
    expect(within(shoppingList()).queryByText('Glue')).toBeNull();
  });

  it('adds a repository item with its source, and every step item merged', async () => {
    stored([{ name: 'saw', quantity: 1, specification: 'crosscut', source_type: 'manual' }]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Drill to the shopping list' }));
    expect(readStored()).toEqual([
      expect.objectContaining({ name: 'saw' }),
      expect.objectContaining({ name: 'Drill', source_type: 'repository', source_id: uuidOf(50) }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add all tools and materials from steps' }));
    expect(within(shoppingList()).getByLabelText('Quantity of saw')).toHaveProperty('value', '3');
    expect(within(shoppingList()).getByText('Plywood')).toBeTruthy();
  });

  it('says what the steps hold that the list does not, instead of calling it empty', async () => {
    renderView();
    const list = shoppingList();
    expect(
      await within(list).findByText(
        'Your steps use 2 tools and materials that are not on the shopping list yet:',
      ),
    ).toBeTruthy();
    expect(within(list).getByText('Saw')).toBeTruthy();
    expect(within(list).getByText('Plywood')).toBeTruthy();
    expect(within(list).queryByText(/shopping list is empty/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add all tools and materials from steps' }));
    await waitFor(() =>
      expect(within(list).queryByText(/not on the shopping list yet/)).toBeNull(),
    );
  });

  it('changes a quantity and removes an item', () => {
    stored([
      { name: 'Glue', quantity: 1, source_type: 'manual' },
      { name: 'Nails', quantity: 10, source_type: 'manual' },
    ]);
    renderView();
    const quantity = within(shoppingList()).getByLabelText('Quantity of Glue');
    fireEvent.change(quantity, { target: { value: '6' } });
    fireEvent.blur(quantity);
    expect(readStored()[0]).toMatchObject({ name: 'Glue', quantity: 6 });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Nails from the shopping list' }));
    expect(within(shoppingList()).queryByText('Nails')).toBeNull();
    expect(readStored()).toHaveLength(1);
  });

  it('warns, without blocking, when the server does not take a change', async () => {
    stored([]);
    renderView({
      procedures: {
        'buyList.replace': () => {
          throw new Error('down');
        },
      },
    });
    fireEvent.change(screen.getByLabelText('Item name'), { target: { value: 'Glue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(
      await screen.findByText(
        'Could not save the shopping list to the server. Your changes are kept on this device.',
      ),
    ).toBeTruthy();
    expect(within(shoppingList()).getByText('Glue')).toBeTruthy();
  });

  it('clears only after the confirmation', async () => {
    stored([{ name: 'Glue', quantity: 1, source_type: 'manual' }]);
    const { api } = renderView();
    fireEvent.click(within(shoppingList()).getByRole('button', { name: 'Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear Shopping List' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(shoppingList()).getByText('Glue')).toBeTruthy();
    expect(api.called()).not.toContain('buyList.clear');

    fireEvent.click(within(shoppingList()).getByRole('button', { name: 'Clear' }));
    const again = await screen.findByRole('dialog', { name: 'Clear Shopping List' });
    fireEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(within(shoppingList()).queryByText('Glue')).toBeNull());
    expect(api.called()).toContain('buyList.clear');
    expect(readStored()).toEqual([]);
    expect(await screen.findByText('Shopping list cleared.')).toBeTruthy();
  });
});

describe('Finish Project', () => {
  it('asks for a step first when there are none', async () => {
    stored([]);
    const { api } = renderView({ steps: [] });
    fireEvent.click(finishButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please add at least one step before finishing the project.',
    );
    expect(api.called()).not.toContain('finalize.submit');
  });

  it('names the step without a description', async () => {
    stored([]);
    renderView({ steps: [step, { ...step, id: uuidOf(2), description: ' ' }] });
    fireEvent.click(finishButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Step 2 is missing required name or description',
    );
  });

  it('submits, clears the local buy list, and goes to My Projects 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stored([{ name: 'Glue', quantity: 2, source_type: 'manual' }]);
    const onFinished = vi.fn();
    const { api, router } = renderView({ onFinished });
    fireEvent.click(finishButton());

    expect(await screen.findByText(/Project "Bookshelf" was finalized/)).toBeTruthy();
    const payload = api.calls.find((call) => call.path === 'finalize.submit')?.input;
    expect(payload).toMatchObject({
      project_id: PROJECT_ID,
      project_name: 'Bookshelf',
      user_id: 'uid-ada',
      buy_list: [expect.objectContaining({ name: 'Glue', quantity: 2 })],
      auto_generate_buy_list: false,
      steps: [
        expect.objectContaining({
          name: 'Cut the board',
          video_start_time_ms: 1000,
          video_end_time_ms: 4000,
          associated_video_path: 'users/uid-ada/videos/main.mp4',
        }),
      ],
    });
    expect(localStorage.getItem(buyListStorageKey(PROJECT_ID))).toBeNull();
    expect(onFinished).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe(`/annotate/${PROJECT_ID}`);

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/my-projects');
    // My Projects opens on the tab that holds the project and highlights its card.
    expect(router.state.location.state).toEqual({
      highlight: { projectId: PROJECT_ID, reason: 'finished' },
    });
  });

  it('shows a 422 detail array as validation errors, and Retry sends it again', async () => {
    stored([]);
    let refuse = true;
    const detail = [{ loc: ['body', 'steps', 0, 'name'], msg: 'Field required' }];
    const { api } = renderView({
      procedures: {
        'finalize.submit': (input) => {
          if (refuse) throw refusal('UNPROCESSABLE_CONTENT', detail);
          return baseProcedures['finalize.submit']?.(input);
        },
      },
    });
    fireEvent.click(finishButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Finalization failed: Validation errors: body.steps.0.name: Field required',
    );

    refuse = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Project "Bookshelf" was finalized/)).toBeTruthy();
    expect(api.called().filter((path) => path === 'finalize.submit')).toHaveLength(2);
  });

  it('shows a refusal detail and the busy button while submitting', async () => {
    stored([]);
    let release: () => void = () => {};
    const { api } = renderView({
      procedures: {
        'finalize.submit': () =>
          new Promise((_, reject) => {
            release = () => reject(refusal('FORBIDDEN', 'You can only edit your own projects.'));
          }),
      },
    });
    fireEvent.click(finishButton());
    expect(await screen.findByRole('button', { name: 'Finishing...' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() => expect(api.called()).toContain('finalize.submit'));
    release();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Finalization failed: You can only edit your own projects.',
    );
  });
});
