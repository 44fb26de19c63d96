import { messages } from '@stepwise/contracts';
import { Button, cn } from '@stepwise/ui';
import {
  ArrowLeftToLine,
  ArrowRightToLine,
  Camera,
  Eraser,
  Pause,
  Play,
  StepBack,
  StepForward,
} from 'lucide-react';
import { playerTexts } from './texts';

export interface PlayerControlsProps {
  paused: boolean;
  /** The video failed to load: nothing to play or capture. */
  disabled: boolean;
  capturing: boolean;
  onTogglePlay: () => void;
  onFrameBack: () => void;
  onFrameForward: () => void;
  onCapture: () => void;
  onMarkStart: () => void;
  onMarkEnd: () => void;
  onClear: () => void;
}

const icon = 'size-4';

/**
 * Play / Pause in one grid cell, the hidden one keeping its room: the button is as wide as its
 * longer label either way, so pressing it never moves the buttons after it (issue #18).
 */
function PlayLabel({ paused }: { paused: boolean }) {
  const cell = 'col-start-1 row-start-1 text-center';
  return (
    <span className="grid">
      <span aria-hidden={!paused} className={cn(cell, !paused && 'invisible')}>
        {playerTexts.play}
      </span>
      <span aria-hidden={paused} className={cn(cell, paused && 'invisible')}>
        {playerTexts.pause}
      </span>
    </span>
  );
}

/**
 * The player's buttons; each names its keyboard shortcut for assistive technology. While the video
 * cannot load they are all disabled, as the timeline's Mark Start / Mark End / Clear are.
 */
export function PlayerControls({
  paused,
  disabled,
  capturing,
  onTogglePlay,
  onFrameBack,
  onFrameForward,
  onCapture,
  onMarkStart,
  onMarkEnd,
  onClear,
}: PlayerControlsProps) {
  const { player } = messages;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        onClick={onFrameBack}
        disabled={disabled}
        aria-keyshortcuts="ArrowLeft"
        icon={<StepBack aria-hidden="true" className={icon} />}
      >
        {player.frameBack}
      </Button>
      <Button
        size="sm"
        onClick={onTogglePlay}
        aria-label={paused ? playerTexts.play : playerTexts.pause}
        disabled={disabled}
        aria-keyshortcuts="Space"
        icon={
          paused ? (
            <Play aria-hidden="true" className={icon} />
          ) : (
            <Pause aria-hidden="true" className={icon} />
          )
        }
      >
        <PlayLabel paused={paused} />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onFrameForward}
        disabled={disabled}
        aria-keyshortcuts="ArrowRight"
        icon={<StepForward aria-hidden="true" className={icon} />}
      >
        {player.frameForward}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onCapture}
        disabled={disabled || capturing}
        aria-busy={capturing || undefined}
        aria-keyshortcuts="C"
        icon={<Camera aria-hidden="true" className={icon} />}
      >
        {player.captureFrame}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onMarkStart}
        disabled={disabled}
        aria-keyshortcuts="I"
        icon={<ArrowRightToLine aria-hidden="true" className={icon} />}
      >
        {player.markStart}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={onMarkEnd}
        disabled={disabled}
        aria-keyshortcuts="O"
        icon={<ArrowLeftToLine aria-hidden="true" className={icon} />}
      >
        {player.markEnd}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={onClear}
        disabled={disabled}
        icon={<Eraser aria-hidden="true" className={icon} />}
      >
        {player.clear}
      </Button>
    </div>
  );
}
