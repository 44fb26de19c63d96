import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTabs } from '@/features/step-tabs/test/render-tabs';

/** As a browser does on a press: mousedown, then focus. */
function selectTab(name: string) {
  const tab = screen.getByRole('tab', { name });
  fireEvent.mouseDown(tab);
  act(() => tab.focus());
}
const selectedTab = () => screen.getByRole('tab', { selected: true, hidden: true }).textContent;
const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)));

describe('StepTabs', () => {
  it('shows the five spec tabs and switches freely while no step is selected', () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Step Details',
      'Step Materials',
      'Files',
      'Result',
      'Sign Off',
    ]);
    expect(selectedTab()).toBe('Step Details');
    selectTab('Sign Off');
    expect(selectedTab()).toBe('Sign Off');
    expect(screen.getByLabelText('Validation Question')).toBeTruthy();
    selectTab('Files');
    expect(selectedTab()).toBe('Files');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns when leaving details incomplete: Stay keeps the tab, Continue moves on', async () => {
    renderTabs();
    fireEvent.change(screen.getByLabelText('Step Name'), { target: { value: 'Sand the edges' } });
    selectTab('Sign Off');
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Step Information' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Step Description', 'Start Time', 'End Time']);
    expect(within(dialog).getByText(/changes are not lost/)).toBeTruthy();
    expect(selectedTab()).toBe('Step Details');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on Current Tab' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tick();
    // Focus going back to the 'Sign Off' tab does not ask again.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectedTab()).toBe('Step Details');

    selectTab('Sign Off');
    const again = await screen.findByRole('dialog', { name: 'Incomplete Step Information' });
    fireEvent.click(within(again).getByRole('button', { name: 'Continue Anyway' }));
    await waitFor(() => expect(selectedTab()).toBe('Sign Off'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks on arrow keys too, and Stay keeps the tab', async () => {
    renderTabs();
    fireEvent.change(screen.getByLabelText('Step Name'), { target: { value: 'Drill holes' } });
    const details = screen.getByRole('tab', { name: 'Step Details' });
    act(() => details.focus());
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Step Information' });
    // It opens on Stay (not on the Close button), and the focus comes back to the tab kept.
    const stay = within(dialog).getByRole('button', { name: 'Stay on Current Tab' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await tick();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectedTab()).toBe('Step Details');
    expect(document.activeElement).toBe(details);
  });

  it('lists the empty sign-off fields when leaving sign-off', async () => {
    const { editor } = renderTabs();
    editor.send({ type: 'step.change', patch: { name: 'Glue up' } });
    selectTab('Sign Off');
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue Anyway' }),
    );
    await waitFor(() => expect(selectedTab()).toBe('Sign Off'));
    fireEvent.change(screen.getByLabelText('Cautionary Notes'), { target: { value: 'Gloves' } });
    selectTab('Result');
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Step Information' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Best Practice Notes', 'Validation Question', 'Validation Answer']);
  });

  it('sends the details fields to the editor and shows the times and the save error', () => {
    const { editor, step } = renderTabs();
    fireEvent.change(screen.getByLabelText('Step Name'), { target: { value: 'Cut the board' } });
    fireEvent.change(screen.getByLabelText('Step Description'), {
      target: { value: 'Saw along the line.' },
    });
    expect(step().name).toBe('Cut the board');
    expect(step().description).toBe('Saw along the line.');
    expect((screen.getByLabelText('Step Name') as HTMLInputElement).value).toBe('Cut the board');
    expect(screen.getAllByText('Not set')).toHaveLength(2);

    act(() => {
      editor.send({ type: 'time.markStart', ms: 65500 });
      editor.send({ type: 'step.save' });
    });
    expect(screen.getByText('01:05.500')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Please set both start and end times for the step.',
    );
    act(() => editor.send({ type: 'time.markEnd', ms: 70000 }));
    expect(screen.getByText('01:10.000')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Mark Start and Mark End/)).toBeTruthy();
  });

  it('sends the sign-off fields to the editor', () => {
    const { step } = renderTabs();
    selectTab('Sign Off');
    const values = {
      'Cautionary Notes': 'Wear goggles.',
      'Best Practice Notes': 'Clamp the work.',
      'Validation Question': 'Is the cut square?',
      'Validation Answer': 'Yes',
    };
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    expect(step()).toMatchObject({
      cautionaryNotes: 'Wear goggles.',
      bestPracticeNotes: 'Clamp the work.',
      validationQuestion: 'Is the cut square?',
      validationAnswer: 'Yes',
    });
  });
});
