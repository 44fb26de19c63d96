import { type EditorStep, emptyEditorStep, stepEditorMachine } from '@stepwise/machines';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { overviewStepOf } from '@/features/authoring/editor/authoring-views';
import { Playhead } from '@/features/authoring/editor/playhead';
import { StepsColumn, TimelineDock } from '@/features/authoring/editor/timeline-dock';
import { stubTimelineDom } from '@/features/authoring/test/timeline-dom';

/**
 * Rows of the steps sidebar and segments of the timeline are keyed by the step's id, not its
 * position (issue #20 "stable ids"): after a delete or a reorder, each element still shows the
 * step it showed (React moved it, it did not hand it another step), and a click on it reaches
 * that step. Steps made without an id (as a draft saved before ids holds them) get one on open.
 */

stubTimelineDom();

const step = (name: string, startMs: number): EditorStep => ({
  ...emptyEditorStep(),
  name,
  description: `${name}.`,
  startMs,
  endMs: startMs + 5000,
  isFinalized: true,
});

function setUp() {
  const editor = createActor(stepEditorMachine, {
    input: { steps: [step('Cut', 0), step('Sand', 10_000), step('Oil', 20_000)] },
  }).start();
  const onSeek = vi.fn();
  render(
    <>
      <StepsColumn
        editor={editor}
        collapsed={false}
        onCollapsedChange={vi.fn()}
        onSeek={onSeek}
        playhead={new Playhead()}
      />
      <TimelineDock
        editor={editor}
        durationMs={60_000}
        playhead={new Playhead()}
        onSeek={onSeek}
        sidebarCollapsed={false}
      />
    </>,
  );
  return { editor, onSeek };
}

const list = () => screen.getByRole('list', { name: 'Project steps' });
/** The sidebar row (list item) showing the step named `name`. */
const rowOf = (name: string) =>
  within(list())
    .getAllByRole('listitem')
    .find((item) => item.querySelector('[data-step-name]')?.textContent === name)!;
/** The timeline segment of the step named `name` (its label is 'Step N: name'). */
const segmentOf = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('button[data-step-id]')].find((button) =>
    button.getAttribute('aria-label')?.endsWith(`: ${name}`),
  )!;
const rowNames = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-step-name]')?.textContent);

describe('steps keyed by id in the sidebar and on the timeline', () => {
  it('a delete keeps every other row and segment on its own step', () => {
    const { editor } = setUp();
    const ids = editor.getSnapshot().context.steps.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids.every((id) => id !== null)).toBe(true);
    const sandRow = rowOf('Sand');
    const oilRow = rowOf('Oil');
    const sandSegment = segmentOf('Sand');
    expect(sandSegment.dataset.stepId).toBe(ids[1]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete step 1: Cut' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Step' }),
    );
    expect(rowNames()).toEqual(['Sand', 'Oil']);
    // The same elements, still showing their steps (keyed by position, the row that showed Sand
    // would now show Oil, and the one that showed Cut would show Sand).
    expect(sandRow.isConnected).toBe(true);
    expect(rowOf('Sand')).toBe(sandRow);
    expect(rowOf('Oil')).toBe(oilRow);
    expect(segmentOf('Sand')).toBe(sandSegment);
    expect(sandSegment.getAttribute('aria-label')).toBe('Step 1: Sand');

    // A click on a row or a segment reaches its step.
    fireEvent.click(within(oilRow).getByRole('button', { name: /^Step 2: Oil/ }));
    expect(editor.getSnapshot().context.step.name).toBe('Oil');
    expect(editor.getSnapshot().context.currentIndex).toBe(1);
    fireEvent.click(sandSegment);
    expect(editor.getSnapshot().context.step.name).toBe('Sand');
    expect(editor.getSnapshot().context.currentIndex).toBe(0);
  });

  it('a reorder moves the rows and segments with their steps; the loaded row stays the current one', () => {
    const { editor, onSeek } = setUp();
    const cutRow = rowOf('Cut');
    const oilRow = rowOf('Oil');
    const oilSegment = segmentOf('Oil');
    fireEvent.click(within(cutRow).getByRole('button', { name: /^Step 1: Cut/ }));
    act(() => editor.send({ type: 'steps.move', from: 2, to: 0 }));
    expect(rowNames()).toEqual(['Oil', 'Cut', 'Sand']);
    expect(rowOf('Oil')).toBe(oilRow);
    expect(rowOf('Cut')).toBe(cutRow);
    expect(segmentOf('Oil')).toBe(oilSegment);
    expect(oilSegment.getAttribute('aria-label')).toBe('Step 1: Oil');
    expect(within(list()).getByRole('button', { current: 'step' }).textContent).toContain('Cut');

    // Delete from the moved row: the step it shows goes, not the one now at its old place.
    fireEvent.click(within(oilRow).getByRole('button', { name: 'Delete step 1: Oil' }));
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Step' }),
    );
    expect(rowNames()).toEqual(['Cut', 'Sand']);
    expect(editor.getSnapshot().context.step.name).toBe('Cut');

    fireEvent.click(segmentOf('Sand'));
    expect(editor.getSnapshot().context.step.name).toBe('Sand');
    expect(onSeek).toHaveBeenLastCalledWith(10_000);
  });

  it('the overview names each step by its id, a copy and a split part by their own', () => {
    const { editor } = setUp();
    act(() => editor.send({ type: 'steps.duplicate', index: 0 }));
    act(() => editor.send({ type: 'steps.split', index: 2, atMs: 12_000 }));
    const steps = editor.getSnapshot().context.steps;
    expect(steps.map((entry) => entry.name)).toEqual(['Cut', 'Cut', 'Sand', 'Sand', 'Oil']);
    const overview = steps.map(overviewStepOf);
    expect(overview.map((entry) => entry.id)).toEqual(steps.map((entry) => entry.id));
    expect(new Set(overview.map((entry) => entry.id)).size).toBe(5);
    expect(rowNames()).toEqual(['Cut', 'Cut', 'Sand', 'Sand', 'Oil']);
  });
});
