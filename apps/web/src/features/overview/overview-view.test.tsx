import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app-providers';
import {
  type OverviewStep,
  OverviewView,
  type OverviewViewProps,
} from '@/features/overview/overview-view';
import { createTrpcClient } from '@/lib/trpc';

const steps: OverviewStep[] = [
  {
    id: 's1',
    number: 1,
    name: 'Cut the cedar boards',
    startMs: 0,
    endMs: 12_345,
    annotationCount: 3,
    toolCount: 2,
    materialCount: 1,
    fileCount: 0,
    aiGenerated: true,
  },
  {
    id: 's2',
    number: 2,
    name: 'Glue and clamp the walls',
    startMs: 65_004,
    endMs: 130_500,
    annotationCount: 1,
    toolCount: 1,
    materialCount: 4,
    fileCount: 2,
    aiGenerated: false,
  },
];

function renderOverview(overrides: Partial<OverviewViewProps> = {}) {
  const props: OverviewViewProps = {
    steps,
    buyList: [
      { name: 'Cedar board 1x6', quantity: 3, purchaseLink: 'https://shop.example/cedar' },
      { name: 'Wood glue', quantity: 1, purchaseLink: null },
    ],
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    ...overrides,
  };
  // The shopping list signs its images' paths; these items have none, so nothing is fetched.
  const unusedFetch = vi.fn<typeof fetch>();
  render(
    <AppProviders
      queryClient={new QueryClient()}
      trpcClient={createTrpcClient(async () => 'token', { fetch: unusedFetch })}
    >
      <OverviewView {...props} />
    </AppProviders>,
  );
  return { ...props, unusedFetch };
}

/** The value shown in the stat card with this label. */
function stat(label: string): string | null | undefined {
  const term = within(screen.getByLabelText('Project totals')).getByText(label);
  return term.nextElementSibling?.textContent;
}

function stepCard(name: string) {
  return screen.getByRole('article', { name });
}

describe('OverviewView', () => {
  it('sums the five stat cards over the steps', () => {
    renderOverview();
    expect(stat('Total Steps')).toBe('2');
    expect(stat('Annotations')).toBe('4');
    expect(stat('Tools')).toBe('3');
    expect(stat('Materials')).toBe('5');
    expect(stat('Files')).toBe('2');
  });

  it('shows a card per step with its time range, AI mark, counts and buttons', () => {
    renderOverview();
    const first = within(stepCard('Cut the cedar boards'));
    expect(first.getByText('00:00.000 - 00:12.345')).toBeTruthy();
    expect(first.getByTitle('AI-generated step')).toBeTruthy();
    expect(first.getByText('3 annotations')).toBeTruthy();
    expect(first.getByText('1 material')).toBeTruthy();
    expect(first.getByText('0 files')).toBeTruthy();
    expect(first.getByRole('button', { name: 'Edit Step' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Delete Step' })).toBeTruthy();

    const second = within(stepCard('Glue and clamp the walls'));
    expect(second.getByText('01:05.004 - 02:10.500')).toBeTruthy();
    expect(second.queryByTitle('AI-generated step')).toBeNull();
  });

  it('edits a step', () => {
    const { onEdit } = renderOverview();
    fireEvent.click(
      within(stepCard('Glue and clamp the walls')).getByRole('button', { name: 'Edit Step' }),
    );
    expect(onEdit).toHaveBeenCalledExactlyOnceWith('s2');
  });

  it('deletes a step only after the spec confirmation is accepted', () => {
    const { onDelete } = renderOverview();
    fireEvent.click(
      within(stepCard('Cut the cedar boards')).getByRole('button', { name: 'Delete Step' }),
    );
    expect(onDelete).not.toHaveBeenCalled();

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Step 1: Cut the cedar boards"? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(
      within(stepCard('Cut the cedar boards')).getByRole('button', { name: 'Delete Step' }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Step' }),
    );
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('s1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lists the shopping list with quantities and http(s) purchase links only', () => {
    const { unusedFetch } = renderOverview();
    const list = within(screen.getByRole('region', { name: /^Shopping List/ }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Cedar board 1x6');
    expect(items[0]?.textContent).toContain('Qty: 3');
    expect(
      list
        .getByRole('link', { name: 'Buy Cedar board 1x6 (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://shop.example/cedar');
    expect(items[1]?.textContent).toContain('Qty: 1');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    // A summary: no quantity inputs, remove or clear.
    expect(list.queryByRole('spinbutton')).toBeNull();
    expect(list.queryByRole('button')).toBeNull();
    expect(unusedFetch).not.toHaveBeenCalled();
  });

  it('shows empty states with zero totals when there are no steps and no buy items', () => {
    renderOverview({ steps: [], buyList: [] });
    for (const label of ['Total Steps', 'Annotations', 'Tools', 'Materials', 'Files']) {
      expect(stat(label)).toBe('0');
    }
    expect(screen.getByText('No steps yet')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    const shopping = within(screen.getByRole('region', { name: 'Shopping List' }));
    expect(
      shopping.getByText(
        'The shopping list is empty. Add tools and materials to your steps, or add items to the list in Finalize Project.',
      ),
    ).toBeTruthy();
  });

  it('says which tools and materials the steps hold while the list is empty, and adds them', () => {
    const onAddStepItems = vi.fn();
    renderOverview({
      buyList: [],
      stepItems: [
        { name: 'Hand saw', quantity: 1, specification: 'Crosscut' },
        { name: 'Pine board', quantity: 2, specification: null },
      ],
      onAddStepItems,
    });
    const region = screen.getByRole('region', { name: /^Shopping List/ });
    expect(region.textContent).not.toContain('The shopping list is empty');
    const list = within(region);
    expect(
      list.getByText('Your steps use 2 tools and materials that are not on the shopping list yet:'),
    ).toBeTruthy();
    expect(list.getByText('Hand saw')).toBeTruthy();
    expect(list.getByText('Pine board')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Add all tools and materials from steps' }));
    expect(onAddStepItems).toHaveBeenCalledTimes(1);
  });

  it('counts only the step items the list does not hold yet', () => {
    renderOverview({
      buyList: [{ name: 'wood glue', quantity: 1, purchaseLink: null }],
      stepItems: [
        { name: 'Wood glue', quantity: 1, specification: null },
        { name: 'Clamp', quantity: 2, specification: null },
      ],
      onAddStepItems: vi.fn(),
    });
    const list = within(screen.getByRole('region', { name: /^Shopping List/ }));
    expect(
      list.getByText('Your steps use 1 tool or material that is not on the shopping list yet:'),
    ).toBeTruthy();
    expect(list.getByText('Clamp')).toBeTruthy();
  });
});
