import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from './avatar';

afterEach(cleanup);

describe('Avatar', () => {
  it('shows initials when there is no picture', () => {
    const { container } = render(<Avatar name="Grace Hopper" />);
    expect(container.textContent).toBe('GH');
  });

  it('colours one person the same wherever the seed is the same', () => {
    const a = render(<Avatar name="Grace" seed="grace@example.com" />).container.firstElementChild;
    const b = render(<Avatar name="grace@example.com" />).container.firstElementChild;
    expect(a?.className).toBe(b?.className);
  });

  it('falls back to initials when the picture fails to load', () => {
    const { container } = render(<Avatar name="ada@example.com" src="/broken.png" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('AD');
  });
});
