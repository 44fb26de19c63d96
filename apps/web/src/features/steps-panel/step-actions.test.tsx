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
  indexOfStepId,
  sidebarStepsOf,
  useStepActions,
  useStepHistory,
} from '@/features/steps-panel/editor-steps';
import { STATUS_VISIBLE_MS, StepsSidebar } from '@/features/steps-panel/steps-sidebar';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

const step = (name: string, startMs: number, endMs: number, videoIndex = 0): EditorStep => ({
  ...emptyEditorStep(),
  name,
  description: `${name}.`,
  startMs,
  endMs,
  videoIndex,
  isFinalized: true,
});

/** The sidebar over a real step editor, wired as the authoring screen does; the playhead at `at`. */
function Harness({ editor, at }: { editor: Editor; at: { ms: number } }) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const stepActions = useStepActions(editor, () => at.ms);
  const history = useStepHistory(editor);
  return (
    <>
      <input aria-label="Step name" />
      <StepsSidebar
        steps={sidebarStepsOf(steps)}
        activeId={loadedStepKey(steps, currentIndex)}
        onSelect={(id) => editor.send({ type: 'step.select', index: indexOfStepId(editor, id) })}
        onAdd={vi.fn()}
        onDelete={vi.fn()}
        stepActions={stepActions ?? undefined}
        history={history}
        collapsed={false}
        onCollapsedChange={vi.fn()}
      />
    </>
  );
}

const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;

const rows = () =>
  within(screen.getByRole('list', { name: 'Project steps' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-mono')?.textContent);

function setUp() {
  const editor = createActor(stepEditorMachine, {
    input: {
      steps: [
        step('Cut the board', 2000, 8000),
        step('Sand the edges', 8000, 12_000),
        step('Paint', 1000, 5000, 1),
      ],
    },
  }).start();
  const at = { ms: 0 };
  render(<Harness editor={editor} at={at} />);
  return { editor, at };
}

describe('duplicate, merge and split from the steps sidebar, with undo and redo', () => {
  it('offers the actions only for a loaded step; merge only with a next step on the same video', () => {
    const { editor } = setUp();
    expect(screen.queryByRole('group', { name: /actions/ })).toBeNull();
    act(() => editor.send({ type: 'step.select', index: 1 }));
    const group = screen.getByRole('group', { name: 'Step 2 actions' });
    expect(disabled(within(group).getByRole('button', { name: 'Merge step 2 with step 3' }))).toBe(
      true,
    );
    act(() => editor.send({ type: 'step.select', index: 0 }));
    expect(disabled(screen.getByRole('button', { name: 'Merge step 1 with step 2' }))).toBe(false);
  });

  it('duplicates, merges and splits at the playhead; Ctrl+Z and Ctrl+Shift+Z walk back and forth', () => {
    const { editor, at } = setUp();
    act(() => editor.send({ type: 'step.select', index: 0 }));
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 1' }));
    expect(rows()).toHaveLength(4);
    expect(screen.getByTestId('steps-announcement').textContent).toBe(
      'Duplicated step 1 as step 2',
    );
    expect(screen.getByRole('group', { name: 'Step 2 actions' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Merge step 2 with step 3' }));
    expect(rows()).toEqual([
      '00:02.000 - 00:08.000',
      '00:02.000 - 00:12.000',
      '00:01.000 - 00:05.000',
    ]);

    // The playhead outside the step: a hint, nothing split.
    at.ms = 15_000;
    fireEvent.click(screen.getByRole('button', { name: 'Split step 2 at the playhead' }));
    expect(screen.getByText(/Move the playhead inside this step/)).toBeTruthy();
    expect(rows()).toHaveLength(3);
    at.ms = 9000;
    fireEvent.click(screen.getByRole('button', { name: 'Split step 2 at the playhead' }));
    expect(rows()).toEqual([
      '00:02.000 - 00:08.000',
      '00:02.000 - 00:09.000',
      '00:09.000 - 00:12.000',
      '00:01.000 - 00:05.000',
    ]);

    // Undo in a text field is the field's own: the steps stay.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Step name' }), {
      key: 'z',
      ctrlKey: true,
    });
    expect(rows()).toHaveLength(4);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('steps-announcement').textContent).toBe('Undid the last step change');
    fireEvent.click(screen.getByRole('button', { name: 'Undo step change (Ctrl+Z)' }));
    expect(rows()).toHaveLength(4);
    fireEvent.keyDown(document.body, { key: 'z', metaKey: true });
    expect(rows()).toEqual([
      '00:02.000 - 00:08.000',
      '00:08.000 - 00:12.000',
      '00:01.000 - 00:05.000',
    ]);
    expect(disabled(screen.getByRole('button', { name: 'Undo step change (Ctrl+Z)' }))).toBe(true);
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(rows()).toHaveLength(4);
    fireEvent.keyDown(document.body, { key: 'y', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Redo step change (Ctrl+Shift+Z)' }));
    expect(rows()).toEqual([
      '00:02.000 - 00:08.000',
      '00:02.000 - 00:09.000',
      '00:09.000 - 00:12.000',
      '00:01.000 - 00:05.000',
    ]);
    expect(disabled(screen.getByRole('button', { name: 'Redo step change (Ctrl+Shift+Z)' }))).toBe(
      true,
    );
  });
});

describe("the form's unsaved edit and the steps sidebar's actions", () => {
  it('keeps the edit before a duplicate; an edit failing the save check says why and nothing runs', () => {
    const { editor } = setUp();
    act(() => {
      editor.send({ type: 'step.select', index: 0 });
      editor.send({ type: 'step.change', patch: { name: 'Cut it' } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 1' }));
    expect(editor.getSnapshot().context.steps.map((s) => s.name)).toEqual([
      'Cut it',
      'Cut it',
      'Sand the edges',
      'Paint',
    ]);

    act(() => editor.send({ type: 'step.change', patch: { description: '' } }));
    for (const name of [
      'Duplicate step 2',
      'Merge step 2 with step 3',
      'Split step 2 at the playhead',
    ]) {
      fireEvent.click(screen.getByRole('button', { name }));
      expect(
        screen.getByText(
          /This step has unsaved changes that cannot be kept yet\. Step description is required\./,
        ),
      ).toBeTruthy();
      expect(rows()).toHaveLength(4);
    }
    expect(editor.getSnapshot().context.step.description).toBe('');
  });
});

describe('undo while the form holds typing', () => {
  it('takes back the typing alone and says so, Redo brings it back, then undo goes on to the copy', () => {
    const { editor } = setUp();
    const undoButton = () => screen.getByRole('button', { name: 'Undo step change (Ctrl+Z)' });
    const form = () => editor.getSnapshot().context.step.name;
    act(() => editor.send({ type: 'step.select', index: 1 }));
    // Typing alone can be undone (nothing else to undo yet), and is not lost.
    expect(disabled(undoButton())).toBe(true);
    act(() => editor.send({ type: 'step.change', patch: { name: 'Sand it' } }));
    expect(disabled(undoButton())).toBe(false);
    act(() => editor.send({ type: 'step.change', patch: { name: 'Sand the edges' } }));

    fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 2' }));
    act(() => editor.send({ type: 'step.change', patch: { name: 'Check the edges' } }));
    // Ctrl+Z in a text field is the field's own: the form and the steps stay.
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Step name' }), {
      key: 'z',
      ctrlKey: true,
    });
    expect(form()).toBe('Check the edges');
    expect(rows()).toHaveLength(4);

    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(rows()).toHaveLength(4);
    expect(form()).toBe('Sand the edges');
    expect(screen.getByTestId('steps-status').textContent).toBe(
      'Undid the unsaved changes in the step form (Redo brings them back)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Redo step change (Ctrl+Shift+Z)' }));
    expect(form()).toBe('Check the edges');
    expect(screen.getByTestId('steps-status').textContent).toBe(
      'Brought back the unsaved changes in the step form',
    );
    fireEvent.click(undoButton());
    fireEvent.click(undoButton());
    expect(rows()).toHaveLength(3);
    expect(screen.getByTestId('steps-status').textContent).toBe('Undid the last step change');
  });
});

describe('the visible status line of the steps sidebar', () => {
  it('shows what an action, an undo or a redo did, each time, and clears itself', () => {
    vi.useFakeTimers();
    try {
      const { editor } = setUp();
      act(() => editor.send({ type: 'step.select', index: 0 }));
      fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 1' }));
      fireEvent.click(screen.getByRole('button', { name: 'Duplicate step 2' }));
      const status = () => screen.queryByTestId('steps-status')?.textContent ?? null;
      expect(status()).toBe('Duplicated step 2 as step 3');
      expect(screen.getByTestId('steps-status').getAttribute('aria-hidden')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Undo step change (Ctrl+Z)' }));
      expect(status()).toBe('Undid the last step change');
      act(() => vi.advanceTimersByTime(STATUS_VISIBLE_MS));
      expect(status()).toBeNull();
      // The same words again show again; the screen-reader region keeps saying the last one.
      fireEvent.click(screen.getByRole('button', { name: 'Undo step change (Ctrl+Z)' }));
      expect(status()).toBe('Undid the last step change');
      expect(screen.getByTestId('steps-announcement').textContent).toBe(
        'Undid the last step change',
      );
      expect(screen.getByTestId('steps-announcement').getAttribute('role')).toBe('status');
    } finally {
      vi.useRealTimers();
    }
  });
});
