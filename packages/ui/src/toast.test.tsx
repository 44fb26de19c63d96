import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast } from './toast';

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  cleanup();
});

describe('toast', () => {
  it('renders the text with its tone in the Toaster', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Cleaned up 2 incomplete project(s) with no steps');
      toast.warning('Thumbnail upload failed');
    });
    const success = await screen.findByText('Cleaned up 2 incomplete project(s) with no steps');
    expect(success.closest('[data-tone]')?.getAttribute('data-tone')).toBe('success');
    const warning = await screen.findByText('Thumbnail upload failed');
    expect(warning.closest('[data-tone]')?.getAttribute('data-tone')).toBe('warning');
  });

  it('closes on click', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Saved', { duration: 3000 });
    });
    const text = await screen.findByText('Saved');
    const button = text.closest('button');
    if (!button) throw new Error('toast is not a button');
    act(() => {
      fireEvent.click(button);
    });
    await expect
      .poll(() => screen.queryByText('Saved')?.closest('[data-removed="true"]') ?? null, {
        timeout: 2000,
      })
      .not.toBeNull();
  });

  it('stacks at most three toasts, each shown in full with a gap, under the given top', async () => {
    render(<Toaster offsetTop={120} />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.success(`Saved ${n}`);
    });
    await screen.findByText('Saved 4');
    const shown = () =>
      [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].map(
        (element) => element.textContent,
      );
    // Newest first (on top); the fourth waits.
    expect(shown()).toEqual(['Saved 4', 'Saved 3', 'Saved 2']);
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement;
    // Expanded: toasts are laid out one under another, not piled up.
    expect(
      [...document.querySelectorAll('[data-sonner-toast]')].every(
        (element) => element.getAttribute('data-expanded') === 'true',
      ),
    ).toBe(true);
    expect(list.style.getPropertyValue('--offset-top')).toBe('120px');
    expect(list.style.getPropertyValue('--gap')).toBe('10px');
  });
});
