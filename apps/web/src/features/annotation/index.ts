import { lazy } from 'react';

export type { AnnotationPopupProps, AnnotationPopupVariant } from './annotation-popup';

const loadAnnotationPopup = () => import('./annotation-popup');

/** Starts loading the popup (and Konva) ahead of time, e.g. when a frame capture begins. */
export function preloadAnnotationPopup(): void {
  void loadAnnotationPopup();
}

/** The popup component once its chunk has loaded (render it directly: no suspension). */
export async function loadAnnotationPopupComponent() {
  return (await loadAnnotationPopup()).AnnotationPopup;
}

/**
 * The annotation popup, loaded on first render so the editor's bundle carries no Konva. Render it
 * inside a Suspense boundary, and only while a popup is open.
 */
export const LazyAnnotationPopup = lazy(() =>
  loadAnnotationPopup().then((module) => ({ default: module.AnnotationPopup })),
);
