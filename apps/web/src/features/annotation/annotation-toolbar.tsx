import { ANNOTATION_SHAPES, type AnnotationColor, type AnnotationShape } from '@stepwise/contracts';
import { Button, cn } from '@stepwise/ui';
import {
  Circle,
  Dot,
  EyeOff,
  ListOrdered,
  type LucideIcon,
  MoveUpRight,
  Redo2,
  Square,
  Undo2,
} from 'lucide-react';
import { AnnotationColorPicker } from './annotation-color-picker';
import { annotationTexts } from './texts';

const TOOL_ICONS: Record<AnnotationShape, LucideIcon> = {
  rectangle: Square,
  point: Dot,
  oval: Circle,
  arrow: MoveUpRight,
  callout: ListOrdered,
  blur: EyeOff,
};

export interface AnnotationToolbarProps {
  tool: AnnotationShape;
  onToolChange: (tool: AnnotationShape) => void;
  color: AnnotationColor;
  onColorChange: (color: AnnotationColor) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

/**
 * Above the canvas: the shape picker (Rectangle, Point, Oval, Arrow, Callout, Blur), the colour
 * picker and the Undo / Redo buttons.
 */
export function AnnotationToolbar({
  tool,
  onToolChange,
  color,
  onColorChange,
  canUndo,
  canRedo,
  onUndo,
  onRedo,
}: AnnotationToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <fieldset className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        <legend className="sr-only">{annotationTexts.toolGroup}</legend>
        {ANNOTATION_SHAPES.map((shape) => {
          const Icon = TOOL_ICONS[shape];
          const active = shape === tool;
          return (
            <button
              key={shape}
              type="button"
              aria-pressed={active}
              onClick={() => onToolChange(shape)}
              className={cn(
                'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                active
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {annotationTexts.tools[shape]}
            </button>
          );
        })}
      </fieldset>
      <AnnotationColorPicker value={color} onChange={onColorChange} />
      {/* Icons only, named for screen readers and titled for the mouse: the toolbar stays on one
          row beside the tools and colours, and the frame keeps the height. */}
      <div className="ml-auto flex gap-1">
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          aria-label={annotationTexts.undo}
          title={`${annotationTexts.undo} (Ctrl+Z)`}
          aria-keyshortcuts="Control+Z Meta+Z"
          disabled={!canUndo}
          onClick={onUndo}
        >
          <Undo2 aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="px-2"
          aria-label={annotationTexts.redo}
          title={`${annotationTexts.redo} (Ctrl+Shift+Z)`}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          disabled={!canRedo}
          onClick={onRedo}
        >
          <Redo2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
