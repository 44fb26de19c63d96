import { LARGE_SCREEN_MIN_PX } from '@stepwise/contracts';
import {
  type EditorStep,
  loadedStepKey,
  type stepEditorMachine,
  stepKeyOf,
} from '@stepwise/machines';
import { cn } from '@stepwise/ui';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { type Playhead, usePlayheadMs } from '@/features/authoring/editor/playhead';
import { useMediaQuery } from '@/features/layout/use-media-query';
import {
  deleteStepById,
  indexOfStepId,
  sidebarStepsOf,
  useStepActions,
  useStepHistory,
  useStepOrder,
} from '@/features/steps-panel/editor-steps';
import { StepsSidebar } from '@/features/steps-panel/steps-sidebar';
import { FloatingTimeline } from '@/features/timeline/floating-timeline';
import type { TimelineStep } from '@/features/timeline/step-blocks';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

const stepTimes = (step: EditorStep) => ({ startMs: step.startMs ?? 0, endMs: step.endMs ?? 0 });

const LARGE_SCREEN = `(min-width: ${LARGE_SCREEN_MIN_PX}px)`;

/**
 * The steps sidebar (spec 2): click loads a step (and shows its start), delete, add, collapse.
 * Below the large-screen width the open panel lies over the editor (a backdrop behind it; the
 * backdrop, Escape or the panel's collapse button close it) instead of squeezing the editor to a
 * sliver; its collapsed rail keeps its place.
 */
export function StepsColumn({
  editor,
  collapsed,
  onCollapsedChange,
  onSeek,
  playhead,
}: {
  editor: Editor;
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  onSeek: (ms: number) => void;
  /** Where Split cuts the loaded step. */
  playhead: Playhead;
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const sidebarSteps = useMemo(() => sidebarStepsOf(steps), [steps]);
  const order = useStepOrder(editor);
  const stepActions = useStepActions(editor, playhead.get);
  const history = useStepHistory(editor);
  const select = (id: string) => {
    const index = indexOfStepId(editor, id);
    const step = editor.getSnapshot().context.steps[index];
    if (!step) return;
    editor.send({ type: 'step.select', index });
    if (step.videoIndex === editor.getSnapshot().context.videoIndex && step.startMs !== null) {
      onSeek(step.startMs);
    }
  };
  const large = useMediaQuery(LARGE_SCREEN, true);
  const overlay = !large && !collapsed;
  useEffect(() => {
    if (!overlay) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCollapsedChange(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [overlay, onCollapsedChange]);
  return (
    <div className={cn('h-full shrink-0', overlay && 'w-16')}>
      {overlay ? (
        // A pointer shortcut only: Escape and the panel's own collapse button close it for all.
        <div
          aria-hidden="true"
          data-testid="steps-panel-backdrop"
          className="fixed inset-0 z-40 bg-slate-900/30"
          onClick={() => onCollapsedChange(true)}
        />
      ) : null}
      <div className={overlay ? 'fixed inset-y-0 right-0 z-50 shadow-xl' : 'h-full'}>
        <StepsSidebar
          steps={sidebarSteps}
          activeId={loadedStepKey(steps, currentIndex)}
          onSelect={select}
          onAdd={() => editor.send({ type: 'step.new' })}
          onDelete={(id) => deleteStepById(editor, id)}
          {...order}
          stepActions={stepActions ?? undefined}
          history={history}
          collapsed={collapsed}
          onCollapsedChange={onCollapsedChange}
        />
      </div>
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

/** Keeps `onHeight` told of the height of the element inside `wrapper`. */
function useChildHeight(onHeight: ((px: number) => void) | undefined) {
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = wrapper.current?.firstElementChild;
    if (!element || !onHeight) return;
    const observer = new ResizeObserver(() =>
      onHeight(Math.ceil(element.getBoundingClientRect().height)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onHeight]);
  return wrapper;
}

/**
 * The floating timeline (spec 2) over the video shown: the steps of that video as blocks, every
 * annotation of them as ticks, the step's marks as draggable markers; playback and seeking stay
 * in sync with the player both ways. From the large-screen width it floats at the bottom between
 * the app's navigation and the steps sidebar, and reports its height so the page can keep that
 * much room free under the form; below, it is docked in the page's flow (under the player).
 */
export function TimelineDock({
  editor,
  durationMs,
  playhead,
  onSeek,
  sidebarCollapsed,
  onHeightChange,
  videoFailed = false,
}: {
  editor: Editor;
  durationMs: number;
  playhead: Playhead;
  onSeek: (ms: number) => void;
  sidebarCollapsed: boolean;
  /** The floating timeline's height in px, on every change (the room to keep free under it). */
  onHeightChange?: (px: number) => void;
  /** The shown video failed to load: Mark Start / Mark End / Clear disabled, as in the player. */
  videoFailed?: boolean;
}) {
  const steps = useSelector(editor, (snapshot) => snapshot.context.steps);
  const videoIndex = useSelector(editor, (snapshot) => snapshot.context.videoIndex);
  const form = useSelector(editor, (snapshot) => snapshot.context.step);
  const currentIndex = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  const [collapsed, setCollapsed] = useState(false);
  const left = useMainLeft();
  const currentMs = usePlayheadMs(playhead);
  const wrapper = useChildHeight(onHeightChange);

  const blocks = useMemo<TimelineStep[]>(
    () =>
      steps.flatMap((step, index) =>
        step.videoIndex === videoIndex && step.startMs !== null && step.endMs !== null
          ? [
              {
                id: stepKeyOf(step, index),
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
  // The loaded step's marks come from the form (its edits included), not its saved copy too.
  const savedTicks = useMemo(
    () =>
      steps.flatMap((step, index) =>
        step.videoIndex === videoIndex && index !== currentIndex
          ? step.annotations.map((annotation) => annotation.frameTimestampMs)
          : [],
      ),
    [steps, videoIndex, currentIndex],
  );
  const ticks = useMemo(
    () => [...savedTicks, ...form.annotations.map((annotation) => annotation.frameTimestampMs)],
    [savedTicks, form.annotations],
  );
  const duration = Math.max(durationMs, 1);
  // Stable, so the memoised step blocks do not re-render on every playhead move.
  const selectStep = useCallback(
    (id: string) => {
      const index = indexOfStepId(editor, id);
      const step = editor.getSnapshot().context.steps[index];
      if (!step) return;
      editor.send({ type: 'step.select', index });
      if (step.startMs !== null) onSeek(step.startMs);
    },
    [editor, onSeek],
  );

  return (
    <div ref={wrapper} className="contents">
      <FloatingTimeline
        durationMs={duration}
        currentMs={currentMs}
        startMs={form.startMs}
        endMs={form.endMs}
        steps={blocks}
        annotationTicksMs={ticks}
        onSeek={onSeek}
        onStartChange={(next) =>
          editor.send({ type: 'time.dragStart', ms: next, durationMs: duration })
        }
        onEndChange={(next) =>
          editor.send({ type: 'time.dragEnd', ms: next, durationMs: duration })
        }
        onMarkStart={() => editor.send({ type: 'time.markStart', ms: currentMs })}
        onMarkEnd={() => editor.send({ type: 'time.markEnd', ms: currentMs })}
        onClear={() => editor.send({ type: 'time.clear' })}
        onStepClick={selectStep}
        collapsed={collapsed}
        onCollapsedChange={setCollapsed}
        sidebarCollapsed={sidebarCollapsed}
        leftPx={left}
        disabled={videoFailed}
        className="max-lg:static max-lg:z-auto max-lg:shadow-none"
      />
    </div>
  );
}
