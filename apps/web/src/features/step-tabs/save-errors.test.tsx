import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveStep } from '@/features/authoring/editor/save-step';
import { renderTabs } from '@/features/step-tabs/test/render-tabs';

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('a refused step save (issue #18 point 13)', () => {
  it('shows "Step name is required." once, at the name field, which takes focus', async () => {
    const { editor } = renderTabs();
    act(() => saveStep(editor));
    expect(screen.getAllByText('Step name is required.')).toHaveLength(1);
    const name = screen.getByLabelText('Step Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Step name is required.').id).toBe(
      name.getAttribute('aria-describedby'),
    );
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it('brings the details tab forward from another tab and focuses the failing field', async () => {
    const { editor } = renderTabs();
    fireEvent.change(screen.getByLabelText('Step Name'), { target: { value: 'Sand' } });
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Sign Off' }));
    const warning = await screen.findByRole('dialog', { name: 'Incomplete Step Information' });
    fireEvent.click(within(warning).getByRole('button', { name: 'Continue Anyway' }));
    await waitFor(() => expect(selectedTab()).toBe('Sign Off'));
    act(() => saveStep(editor));
    expect(selectedTab()).toBe('Step Details');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByText('Step description is required.')).toHaveLength(1);
    const description = screen.getByLabelText('Step Description');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(description));
  });

  it('shows a timing refusal at the step times', async () => {
    const { editor } = renderTabs();
    fireEvent.change(screen.getByLabelText('Step Name'), { target: { value: 'Sand' } });
    fireEvent.change(screen.getByLabelText('Step Description'), { target: { value: 'Sand it' } });
    act(() => saveStep(editor));
    const timing = screen.getByRole('region', { name: 'Step Timing' });
    expect(timing.textContent).toContain('Please set both start and end times for the step.');
    expect(screen.getAllByText('Please set both start and end times for the step.')).toHaveLength(
      1,
    );
    await waitFor(() => expect(document.activeElement).toBe(timing));
  });
});
