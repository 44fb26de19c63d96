import { messages } from '@stepwise/contracts';
import { Button } from '@stepwise/ui';
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

/** The player's buttons; each names its keyboard shortcut for assistive technology. */
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
        {paused ? playerTexts.play : playerTexts.pause}
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
        icon={<Eraser aria-hidden="true" className={icon} />}
      >
        {player.clear}
      </Button>
    </div>
  );
}
