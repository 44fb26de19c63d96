import {
  type AnnotationColor,
  type AnnotationShape,
  calloutNumbers,
  colorOf,
  DEFAULT_ANNOTATION_COLOR,
} from '@stepwise/contracts';
import type { AnnotationGeometry, EditorAnnotation } from '@stepwise/machines';
import { useState } from 'react';
import {
  addAnnotation,
  annotationsOfFrame,
  canRedo,
  canUndo,
  commit,
  createHistory,
  type IndexedAnnotation,
  redo,
  removeAnnotation,
  syncPresent,
  undo,
  updateAnnotation,
} from './annotation-history';

export interface AnnotationEditorOptions {
  annotations: readonly EditorAnnotation[];
  frameTimestampMs: number;
  frameImagePath: string | null;
  onChange: (next: EditorAnnotation[]) => void;
}

export interface AnnotationEditor {
  tool: AnnotationShape;
  /**
   * The colour the picker shows: the selected annotation's, else the one the next shape is drawn
   * in (yellow until another is chosen).
   */
  color: AnnotationColor;
  /** The colour the next shape is drawn in. */
  drawColor: AnnotationColor;
  text: string;
  pending: AnnotationGeometry | null;
  /** Index (in the whole list) of the selected annotation of this frame, if any. */
  selectedIndex: number | null;
  frameAnnotations: IndexedAnnotation[];
  /** The number each of `frameAnnotations` shows (callouts 1, 2, ... in list order; else null). */
  calloutNumbers: (number | null)[];
  /** The number a callout drawn now gets. */
  nextCalloutNumber: number;
  canSubmit: boolean;
  canUndo: boolean;
  canRedo: boolean;
  chooseTool: (tool: AnnotationShape) => void;
  /** The next shape is drawn in `color`; the selected annotation is recoloured (one undo stop). */
  chooseColor: (color: AnnotationColor) => void;
  changeText: (text: string) => void;
  draw: (geometry: AnnotationGeometry) => void;
  select: (index: number | null) => void;
  submit: () => void;
  /** Drops the drawn shape not submitted yet (its typed text stays); false when there is none. */
  cancelPending: () => boolean;
  moveShape: (index: number, geometry: AnnotationGeometry) => void;
  editText: (index: number, text: string) => void;
  remove: (index: number) => void;
  removeSelected: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * The popup's editing state. The step's list (`annotations`) is the truth: every edit computes the
 * next whole list, records it as one undo stop and hands it to `onChange` (annotation.replace).
 * The drawn shape, the text being typed, the tool and the selection stay local.
 */
export function useAnnotationEditor({
  annotations,
  frameTimestampMs,
  frameImagePath,
  onChange,
}: AnnotationEditorOptions): AnnotationEditor {
  const [history, setHistory] = useState(() => createHistory(annotations));
  const [tool, setTool] = useState<AnnotationShape>('rectangle');
  const [drawColor, setDrawColor] = useState<AnnotationColor>(DEFAULT_ANNOTATION_COLOR);
  const [text, setText] = useState('');
  const [pending, setPending] = useState<AnnotationGeometry | null>(null);
  const [selection, setSelection] = useState<number | null>(null);

  const synced = syncPresent(history, annotations);
  const frameAnnotations = annotationsOfFrame(annotations, frameTimestampMs);
  const selectedIndex = frameAnnotations.some(({ index }) => index === selection)
    ? selection
    : null;
  const isOnFrame = (index: number) => frameAnnotations.some((item) => item.index === index);
  const selected = frameAnnotations.find(({ index }) => index === selectedIndex)?.annotation;
  const numbers = calloutNumbers(frameAnnotations.map(({ annotation }) => annotation.geometry));

  const apply = (next: readonly EditorAnnotation[]): boolean => {
    const updated = commit(synced, next);
    if (updated === synced) return false;
    setHistory(updated);
    onChange([...updated.present]);
    return true;
  };

  const travel = (move: typeof undo) => {
    const moved = move(synced);
    if (moved === synced) return;
    setHistory(moved);
    setSelection(null);
    onChange([...moved.present]);
  };

  const remove = (index: number) => {
    if (!isOnFrame(index)) return;
    if (apply(removeAnnotation(annotations, index))) setSelection(null);
  };

  return {
    tool,
    color: selected ? colorOf(selected) : drawColor,
    drawColor,
    text,
    pending,
    selectedIndex,
    frameAnnotations,
    calloutNumbers: numbers,
    nextCalloutNumber: numbers.filter((number) => number !== null).length + 1,
    canSubmit: text.trim() !== '' && pending !== null,
    canUndo: canUndo(synced),
    canRedo: canRedo(synced),
    chooseTool: (next) => {
      if (next === tool) return;
      setTool(next);
      setPending(null);
    },
    chooseColor: (next) => {
      setDrawColor(next);
      if (selectedIndex !== null)
        apply(updateAnnotation(annotations, selectedIndex, { color: next }));
    },
    changeText: setText,
    draw: (geometry) => {
      setPending(geometry);
      setSelection(null);
    },
    select: setSelection,
    submit: () => {
      if (text.trim() === '' || pending === null) return;
      apply(
        addAnnotation(
          annotations,
          { frameTimestampMs, frameImagePath },
          { text, geometry: pending },
          drawColor,
        ),
      );
      setPending(null);
      setText('');
    },
    cancelPending: () => {
      if (pending === null) return false;
      setPending(null);
      return true;
    },
    moveShape: (index, geometry) => {
      if (isOnFrame(index)) apply(updateAnnotation(annotations, index, { geometry }));
    },
    editText: (index, nextText) => {
      if (isOnFrame(index) && nextText.trim() !== '') {
        apply(updateAnnotation(annotations, index, { text: nextText }));
      }
    },
    remove,
    removeSelected: () => {
      if (selectedIndex !== null) remove(selectedIndex);
    },
    undo: () => travel(undo),
    redo: () => travel(redo),
  };
}
