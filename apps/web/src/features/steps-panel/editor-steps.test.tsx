import {
  type EditorStep,
  emptyEditorStep,
  loadedStepKey,
  stepEditorMachine,
} from '@stepwise/machines';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor } from 'xstate';
import {
  deleteStepById,
  indexOfStepId,
  sidebarStepsOf,
  useStepOrder,
} from '@/features/steps-panel/editor-steps';
import { FormOverlapNotice } from '@/features/steps-panel/form-overlap-notice';
import { StepsSidebar } from '@/features/steps-panel/steps-sidebar';

/** A step with its times given in seconds, for readability. */
const step = (name: string, startS: number, endS: number): EditorStep => ({
  ...emptyEditorStep(),
  name,
  description: `${name}.`,
  startMs: Math.round(startS * 1000),
  endMs: Math.round(endS * 1000),
});

type Editor = ActorRefFrom<typeof stepEditorMachine>;

/** The sidebar and the form's notice over a real step editor, as the authoring screen wires them. */
function Editor({ editor }: { editor: Editor }) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const order = useStepOrder(editor);
  return (
    <>
      <FormOverlapNotice editor={editor} />
      <StepsSidebar
        steps={sidebarStepsOf(steps)}
        activeId={loadedStepKey(steps, currentIndex)}
        onSelect={(id) => editor.send({ type: 'step.select', index: indexOfStepId(editor, id) })}
        onAdd={vi.fn()}
        onDelete={(id) => deleteStepById(editor, id)}
        {...order}
        collapsed={false}
        onCollapsedChange={vi.fn()}
      />
    </>
  );
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Project steps' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-step-name]')?.textContent);

describe('the steps sidebar over the step editor', () => {
  it('a step marked 6-14 s after the AI 0-24.7 s step: overlap notices, then sort by start', () => {
    const editor = createActor(stepEditorMachine, {
      input: {
        steps: [
          { ...step('Remove the wheel', 0, 24.7), isAiGenerated: true },
          { ...step('Fit the tyre', 30, 40), isAiGenerated: true },
        ],
      },
    }).start();
    const send = (event: Parameters<Editor['send']>[0]) => act(() => editor.send(event));
    render(<Editor editor={editor} />);
    expect(screen.queryByRole('button', { name: 'Sort steps by start time' })).toBeNull();

    // The creator marks 6-14 s and saves: the form warns before the save, the step goes last.
    send({ type: 'step.change', patch: { name: 'Check the pads', description: 'Look.' } });
    send({ type: 'time.markStart', ms: 6000 });
    send({ type: 'time.markEnd', ms: 14000 });
    expect(screen.getByTestId('form-overlap-notice').textContent).toBe(
      'Overlaps step 1 (0:00-0:24.7)',
    );
    send({ type: 'step.save' });
    expect(rowNames()).toEqual(['Remove the wheel', 'Fit the tyre', 'Check the pads']);
    const [first, second, third] = within(screen.getByRole('list', { name: 'Project steps' }))
      .getAllByRole('listitem')
      .map((item) => within(item));
    expect(first!.getByTestId('step-overlap').textContent).toBe('Overlaps step 3 (0:06-0:14)');
    expect(second!.queryByTestId('step-overlap')).toBeNull();
    expect(third!.getByTestId('step-overlap').textContent).toBe('Overlaps step 1 (0:00-0:24.7)');

    // Load step 3, edit it without saving, sort: it is step 1 now, still loaded, edit kept.
    fireEvent.click(screen.getByRole('button', { name: /^Step 3: Check the pads/ }));
    send({ type: 'step.change', patch: { description: 'Unsaved edit.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sort steps by start time' }));
    expect(rowNames()).toEqual(['Remove the wheel', 'Check the pads', 'Fit the tyre']);
    expect(screen.queryByRole('button', { name: 'Sort steps by start time' })).toBeNull();
    expect(screen.getByRole('button', { current: 'step' }).textContent).toContain('Check the pads');
    expect(editor.getSnapshot().context.currentIndex).toBe(1);
    expect(editor.getSnapshot().context.step.description).toBe('Unsaved edit.');
    expect(screen.getByTestId('form-overlap-notice').textContent).toBe(
      'Overlaps step 1 (0:00-0:24.7)',
    );

    // Moved up by keyboard; the delete question names each step by its new position.
    const row = screen.getByRole('button', { name: /^Step 2: Check the pads/ });
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    expect(rowNames()).toEqual(['Check the pads', 'Remove the wheel', 'Fit the tyre']);
    expect(editor.getSnapshot().context.currentIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete step 2: Remove the wheel' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Step' }),
    );
    expect(rowNames()).toEqual(['Check the pads', 'Fit the tyre']);
    expect(screen.queryByTestId('form-overlap-notice')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete step 2: Fit the tyre' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Are you sure you want to delete "Step 2: Fit the tyre"?',
    );
  });
});
