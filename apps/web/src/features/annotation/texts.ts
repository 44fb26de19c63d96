import type { AnnotationColor, AnnotationShape } from '@stepwise/contracts';

const DRAW_HINTS: Record<AnnotationShape, string> = {
  rectangle: 'Drag on the frame to draw a rectangle, then type its text.',
  point: 'Click the frame to place a point, then type its text.',
  oval: 'Drag on the frame to draw an oval, then type its text.',
  arrow: 'Press where the arrow starts and drag to where it points, then type its text.',
  callout: 'Click the frame to place a numbered callout, then type its text.',
  blur: 'Drag over what to hide: it is blurred in every image of this frame. Then type its text.',
};

/**
 * Texts of the annotation popups that the spec describes without wording them. The titles come
 * from `messages.annotation`.
 */
export const annotationTexts = {
  toolGroup: 'Shape',
  tools: {
    rectangle: 'Rectangle',
    point: 'Point',
    oval: 'Oval',
    arrow: 'Arrow',
    callout: 'Callout',
    blur: 'Blur',
  } satisfies Record<AnnotationShape, string>,
  colorGroup: 'Colour',
  colors: {
    yellow: 'yellow',
    red: 'red',
    green: 'green',
    blue: 'blue',
    white: 'white',
  } satisfies Record<AnnotationColor, string>,
  /** The accessible name of a colour swatch, in the picker and the list. */
  colorOf: (color: AnnotationColor) => `Colour: ${annotationTexts.colors[color]}`,
  calloutOf: (number: number) => `Callout ${number}`,
  canvas: 'Frame to annotate',
  drawHint: (tool: AnnotationShape) => DRAW_HINTS[tool],
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
