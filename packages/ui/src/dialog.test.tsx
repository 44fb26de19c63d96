import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

afterEach(cleanup);

describe('Dialog', () => {
  it('starts with focus on the first control of its body, the Close button last in tab order', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="Add an item" footer={<Button>Save</Button>}>
        <label>
          Name <input />
        </label>
      </Dialog>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    const dialog = screen.getByRole('dialog', { name: 'Add an item' });
    const order = [...dialog.querySelectorAll('input, button')].map(
      (control) => control.getAttribute('aria-label') ?? control.textContent,
    );
    expect(order).toEqual(['', 'Save', 'Close']);
  });

  it('with nothing to focus in it but the Close button, focuses that', async () => {
    render(<Dialog open onOpenChange={() => {}} title="A frame" />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' })),
    );
  });
});
