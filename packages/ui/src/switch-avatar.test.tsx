import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GeneratedAvatar } from './generated-avatar';
import { Switch } from './switch';

afterEach(cleanup);

function Example() {
  const [on, setOn] = useState(false);
  return <Switch label="Published" checked={on} onCheckedChange={setOn} />;
}

describe('Switch', () => {
  it('is a labelled switch that toggles', () => {
    render(<Example />);
    const control = screen.getByRole('switch', { name: 'Published' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(control.getAttribute('aria-checked')).toBe('true');
  });
});

describe('GeneratedAvatar', () => {
  it('draws the same local SVG for the same seed and another for another seed', () => {
    render(
      <>
        <GeneratedAvatar seed="ada@example.com" size={40} alt="a" />
        <GeneratedAvatar seed="ada@example.com" size={40} alt="b" />
        <GeneratedAvatar seed="bob@example.com" size={40} alt="c" />
      </>,
    );
    const [a, b, c] = ['a', 'b', 'c'].map((alt) => screen.getByAltText(alt).getAttribute('src'));
    expect(a?.startsWith('data:image/svg+xml')).toBe(true);
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(screen.getByAltText('a').getAttribute('width')).toBe('40');
  });
});
