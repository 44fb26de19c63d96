import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorBanner } from './banner';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('associates the label with its input', () => {
    render(<TextField label="Email" type="email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps two fields with similar labels apart', () => {
    render(
      <>
        <TextField label="Password" type="password" name="password" />
        <TextField label="Confirm Password" type="password" name="confirmPassword" />
      </>,
    );
    expect(screen.getByLabelText('Password').getAttribute('name')).toBe('password');
    expect(screen.getByLabelText('Confirm Password').getAttribute('name')).toBe('confirmPassword');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<TextField label="Username" error="Username is required." />);
    const input = screen.getByLabelText('Username');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Username is required.');
  });

  it('describes the input with a caution without marking it invalid', () => {
    render(<TextField label="Step Name" caution="AI was unsure: check this name" />);
    const input = screen.getByLabelText('Step Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'AI was unsure: check this name',
    );
    expect(input.className).toContain('border-amber-400');
  });
});

describe('ErrorBanner', () => {
  it('is an alert carrying the message', () => {
    render(<ErrorBanner>Passwords do not match. Please try again.</ErrorBanner>);
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match. Please try again.');
  });
});
