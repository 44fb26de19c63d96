import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('shows its label and is enabled when idle', () => {
    render(<Button busyLabel="Signing Up...">Sign Up</Button>);
    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('reads the busy label and is disabled while busy', () => {
    render(
      <Button type="submit" busy busyLabel="Signing Up...">
        Sign Up
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing Up...' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('type')).toBe('submit');
    expect(screen.queryByText('Sign Up')).toBeNull();
  });

  it('keeps its own label while busy when no busy label is given', () => {
    render(<Button busy>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });
});
