import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

function Controlled({ initial, max = 120 }: { initial: string; max?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Project Name"
      value={value}
      maxLength={max}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextField with maxLength: the character counter', () => {
  const counterOf = (input: HTMLElement) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
    return ids.map((id) => document.getElementById(id)).find((el) => el?.dataset.counter) ?? null;
  };

  it('stays hidden below 80% of the limit and passes the limit to the input', () => {
    render(<Controlled initial={'x'.repeat(95)} />);
    const input = screen.getByLabelText('Project Name');
    expect(input.getAttribute('maxlength')).toBe('120');
    expect(counterOf(input)).toBeNull();
    expect(screen.queryByText(/\/120/)).toBeNull();
  });

  it('appears from 80% of the limit as "96/120", linked to the input, in a calm style', () => {
    render(<Controlled initial={'x'.repeat(95)} />);
    const input = screen.getByLabelText('Project Name');
    fireEvent.change(input, { target: { value: 'x'.repeat(96) } });
    const counter = counterOf(input);
    expect(counter?.textContent).toBe('96/120 characters');
    expect(counter?.className).toContain('text-slate-500');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('turns to the error style at the limit and says so', () => {
    render(<Controlled initial={'x'.repeat(119)} />);
    const input = screen.getByLabelText('Project Name');
    expect(counterOf(input)?.className).not.toContain('text-red');
    fireEvent.change(input, { target: { value: 'x'.repeat(120) } });
    const counter = counterOf(input);
    expect(counter?.className).toContain('text-red-600');
    expect(counter?.textContent).toContain('120/120');
    expect(screen.getByRole('status').textContent).toBe('Limit reached: at most 120 characters.');
    // At the limit is still valid: only the counter warns.
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks to shorten a value that is already over the limit', () => {
    render(<Controlled initial={'x'.repeat(130)} />);
    const input = screen.getByLabelText('Project Name');
    expect(counterOf(input)?.textContent).toContain('130/120');
    expect(screen.getByRole('status').textContent).toBe(
      'Too long: at most 120 characters. Shorten this text.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.className).toContain('border-red-400');
  });

  it('says when a paste was cut to the limit', () => {
    render(<Controlled initial="" max={10} />);
    const input = screen.getByLabelText('Project Name') as HTMLInputElement;
    fireEvent.paste(input, { clipboardData: { getData: () => 'a'.repeat(336) } });
    // The browser inserts only what fits (maxLength); the change follows the paste.
    fireEvent.change(input, { target: { value: 'a'.repeat(10) } });
    expect(screen.getByRole('status').textContent).toBe(
      'The pasted text was cut to 10 characters, the most this field takes.',
    );
    fireEvent.change(input, { target: { value: 'a'.repeat(9) } });
    expect(screen.queryByRole('status')).toBeNull();
    expect(counterOf(input)?.textContent).toBe('9/10 characters');
  });

  it('counts an uncontrolled field from its default value and as the user types', () => {
    render(<TextField label="Name" maxLength={10} defaultValue="abcdefgh" />);
    const input = screen.getByLabelText('Name');
    expect(counterOf(input)?.textContent).toBe('8/10 characters');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(counterOf(input)).toBeNull();
  });
});

describe('ErrorBanner', () => {
  it('is an alert carrying the message', () => {
    render(<ErrorBanner>Passwords do not match. Please try again.</ErrorBanner>);
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match. Please try again.');
  });
});
