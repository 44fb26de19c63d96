/**
 * @stepwise/machines: the product's behaviour as XState v5 machines (creation flow, step editor,
 * unsaved-work guard, frame capture, finalize). The machines land with their own issue; this
 * entry point is where they will be exported from.
 */
export * from './authoring.machine';
export * from './autosave.machine';
export * from './creation.machine';
export * from './finalize.machine';
export * from './frame-capture.machine';
export * from './step-editor.machine';
export * from './timeline';
export * from './unsaved-work.machine';
