import { type EditorStep, emptyEditorStep } from '@stepwise/machines';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderTabs } from '@/features/step-tabs/test/render-tabs';

const item = (name: string, quantity = 1) => ({
  name,
  specification: '',
  purchaseLink: '',
  quantity,
  imageUrl: null,
  imagePath: null,
  repositoryId: null,
});

const transcript = [
  { start_ms: 1_200, end_ms: 2_900, text: 'Grab two tire levers.' },
  { start_ms: 63_450, end_ms: 66_000, text: 'Hook the first one under the bead.' },
];

/** An AI step the analysis was unsure of: its name, its timing and one tool. */
const unsureStep: EditorStep = {
  ...emptyEditorStep(),
  id: 'ai-step-1',
  name: 'Remove the tire',
  description: 'Lever the tire off the rim.',
  startMs: 1000,
  endMs: 70000,
  tools: [item('Tire lever', 2), item('Pump')],
  isAiGenerated: true,
  aiReview: {
    confidence: 0.42,
    review: ['timing', 'name'],
    uncertainItems: ['tire lever'],
    transcript,
    reviewed: false,
  },
};

const handMadeStep: EditorStep = {
  ...emptyEditorStep(),
  id: 'step-2',
  name: 'Patch the tube',
  description: 'Glue the patch.',
  startMs: 70000,
  endMs: 90000,
};

function open(index: number, onSeek = vi.fn()) {
  const view = renderTabs({ steps: [unsureStep, handMadeStep], onSeek });
  act(() => view.editor.send({ type: 'step.select', index }));
  return { ...view, onSeek };
}

const transcriptPanel = () => screen.getByRole('region', { name: 'Transcript' });

describe('the details of an AI step the analysis was unsure of', () => {
  it('lists what to check first and marks the name and the times in amber', () => {
    open(0);
    const note = within(screen.getByRole('region', { name: 'Check first' }));
    expect(note.getAllByRole('listitem').map((line) => line.textContent)).toEqual([
      'AI confidence 42%',
      'Check the start and end',
      'Check the name',
      'Check tools: Tire lever',
    ]);
    const name = screen.getByLabelText('Step Name');
    const hint = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('AI was unsure: check this name');
    expect(screen.getByText('AI was unsure: check the start and end')).toBeTruthy();
  });

  it('shows the transcript with mm:ss.mmm start times; a line seeks the player there', () => {
    const { onSeek } = open(0);
    const lines = within(transcriptPanel()).getAllByRole('button');
    expect(lines.map((line) => line.textContent)).toEqual([
      '00:01.200Grab two tire levers.',
      '01:03.450Hook the first one under the bead.',
    ]);
    fireEvent.click(within(transcriptPanel()).getByRole('button', { name: /Hook the first one/ }));
    expect(onSeek).toHaveBeenCalledExactlyOnceWith(63_450);
  });

  it('an edited name loses its hint; saving the step clears every mark but keeps the transcript', () => {
    const { editor } = open(0);
    fireEvent.change(screen.getByLabelText('Step Name'), {
      target: { value: 'Lever the tire off' },
    });
    expect(screen.queryByText('AI was unsure: check this name')).toBeNull();
    expect(screen.getByRole('region', { name: 'Check first' })).toBeTruthy();
    act(() => editor.send({ type: 'step.save' }));
    expect(screen.queryByRole('region', { name: 'Check first' })).toBeNull();
    expect(screen.queryByText('AI was unsure: check the start and end')).toBeNull();
    expect(within(transcriptPanel()).getAllByRole('button')).toHaveLength(2);
  });

  it('outlines the uncertain tool in the materials tab until it is removed', () => {
    open(0);
    const tab = screen.getByRole('tab', { name: 'Step Materials' });
    fireEvent.mouseDown(tab);
    act(() => tab.focus());
    const tools = within(screen.getByRole('list', { name: 'Tools of this step' }));
    const [lever, pump] = tools.getAllByRole('listitem');
    expect(within(lever!).getByText('AI was unsure: check this tool')).toBeTruthy();
    expect(
      within(lever!).getByRole('spinbutton', { name: 'Quantity of Tire lever' }),
    ).toHaveProperty('value', '2');
    expect(within(pump!).queryByText(/AI was unsure/)).toBeNull();
    fireEvent.click(tools.getByRole('button', { name: 'Remove tool Tire lever' }));
    expect(screen.queryByText('AI was unsure: check this tool')).toBeNull();
  });

  it('a step the creator made shows no transcript and nothing to check', () => {
    open(1);
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Check first' })).toBeNull();
    expect(screen.getByLabelText('Step Name').getAttribute('aria-describedby')).toBeNull();
  });
});
