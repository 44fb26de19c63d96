import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCreate } from '@/features/creation/test/render-create';

const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Save and Continue to Annotate' }));
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Create: a refused submit shows at its field (issue #18 point 14)', () => {
  it('an empty name: once, under Project Name, which takes focus', async () => {
    renderCreate();
    submit();
    const name = screen.getByLabelText('Project Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Project name is required.')).toHaveLength(1);
    expect(describedBy(name)).toContain('Project name is required.');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('no video: under Project videos, whose input takes focus', async () => {
    renderCreate();
    fireEvent.change(screen.getByLabelText('Project Name'), { target: { value: 'Birdhouse' } });
    submit();
    const videos = screen.getByLabelText('Project videos');
    await waitFor(() =>
      expect(describedBy(videos)).toContain('Please upload at least one video for the project.'),
    );
    expect(screen.getAllByText('Please upload at least one video for the project.')).toHaveLength(
      1,
    );
    await waitFor(() => expect(document.activeElement).toBe(videos));
  });
});
