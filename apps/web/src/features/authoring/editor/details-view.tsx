import { messages } from '@stepwise/contracts';
import { selectIsCapturing, type stepEditorMachine } from '@stepwise/machines';
import { Button, ConfirmDialog, ErrorBanner } from '@stepwise/ui';
import { useSelector } from '@xstate/react';
import { Save } from 'lucide-react';
import { memo, type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AnnotationFrames, annotatedFrames } from '@/features/authoring/editor/annotation-frames';
import { EditorPopups, type FrameToEdit } from '@/features/authoring/editor/editor-popups';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import { Playhead } from '@/features/authoring/editor/playhead';
import { ResizableSplit } from '@/features/authoring/editor/resizable-split';
import { saveStep } from '@/features/authoring/editor/save-step';
import { StepsColumn, TimelineDock } from '@/features/authoring/editor/timeline-dock';
import type { AuthoringVideo } from '@/features/authoring/editor/use-authoring-data';
import type { FrameCaptureControls } from '@/features/authoring/editor/use-frame-capture';
import { useStickySignedUrls } from '@/features/authoring/editor/use-sticky-signed-urls';
import { useSignedUrls } from '@/features/files/use-signed-urls';
import { VideoPlayer, type VideoPlayerHandle } from '@/features/player/video-player';
import { StepTabs } from '@/features/step-tabs/step-tabs';
import { FormOverlapNotice } from '@/features/steps-panel/form-overlap-notice';

type Editor = ActorRefFrom<typeof stepEditorMachine>;

/** While scrubbing, the video seeks at most this often (the playhead moves every frame). */
const VIDEO_SEEK_INTERVAL_MS = 100;

/** From this window width the steps sidebar starts expanded. */
const STEPS_EXPANDED_MIN_WIDTH_PX = 1440;

/** The floating timeline's height until it is measured, and the room kept above and below it. */
const TIMELINE_HEIGHT_GUESS_PX = 150;
const TIMELINE_MARGIN_PX = 32;

/** Save New Step / Update Step under the tabs (the sidebar has the same button). */
function SaveStepButton({ editor }: { editor: Editor }) {
  const index = useSelector(editor, (snapshot) => snapshot.context.currentIndex);
  // A refused save shows once, at its field on Step Details (see `saveStep`), not here too.
  return (
    <div className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          icon={<Save aria-hidden="true" className="size-4" />}
          onClick={() => saveStep(editor)}
        >
          {index >= 0 ? messages.sidebar.updateStep : messages.sidebar.saveNewStep}
        </Button>
        {index >= 0 ? (
          <Button variant="secondary" onClick={() => editor.send({ type: 'step.new' })}>
            Start a new step
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The details view of the authoring screen: the player and the step's annotated frames on the
 * left, the step's tabs on the right (a resizable split), the steps sidebar, the floating
 * timeline and the annotation popups. Below the large-screen width the split stacks: player, the
 * timeline docked under it, the annotated frames, then the tabs.
 */
export const DetailsView = memo(function DetailsView({
  projectId,
  editor,
  capture,
  frames,
  player,
  videos,
  videoProblem,
}: {
  projectId: string;
  editor: Editor;
  capture: FrameCaptureControls;
  frames: FrameStore;
  player: RefObject<VideoPlayerHandle | null>;
  videos: readonly AuthoringVideo[];
  videoProblem: string | null;
}) {
  const { urls, renew } = useStickySignedUrls(videos.map((video) => video.path));
  const playerVideos = videos
    .map((video) => ({ name: video.name, url: urls[video.path] ?? '' }))
    .filter((video) => video.url !== '');
  const videoIndex = useSelector(editor, (snapshot) => snapshot.context.videoIndex);
  // The step being edited, for the player's status line (a new one clears it; issue #18).
  const stepKey = useSelector(
    editor,
    (snapshot) => `${snapshot.context.currentIndex}:${snapshot.context.steps.length}`,
  );
  // The shown video failed to load: the timeline's buttons are disabled as the player's are.
  const [videoFailed, setVideoFailed] = useState(false);
  const startMs = useSelector(editor, (snapshot) => snapshot.context.step.startMs);
  const endMs = useSelector(editor, (snapshot) => snapshot.context.step.endMs);
  const annotations = useSelector(editor, (snapshot) => snapshot.context.step.annotations);
  // Stored frames the session has no picture of yet (a reopened step): signed for their thumbnails.
  const unsignedFramePaths = useMemo(
    () =>
      annotatedFrames(annotations)
        .filter((frame) => frame.path !== null && frames.urlOf(frame.timestampMs) === null)
        .map((frame) => frame.path as string),
    [annotations, frames],
  );
  const frameUrls = useSignedUrls(unsignedFramePaths);
  const resultBusy = useSelector(capture.actor, selectIsCapturing);
  const [playhead] = useState(() => new Playhead());
  const [durationMs, setDurationMs] = useState(0);
  const [editingFrame, setEditingFrame] = useState<FrameToEdit | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [timelineHeight, setTimelineHeight] = useState(TIMELINE_HEIGHT_GUESS_PX);
  // On narrower screens the steps list starts collapsed, leaving the room to the player and tabs.
  const [stepsCollapsed, setStepsCollapsed] = useState(
    () => window.innerWidth < STEPS_EXPANDED_MIN_WIDTH_PX,
  );

  // While the playhead is dragged it moves every frame, and the video follows at most every
  // VIDEO_SEEK_INTERVAL_MS (and once more at the end): decoding and painting a video frame for
  // every pointer move would cost more than a frame's budget.
  const pendingSeek = useRef<number | null>(null);
  const scrubUntil = useRef(0);
  const lastVideoSeek = useRef(0);
  const trailingSeek = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seek = useCallback(
    (ms: number) => {
      const scheduled = pendingSeek.current !== null;
      pendingSeek.current = ms;
      if (scheduled) return;
      requestAnimationFrame(() => {
        const target = pendingSeek.current;
        pendingSeek.current = null;
        if (target === null) return;
        playhead.set(target);
        // The video's own time reports would pull the playhead back to an older seek meanwhile.
        scrubUntil.current = performance.now() + VIDEO_SEEK_INTERVAL_MS * 2;
        clearTimeout(trailingSeek.current);
        const now = performance.now();
        if (now - lastVideoSeek.current >= VIDEO_SEEK_INTERVAL_MS) {
          lastVideoSeek.current = now;
          player.current?.seekToMs(target);
        } else {
          trailingSeek.current = setTimeout(() => {
            lastVideoSeek.current = performance.now();
            player.current?.seekToMs(playhead.get());
          }, VIDEO_SEEK_INTERVAL_MS);
        }
      });
    },
    [player, playhead],
  );
  const onTimeUpdate = useCallback(
    (ms: number) => {
      if (performance.now() >= scrubUntil.current) playhead.set(ms);
    },
    [playhead],
  );
  const waitingForUrls = videos.length > 0 && playerVideos.length < videos.length;

  return (
    <div className="flex min-h-0 flex-1">
      {/* From the large-screen width the timeline floats over the bottom of this column: the
          column keeps its height (and a margin) free, so scrolled to the end nothing is under it. */}
      <div
        className="min-h-0 min-w-0 flex-1 overflow-y-auto px-4 pt-4 pb-8 sm:px-6 lg:pt-5 lg:pb-[var(--timeline-room)]"
        style={{ ['--timeline-room' as string]: `${timelineHeight + TIMELINE_MARGIN_PX}px` }}
      >
        {videoProblem ? <ErrorBanner className="mb-4">{videoProblem}</ErrorBanner> : null}
        <ResizableSplit
          label="Resize the video and step panels"
          left={
            <div className="flex flex-col gap-5">
              {waitingForUrls ? (
                <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 text-sm text-slate-500">
                  {messages.app.loading}
                </div>
              ) : (
                <VideoPlayer
                  ref={player}
                  videos={playerVideos}
                  activeIndex={videoIndex}
                  onActiveIndexChange={(index) => editor.send({ type: 'video.select', index })}
                  markedStartMs={startMs}
                  markedEndMs={endMs}
                  onMarkStart={(ms) => editor.send({ type: 'time.markStart', ms })}
                  onMarkEnd={(ms) => editor.send({ type: 'time.markEnd', ms })}
                  onClear={() => editor.send({ type: 'time.clear' })}
                  onCapture={capture.captureFromPlayer}
                  stepKey={stepKey}
                  onTimeUpdate={onTimeUpdate}
                  onDurationChange={setDurationMs}
                  onLoadErrorChange={(failed) => {
                    setVideoFailed(failed);
                    const path = videos[videoIndex]?.path;
                    if (failed && path) renew(path);
                  }}
                />
              )}
              <TimelineDock
                editor={editor}
                durationMs={durationMs}
                playhead={playhead}
                onSeek={seek}
                sidebarCollapsed={stepsCollapsed}
                videoFailed={videoFailed}
                onHeightChange={setTimelineHeight}
              />
              <AnnotationFrames
                annotations={annotations}
                onEdit={(frame) => setEditingFrame(frame)}
                onClearAll={() => setConfirmClear(true)}
                thumbnailOf={(frame) =>
                  frames.urlOf(frame.timestampMs) ??
                  (frame.path ? (frameUrls[frame.path] ?? null) : null)
                }
              />
            </div>
          }
          right={
            <div className="flex flex-col gap-4">
              <FormOverlapNotice editor={editor} />
              <StepTabs
                editor={editor}
                projectId={projectId}
                onCaptureResultFrame={capture.captureResult}
                resultCaptureBusy={resultBusy}
                onSeek={seek}
              />
              <SaveStepButton editor={editor} />
            </div>
          }
        />
      </div>
      <StepsColumn
        editor={editor}
        collapsed={stepsCollapsed}
        onCollapsedChange={setStepsCollapsed}
        onSeek={seek}
        playhead={playhead}
      />
      <EditorPopups
        editor={editor}
        capture={capture}
        frames={frames}
        editingFrame={editingFrame}
        onEditingDone={() => setEditingFrame(null)}
      />
      <ConfirmDialog
        open={confirmClear}
        title="Clear annotations"
        message="Remove every annotation of this step? This cannot be undone."
        confirmLabel="Clear annotations"
        tone="danger"
        onConfirm={() => {
          editor.send({ type: 'annotation.clear' });
          setConfirmClear(false);
        }}
        onCancel={() => setConfirmClear(false)}
      />
    </div>
  );
});
