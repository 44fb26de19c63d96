import { type EditorStep, emptyEditorStep, stepEditorMachine } from '@stepwise/machines';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { Playhead } from '@/features/authoring/editor/playhead';
import { TimelineDock } from '@/features/authoring/editor/timeline-dock';
import { anAnnotation } from '@/features/authoring/test/fixtures';
import { stubTimelineDom } from '@/features/authoring/test/timeline-dom';

stubTimelineDom();

const step = (name: string, startMs: number, frames: number[]): EditorStep => ({
  ...emptyEditorStep(),
  name,
  description: `${name}.`,
  startMs,
  endMs: startMs + 5000,
  annotations: frames.map((ms) => anAnnotation(ms)),
  isFinalized: true,
});

describe('the timeline under the player', () => {
  it("marks each annotation once: the loaded step's from the form, the others' as saved", () => {
    const editor = createActor(stepEditorMachine, {
      input: { steps: [step('Cut', 0, [1000, 2000]), step('Sand', 5000, [6000, 7000, 8000])] },
    }).start();
    render(
      <TimelineDock
        editor={editor}
        durationMs={60_000}
        playhead={new Playhead()}
        onSeek={vi.fn()}
        sidebarCollapsed={false}
      />,
    );
    expect(screen.getByRole('img', { name: '5 annotation marks' })).toBeTruthy();
    act(() => editor.send({ type: 'step.select', index: 0 }));
    expect(screen.getByRole('img', { name: '5 annotation marks' })).toBeTruthy();
    // An annotation removed in the form (not saved yet) is gone from the timeline at once.
    act(() => editor.send({ type: 'annotation.remove', index: 0 }));
    expect(screen.getByRole('img', { name: '4 annotation marks' })).toBeTruthy();
  });
});
