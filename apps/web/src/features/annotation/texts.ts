import type { AnnotationShape } from '@stepwise/contracts';

/**
 * Texts of the annotation popups that the spec describes without wording them. The titles come
 * from `messages.annotation`.
 */
export const annotationTexts = {
  toolGroup: 'Shape',
  tools: { rectangle: 'Rectangle', point: 'Point', oval: 'Oval' } satisfies Record<
    AnnotationShape,
    string
  >,
  canvas: 'Frame to annotate',
  drawHint: (tool: AnnotationShape) =>
    tool === 'point'
      ? 'Click the frame to place a point, then type its text.'
      : `Drag on the frame to draw ${tool === 'oval' ? 'an oval' : 'a rectangle'}, then type its text.`,
  imageLoading: 'Loading frame...',
  imageFailed: 'The frame image could not be loaded.',
  textLabel: 'Annotation text',
  submit: 'Submit',
  done: 'Done',
  undo: 'Undo',
  redo: 'Redo',
  listHeading: 'Annotations on this frame',
  listEmpty: 'No annotations on this frame yet.',
  editText: 'Edit text',
  editTextOf: (position: number) => `Edit text of annotation ${position}`,
  deleteOf: (position: number) => `Delete annotation ${position}`,
  textOf: (position: number) => `Text of annotation ${position}`,
  save: 'Save',
  cancel: 'Cancel',
  shortcutsHint: 'Ctrl+Z undo, Ctrl+Shift+Z redo, Delete removes the selected shape.',
};
