import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type SidebarStep, StepsSidebar } from '@/features/steps-panel/steps-sidebar';

const steps: SidebarStep[] = [
  {
    id: 's1',
    number: 1,
    name: 'Cut the cedar boards',
    startMs: 0,
    endMs: 12_345,
    aiGenerated: true,
  },
  {
    id: 's2',
    number: 2,
    name: 'Glue and clamp the walls',
    startMs: 65_004,
    endMs: 130_500,
    aiGenerated: false,
    finalized: true,
  },
];

function renderSidebar(overrides: Partial<Parameters<typeof StepsSidebar>[0]> = {}) {
  const props = {
    steps,
    activeId: null,
    onSelect: vi.fn(),
    onAdd: vi.fn(),
    onDelete: vi.fn(),
    collapsed: false,
    onCollapsedChange: vi.fn(),
    ...overrides,
  };
  const view = render(<StepsSidebar {...props} />);
  return { ...props, ...view };
}

function stepButton(name: string) {
  return screen.getByRole('button', { name: new RegExp(`^Step \\d+: ${name}`) });
}

describe('StepsSidebar', () => {
  it('lists number, name, time range and the AI mark, with the spec texts', () => {
    renderSidebar();
    expect(screen.getByText('2 steps total')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New Step' })).toBeTruthy();

    const items = within(screen.getByRole('list', { name: 'Project steps' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    const first = within(items[0] as HTMLElement);
    expect(first.getByText('1')).toBeTruthy();
    expect(first.getByText('Cut the cedar boards').getAttribute('title')).toBe(
      'Cut the cedar boards',
    );
    // Names show up to two lines (the full name in the tooltip); the time range stays on one.
    expect(first.getByText('Cut the cedar boards').className).toContain('line-clamp-2');
    expect(first.getByText('Cut the cedar boards').className).not.toContain('truncate');
    expect(first.getByText('00:00.000 - 00:12.345').className).toContain('whitespace-nowrap');
    expect(first.getByTitle('AI-generated step')).toBeTruthy();

    const second = within(items[1] as HTMLElement);
    expect(second.getByText('01:05.004 - 02:10.500')).toBeTruthy();
    expect(second.queryByTitle('AI-generated step')).toBeNull();
  });

  it('marks a step the AI was unsure of with an amber Check badge that says what to check', () => {
    const lines = ['AI confidence 42%', 'Check the start and end', 'Check tools: Tire lever'];
    renderSidebar({ steps: [{ ...steps[0]!, checks: lines }, steps[1]!] });
    const [first, second] = within(screen.getByRole('list', { name: 'Project steps' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    const badge = first!.getByTestId('ai-check-badge');
    expect(badge.textContent).toContain('Check');
    expect(badge.getAttribute('title')).toBe(lines.join('\n'));
    const button = screen.getByRole('button', {
      name: 'Step 1: Cut the cedar boards, 00:00.000 - 00:12.345 (AI-generated, check first)',
    });
    const described = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe(lines.join('. '));
    expect(second!.queryByTestId('ai-check-badge')).toBeNull();
    expect(stepButton('Glue and clamp').getAttribute('aria-describedby')).toBeNull();
  });

  it('marks the active step with aria-current and reports clicks', () => {
    const { onSelect } = renderSidebar({ activeId: 's2' });
    expect(stepButton('Glue and clamp').getAttribute('aria-current')).toBe('step');
    expect(stepButton('Cut the cedar').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { current: 'step' }).textContent).toContain(
      'Glue and clamp the walls',
    );

    fireEvent.click(stepButton('Cut the cedar'));
    expect(onSelect).toHaveBeenCalledWith('s1');
  });

  it('adds a step', () => {
    const { onAdd } = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Step' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('deletes only after the spec confirmation is accepted', () => {
    const { onDelete } = renderSidebar();
    fireEvent.click(
      screen.getByRole('button', { name: 'Delete step 2: Glue and clamp the walls' }),
    );
    expect(onDelete).not.toHaveBeenCalled();

    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete "Step 2: Glue and clamp the walls"? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Step' }));
    expect(onDelete).toHaveBeenCalledExactlyOnceWith('s2');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not delete when the confirmation is cancelled', () => {
    const { onDelete } = renderSidebar();
    fireEvent.click(screen.getByRole('button', { name: 'Delete step 1: Cut the cedar boards' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('collapses and expands through the toggle', () => {
    const { onCollapsedChange, rerender, ...props } = renderSidebar();
    const collapse = screen.getByRole('button', { name: 'Collapse steps panel' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(collapse);
    expect(onCollapsedChange).toHaveBeenCalledWith(true);

    rerender(
      <StepsSidebar
        steps={steps}
        activeId={null}
        onSelect={props.onSelect}
        onAdd={props.onAdd}
        onDelete={props.onDelete}
        collapsed
        onCollapsedChange={onCollapsedChange}
      />,
    );
    const expand = screen.getByRole('button', { name: 'Expand steps panel' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Add New Step' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Project steps' })).toBeNull();
    fireEvent.click(expand);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('shows an empty state and still offers Add New Step', () => {
    renderSidebar({ steps: [] });
    expect(screen.getByText('0 steps total')).toBeTruthy();
    expect(screen.getByText('No steps yet')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Project steps' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add New Step' })).toBeTruthy();
  });
});
