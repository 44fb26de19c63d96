import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/features/creation/test/resize-observer';
import { renderApp, signedIn } from '@/test/render-app';

// The real route table: /create is a lazy screen inside the signed-in layout.
describe('/create', { timeout: 30_000 }, () => {
  it('opens the form with AI on, and Cancel goes to /videos (the projects page)', async () => {
    const router = renderApp('/create', { session: signedIn });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create New Project' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Project Name')).toBeTruthy();
    expect(screen.getByLabelText('Description')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Tags' })).toBeTruthy();
    expect(screen.getByLabelText('Project videos')).toBeTruthy();
    expect(screen.getByLabelText('Short-form video (optional)')).toBeTruthy();
    expect(
      screen.getByRole('switch', { name: 'AI Video Analysis' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.getByRole('button', { name: 'Save and Continue to Annotate' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'My Projects' });
    expect(router.state.location.pathname).toBe('/my-projects');
  });
});
