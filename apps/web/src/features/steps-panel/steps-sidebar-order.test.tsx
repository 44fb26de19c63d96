import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type SidebarStep, StepsSidebar } from '@/features/steps-panel/steps-sidebar';

// jsdom has no DragEvent: a MouseEvent carries the pointer's clientY the drop reads.
beforeAll(() => {
  if (!('DragEvent' in window)) {
    Object.assign(window, { DragEvent: class DragEvent extends MouseEvent {} });
  }
});

const step = (name: string, startMs: number, endMs: number): SidebarStep => ({
  id: name,
  number: 0,
  name,
  startMs,
  endMs,
  aiGenerated: false,
});

const initial = [
  step('Remove the wheel', 0, 24_700),
  step('Fit the tyre', 30_000, 40_000),
  step('Check the brake pads', 6_000, 14_000),
];

const numbered = (steps: readonly SidebarStep[]) =>
  steps.map((entry, index) => ({ ...entry, id: String(index), number: index + 1 }));

/** The sidebar over a list it really reorders (as the step editor does), reporting each move. */
function Harness({ onMove }: { onMove: (from: number, to: number) => void }) {
  const [steps, setSteps] = useState(initial);
  return (
    <StepsSidebar
      steps={numbered(steps)}
      activeId={null}
      onSelect={vi.fn()}
      onAdd={vi.fn()}
      onDelete={vi.fn()}
      onMove={(from, to) => {
        onMove(from, to);
        setSteps((list) => {
          const next = list.filter((_, index) => index !== from);
          next.splice(to, 0, list[from] as SidebarStep);
          return next;
        });
      }}
      collapsed={false}
      onCollapsedChange={vi.fn()}
    />
  );
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Project steps' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-step-name]')?.textContent);

describe('StepsSidebar: reordering', () => {
  it('Move up / Move down move a step and keep the focus on the moved step', () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const up = screen.getByRole('button', { name: 'Move step 3 up' });
    up.focus();
    fireEvent.click(up);
    expect(onMove).toHaveBeenLastCalledWith(2, 1);
    expect(rowNames()).toEqual(['Remove the wheel', 'Check the brake pads', 'Fit the tyre']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move step 2 up' }));
    expect(screen.getByRole('status').textContent).toBe('Moved "Check the brake pads" to step 2');

    fireEvent.click(screen.getByRole('button', { name: 'Move step 2 down' }));
    expect(onMove).toHaveBeenLastCalledWith(1, 2);
    expect(rowNames()).toEqual(['Remove the wheel', 'Fit the tyre', 'Check the brake pads']);
  });

  it('the first step cannot go up and the last cannot go down', () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const up = screen.getByRole('button', { name: 'Move step 1 up' });
    const down = screen.getByRole('button', { name: 'Move step 3 down' });
    expect(up.getAttribute('aria-disabled')).toBe('true');
    expect(down.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(up);
    fireEvent.click(down);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('Alt+ArrowUp / Alt+ArrowDown on a focused row move it; plain arrows do not', () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const row = screen.getByRole('button', { name: /^Step 3: Check the brake pads/ });
    row.focus();
    fireEvent.keyDown(row, { key: 'ArrowUp' });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    expect(onMove).toHaveBeenLastCalledWith(2, 1);
    const moved = screen.getByRole('button', { name: /^Step 2: Check the brake pads/ });
    expect(document.activeElement).toBe(moved);
    fireEvent.keyDown(moved, { key: 'ArrowUp', altKey: true });
    expect(rowNames()).toEqual(['Check the brake pads', 'Remove the wheel', 'Fit the tyre']);
  });

  it('drops a dragged row before or after the row it is dropped on', () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const items = () =>
      within(screen.getByRole('list', { name: 'Project steps' })).getAllByRole('listitem');
    const handle = (index: number) =>
      items()[index]?.querySelector('[data-drag-handle]') as HTMLElement;
    const dataTransfer = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '' };
    // Step 3 dropped on the upper half of step 1: it becomes step 1.
    const target = items()[0] as HTMLElement;
    target.getBoundingClientRect = () => ({ top: 0, height: 60, bottom: 60 }) as DOMRect;
    fireEvent.dragStart(handle(2), { dataTransfer });
    fireEvent.dragOver(target, { clientY: 10, dataTransfer });
    fireEvent.drop(target, { clientY: 10, dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith(2, 0);
    expect(rowNames()).toEqual(['Check the brake pads', 'Remove the wheel', 'Fit the tyre']);
    // Step 1 dropped on the lower half of step 2: it goes after it.
    const second = items()[1] as HTMLElement;
    second.getBoundingClientRect = () => ({ top: 60, height: 60, bottom: 120 }) as DOMRect;
    fireEvent.dragStart(handle(0), { dataTransfer });
    fireEvent.dragOver(second, { clientY: 110, dataTransfer });
    fireEvent.drop(second, { clientY: 110, dataTransfer });
    expect(onMove).toHaveBeenLastCalledWith(0, 1);
    expect(rowNames()).toEqual(['Remove the wheel', 'Check the brake pads', 'Fit the tyre']);
    act(() => {
      fireEvent.dragEnd(handle(1), { dataTransfer });
    });
  });
});

describe('StepsSidebar: start order and overlaps', () => {
  const props = {
    activeId: null,
    onSelect: vi.fn(),
    onAdd: vi.fn(),
    onDelete: vi.fn(),
    collapsed: false,
    onCollapsedChange: vi.fn(),
  };

  it('offers "Sort steps by start time" when the steps are out of start order', () => {
    const onSortByStart = vi.fn();
    const { rerender } = render(
      <StepsSidebar
        {...props}
        steps={numbered(initial)}
        inStartOrder={false}
        onSortByStart={onSortByStart}
      />,
    );
    expect(screen.getByText('Steps are not in start-time order.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort steps by start time' }));
    expect(onSortByStart).toHaveBeenCalledTimes(1);
    rerender(
      <StepsSidebar {...props} steps={numbered(initial)} inStartOrder onSortByStart={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Sort steps by start time' })).toBeNull();
  });

  it('shows an overlap notice on the row and in the row’s description', () => {
    const steps = numbered(initial).map((entry, index) =>
      index === 2 ? { ...entry, overlaps: ['Overlaps step 1 (0:00-0:24.7)'] } : entry,
    );
    render(<StepsSidebar {...props} steps={steps} />);
    const row = within(
      within(screen.getByRole('list', { name: 'Project steps' })).getAllByRole(
        'listitem',
      )[2] as HTMLElement,
    );
    expect(row.getByTestId('step-overlap').textContent).toBe('Overlaps step 1 (0:00-0:24.7)');
    // It wraps before the time range, never inside it.
    expect(row.getByText('(0:00-0:24.7)').className).toContain('whitespace-nowrap');
    const button = screen.getByRole('button', { name: /^Step 3: Check the brake pads/ });
    const described = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Overlaps step 1 (0:00-0:24.7)');
  });
});
