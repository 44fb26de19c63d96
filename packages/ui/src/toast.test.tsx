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
});
