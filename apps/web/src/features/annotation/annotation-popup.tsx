import { annotationKeys, colorOf, messages, NARROW_FRAME_PX } from '@stepwise/contracts';
import type { EditorAnnotation } from '@stepwise/machines';
import { Button, Dialog } from '@stepwise/ui';
import { type ComponentType, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { AnnotationComposer } from './annotation-composer';
import { commandForKey, isTextField } from './annotation-keys';
import { AnnotationList } from './annotation-list';
import { AnnotationToolbar } from './annotation-toolbar';
import { KonvaAnnotationStage } from './konva-annotation-stage';
import type { AnnotationStageProps } from './stage-types';
import { annotationTexts } from './texts';
import { type AnnotationEditor, useAnnotationEditor } from './use-annotation-editor';

export type AnnotationPopupVariant = 'frame' | 'result';

export interface AnnotationPopupProps {
  open: boolean;
  /** 'Annotate Frame' or 'Annotate Result Frame'. */
  variant: AnnotationPopupVariant;
  /** The captured frame: an object URL of its JPEG or a signed file URL. */
  imageUrl: string;
  /** The frame as a capture drew it: shown at once instead of decoding `imageUrl`. */
  image?: HTMLCanvasElement | null;
  frameTimestampMs: number;
  frameImagePath: string | null;
  /** The step's whole list; the popup shows and edits those of `frameTimestampMs` only. */
  annotations: EditorAnnotation[];
  /** The next whole list after every edit, undo and redo (the screen sends annotation.replace). */
  onChange: (next: EditorAnnotation[]) => void;
  /** Done, Escape, the close button or a click outside. */
  onDone: () => void;
  /** The status line under the canvas. */
  status?: string | null;
  /** The drawing surface; the Konva stage unless another is given (tests run without canvas). */
  StageComponent?: ComponentType<AnnotationStageProps>;
}

const TITLES: Record<AnnotationPopupVariant, string> = {
  frame: messages.annotation.framePopup,
  result: messages.annotation.resultPopup,
};

/**
 * The 'Annotate Frame' / 'Annotate Result Frame' popup (spec 2 "Annotation popups"): draw a
 * rectangle, point, oval, arrow, numbered callout or blur region in a chosen colour on the captured
 * frame, type its text and submit; move, resize, recolour, retext and delete what is there; undo
 * and redo. Focus stays in the dialog while it is open.
 */
export function AnnotationPopup({
  open,
  variant,
  onDone,
  status = null,
  StageComponent = KonvaAnnotationStage,
  ...editorProps
}: AnnotationPopupProps) {
  // Escape first drops a drawn shape not submitted yet (its text stays); the next one closes.
  const cancelPending = useRef<() => boolean>(() => false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
      onEscapeKeyDown={(event) => {
        if (cancelPending.current()) event.preventDefault();
      }}
      title={TITLES[variant]}
      // Wide screens: the list of this frame's annotations beside the canvas, never below the fold.
      className="sm:max-w-4xl lg:max-w-6xl"
      footer={<Button onClick={onDone}>{annotationTexts.done}</Button>}
    >
      {open ? (
        <AnnotationWorkspace
          cancelPending={cancelPending}
          // A new frame starts a new editing session (history, drawn shape, text).
          key={editorProps.frameTimestampMs}
          status={status}
          StageComponent={StageComponent}
          {...editorProps}
        />
      ) : null}
    </Dialog>
  );
}

interface WorkspaceProps
  extends Omit<AnnotationPopupProps, 'open' | 'variant' | 'onDone' | 'StageComponent' | 'status'> {
  status: string | null;
  StageComponent: ComponentType<AnnotationStageProps>;
  /** Set to the editor's cancelPending on every render (the popup's Escape calls it). */
  cancelPending: RefObject<() => boolean>;
}

function AnnotationWorkspace({
  imageUrl,
  image,
  status,
  StageComponent,
  cancelPending,
  ...options
}: WorkspaceProps) {
  const editor = useAnnotationEditor(options);
  cancelPending.current = editor.cancelPending;
  const shortcutsRef = useShortcuts(editor);
  const hintId = useId();
  // A frame drawn narrow (a phone) has no room for the texts: keys on it, the texts in the list.
  const [surfaceWidth, setSurfaceWidth] = useState(0);
  const keyed = isNarrowFrame(surfaceWidth);
  const keys = annotationKeys(
    editor.frameAnnotations.map(({ annotation }) => ({
      type: annotation.geometry.type,
      text: annotation.text,
    })),
  );

  return (
    <div
      ref={shortcutsRef}
      data-testid="annotation-workspace"
      className="grid grid-cols-1 gap-3 pb-1 lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-5"
    >
      <div className="flex min-w-0 flex-col gap-3">
        <AnnotationToolbar
          tool={editor.tool}
          onToolChange={editor.chooseTool}
          color={editor.color}
          onColorChange={editor.chooseColor}
          canUndo={editor.canUndo}
          canRedo={editor.canRedo}
          onUndo={editor.undo}
          onRedo={editor.redo}
        />
        <div
          data-testid="annotation-canvas"
          role="application"
          aria-label={annotationTexts.canvas}
          aria-describedby={hintId}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes Delete and Ctrl+Z
          tabIndex={0}
          onPointerDown={(event) => event.currentTarget.focus({ preventScroll: true })}
          className="overflow-hidden rounded-lg bg-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <StageComponent
            imageUrl={imageUrl}
            image={image ?? null}
            tool={editor.tool}
            color={editor.drawColor}
            nextCalloutNumber={editor.nextCalloutNumber}
            annotations={editor.frameAnnotations.map(({ index, annotation }, position) => ({
              index,
              text: annotation.text,
              geometry: annotation.geometry,
              color: colorOf(annotation),
              number: editor.calloutNumbers[position] ?? null,
              labelKey: keys[position] ?? null,
            }))}
            keyed={keyed}
            pending={editor.pending}
            selectedIndex={editor.selectedIndex}
            onDraw={editor.draw}
            onSelect={editor.select}
            onShapeChange={editor.moveShape}
            onSurfaceWidth={setSurfaceWidth}
          />
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {annotationTexts.drawHint(editor.tool)} {annotationTexts.shortcutsHint}
        </p>
        <p role="status" className="min-h-5 text-sm text-slate-700">
          {status ?? ''}
        </p>
        <AnnotationComposer
          text={editor.text}
          onTextChange={editor.changeText}
          hasShape={editor.pending !== null}
          onSubmit={editor.submit}
        />
      </div>
      <div
        data-testid="annotation-side"
        className="min-w-0 lg:border-l lg:border-slate-200 lg:pl-5"
      >
        <AnnotationList
          items={editor.frameAnnotations}
          numbers={editor.calloutNumbers}
          keys={keyed ? keys : null}
          selectedIndex={editor.selectedIndex}
          onSelect={editor.select}
          onEditText={editor.editText}
          onRemove={editor.remove}
        />
      </div>
    </div>
  );
}

/**
 * Whether a frame drawn `width` pixels wide (0: not drawn yet) shows keys instead of texts: under
 * NARROW_FRAME_PX, where the guide's frames do too (a 390 px phone draws it about 310 px wide,
 * the same phone held sideways about 270 px, its height being short).
 */
export const isNarrowFrame = (width: number): boolean => width > 0 && width < NARROW_FRAME_PX;

/**
 * Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Delete anywhere in the popup (outside text fields, where they
 * keep editing the text). A native listener, so the latest editor is read from a ref.
 */
function useShortcuts(editor: AnnotationEditor) {
  const editorRef = useRef(editor);
  editorRef.current = editor;
  return useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const command = commandForKey(event, isTextField(event.target));
      if (!command) return;
      event.preventDefault();
      const current = editorRef.current;
      if (command === 'undo') current.undo();
      else if (command === 'redo') current.redo();
      else current.removeSelected();
    };
    element.addEventListener('keydown', handleKeyDown);
    return () => element.removeEventListener('keydown', handleKeyDown);
  }, []);
}
