import type { EditorStep, stepEditorMachine } from '@stepwise/machines';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { checkLinesOf } from '@/features/ai-review/check-summary';
import { type Playhead, usePlayheadMs } from '@/features/authoring/editor/playhead';
import { StepsSidebar } from '@/features/steps-panel/steps-sidebar';
import { FloatingTimeline } from '@/features/timeline/floating-timeline';
import type { TimelineStep } from '@/features/timeline/step-blocks';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

const ms = (seconds: number | null) => Math.round((seconds ?? 0) * 1000);

const stepTimes = (step: EditorStep) => ({ startMs: ms(step.startTime), endMs: ms(step.endTime) });

/** The steps sidebar (spec 2): click loads a step (and shows its start), delete, add, collapse. */
export function StepsColumn({
  editor,
  collapsed,
  onCollapsedChange,
  onSeek,
}: {
  editor: Editor;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onSeek: (ms: number) => void;
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const sidebarSteps = useMemo(
    () =>
      steps.map((step, index) => ({
        id: String(index),
        number: index + 1,
        name: step.name,
        ...stepTimes(step),
        aiGenerated: step.isAiGenerated,
        finalized: step.isFinalized,
        checks: checkLinesOf(step),
      })),
    [steps],
  );
  const select = (id: string) => {
    const index = Number(id);
    const step = editor.getSnapshot().context.steps[index];
    editor.send({ type: 'step.select', index });
    if (
      step &&
      step.videoIndex === editor.getSnapshot().context.videoIndex &&
      step.startTime !== null
    ) {
      onSeek(ms(step.startTime));
    }
  };
  return (
    <div className="h-full shrink-0">
      <StepsSidebar
        steps={sidebarSteps}
        activeId={currentIndex >= 0 ? String(currentIndex) : null}
        onSelect={select}
        onAdd={() => editor.send({ type: 'step.new' })}
        onDelete={(id) => editor.send({ type: 'step.delete', index: Number(id) })}
        collapsed={collapsed}
        onCollapsedChange={onCollapsedChange}
      />
    </div>
  );
}

/** Where the main column starts (the app's navigation may be open, collapsed or hidden). */
function useMainLeft(): number {
  const [left, setLeft] = useState(16);
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    const measure = () => setLeft(Math.round(main.getBoundingClientRect().left) + 16);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(main);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return left;
}

/**
 * The floating timeline (spec 2) over the video shown: the steps of that video as blocks, every
 * annotation of them as ticks, the step's marks as draggable markers; playback and seeking stay
 * in sync with the player both ways.
 */
export function TimelineDock({
  editor,
  durationMs,
  playhead,
  onSeek,
  sidebarCollapsed,
}: {
  editor: Editor;
  durationMs: number;
  playhead: Playhead;
  onSeek: (ms: number) => void;
  sidebarCollapsed: boolean;
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const videoIndex = useSelector(editor, (snapshot) => snapshot.context.videoIndex);
  const form = useSelector(editor, (snapshot) => snapshot.context.step);
  const [collapsed, setCollapsed] = useState(false);
  const left = useMainLeft();
  const currentMs = usePlayheadMs(playhead);

  const blocks = useMemo<TimelineStep[]>(
    () =>
      steps.flatMap((step, index) =>
        step.videoIndex === videoIndex && step.startTime !== null && step.endTime !== null
          ? [
              {
                id: String(index),
                number: index + 1,
                name: step.name,
                ...stepTimes(step),
                aiGenerated: step.isAiGenerated,
              },
            ]
          : [],
      ),
    [steps, videoIndex],
  );
  const savedTicks = useMemo(
    () =>
      steps.flatMap((step) =>
        step.videoIndex === videoIndex
          ? step.annotations.map((annotation) => annotation.frameTimestampMs)
          : [],
      ),
    [steps, videoIndex],
  );
  const ticks = useMemo(
    () => [...savedTicks, ...form.annotations.map((annotation) => annotation.frameTimestampMs)],
    [savedTicks, form.annotations],
  );
  const duration = Math.max(durationMs, 1);
  // Stable, so the memoised step blocks do not re-render on every playhead move.
  const selectStep = useCallback(
    (id: string) => {
      const index = Number(id);
      const step = editor.getSnapshot().context.steps[index];
      editor.send({ type: 'step.select', index });
      if (step?.startTime != null) onSeek(ms(step.startTime));
    },
    [editor, onSeek],
  );

  return (
    <FloatingTimeline
      durationMs={duration}
      currentMs={currentMs}
      startMs={form.startTime === null ? null : ms(form.startTime)}
      endMs={form.endTime === null ? null : ms(form.endTime)}
      steps={blocks}
      annotationTicksMs={ticks}
      onSeek={onSeek}
      onStartChange={(next) =>
        editor.send({ type: 'time.dragStart', time: next / 1000, duration: duration / 1000 })
      }
      onEndChange={(next) =>
        editor.send({ type: 'time.dragEnd', time: next / 1000, duration: duration / 1000 })
      }
      onMarkStart={() => editor.send({ type: 'time.markStart', time: currentMs / 1000 })}
      onMarkEnd={() => editor.send({ type: 'time.markEnd', time: currentMs / 1000 })}
      onClear={() => editor.send({ type: 'time.clear' })}
      onStepClick={selectStep}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      sidebarCollapsed={sidebarCollapsed}
      leftPx={left}
    />
  );
}
