import { messages } from '@stepwise/contracts';
import {
  type EditorAnnotation,
  selectAnnotationPopup,
  selectStatusMessage,
  type stepEditorMachine,
} from '@stepwise/machines';
import { toast } from '@stepwise/ui';
import { useSelector } from '@xstate/react';
import { type ComponentType, Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type AnnotationPopupProps,
  LazyAnnotationPopup,
  loadAnnotationPopupComponent,
} from '@/features/annotation';
import { type AnnotatedFrame, frameTime } from '@/features/authoring/editor/annotation-frames';
import type { FrameStore } from '@/features/authoring/editor/frame-store';
import type { FrameCaptureControls } from '@/features/authoring/editor/use-frame-capture';
import { useSignedUrlChannel } from '@/features/files/signed-urls-provider';

type Editor = ActorRefFrom<typeof stepEditorMachine>;
type Capture = FrameCaptureControls;

export type FrameToEdit = AnnotatedFrame;

/**
 * The popup component: loaded while the author is still looking at the video, so a capture opens
 * it at once (rendered directly, without a Suspense round); the lazy one until then.
 */
function usePreloadedPopup(): ComponentType<AnnotationPopupProps> {
  const [loaded, setLoaded] = useState<ComponentType<AnnotationPopupProps> | null>(null);
  useEffect(() => {
    let live = true;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 300));
    idle(() => {
      loadAnnotationPopupComponent()
        .then((component) => {
          if (live) setLoaded(() => component);
        })
        .catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, []);
  return loaded ?? LazyAnnotationPopup;
}

/** An existing frame's image for editing: kept in this tab, else downloaded by its path. */
function useEditedFrameUrl(frame: FrameToEdit | null, frames: FrameStore, onFail: () => void) {
  const channel = useSignedUrlChannel();
  const [loaded, setLoaded] = useState<{ ms: number; url: string } | null>(null);
  const known = frame ? frames.urlOf(frame.timestampMs) : null;
  useEffect(() => {
    if (!frame || known) return;
    if (!frame.path) {
      toast.warning(messages.annotate.editFrameUnavailable(frameTime(frame.timestampMs)));
      onFail();
      return;
    }
    const path = frame.path;
    let live = true;
    (async () => {
      try {
        const signed = (await channel.sign([path]))[path];
        const response = signed ? await fetch(signed) : null;
        if (!response?.ok) throw new Error('download failed');
        const url = frames.loaded(frame.timestampMs, await response.blob(), path);
        if (live) setLoaded({ ms: frame.timestampMs, url });
      } catch {
        if (!live) return;
        toast.error(messages.annotate.editFrameError);
        onFail();
      }
    })();
    return () => {
      live = false;
    };
  }, [frame, known, frames, channel, onFail]);
  if (!frame) return null;
  return known ?? (loaded?.ms === frame.timestampMs ? loaded.url : null);
}

/**
 * The annotation popups (spec 2 "Annotation popups"): 'Annotate Frame' after a capture or for an
 * annotated frame of the step, editing the step's annotations (annotation.replace: every edit,
 * undo and redo); 'Annotate Result Frame' after a result capture, whose annotations go to the
 * frame-capture machine on Done, which draws them onto the result image.
 */
export function EditorPopups({
  editor,
  capture,
  frames,
  editingFrame,
  onEditingDone,
}: {
  editor: Editor;
  capture: Capture;
  frames: FrameStore;
  editingFrame: FrameToEdit | null;
  onEditingDone: () => void;
}) {
  const popup = useSelector(capture.actor, selectAnnotationPopup);
  const status = useSelector(capture.actor, selectStatusMessage);
  const annotations = useSelector(editor, (snapshot) => snapshot.context.step.annotations);
  const [resultList, setResultList] = useState<EditorAnnotation[]>([]);
  const editedUrl = useEditedFrameUrl(popup ? null : editingFrame, frames, onEditingDone);
  const resultFrameMs = popup?.kind === 'result' ? popup.frame.timestampMs : null;

  const AnnotationPopup = usePreloadedPopup();

  // A new result frame starts with no annotations (spec 4 "Frame capture").
  useEffect(() => {
    if (resultFrameMs !== null) setResultList([]);
  }, [resultFrameMs]);

  const replace = (next: EditorAnnotation[]) =>
    editor.send({ type: 'annotation.replace', annotations: next });

  let content = null;
  if (popup?.kind === 'frame') {
    content = (
      <AnnotationPopup
        open
        variant="frame"
        imageUrl={popup.frame.url}
        image={frames.canvasOf(popup.frame.url)}
        frameTimestampMs={popup.frame.timestampMs}
        frameImagePath={frames.pathOf(popup.frame.timestampMs)}
        annotations={annotations}
        onChange={replace}
        onDone={() => capture.actor.send({ type: 'popup.close' })}
        status={status}
      />
    );
  } else if (popup?.kind === 'result') {
    content = (
      <AnnotationPopup
        open
        variant="result"
        imageUrl={popup.frame.url}
        image={frames.canvasOf(popup.frame.url)}
        frameTimestampMs={popup.frame.timestampMs}
        frameImagePath={null}
        annotations={resultList}
        onChange={setResultList}
        onDone={() => {
          for (const annotation of resultList) {
            capture.actor.send({
              type: 'annotation.submit',
              shape: annotation.geometry,
              text: annotation.text,
              ...(annotation.color ? { color: annotation.color } : {}),
            });
          }
          capture.actor.send({ type: 'popup.close' });
        }}
        status={status}
      />
    );
  } else if (editingFrame && editedUrl) {
    content = (
      <AnnotationPopup
        open
        variant="frame"
        imageUrl={editedUrl}
        frameTimestampMs={editingFrame.timestampMs}
        frameImagePath={editingFrame.path ?? frames.pathOf(editingFrame.timestampMs)}
        annotations={annotations}
        onChange={replace}
        onDone={onEditingDone}
        status={null}
      />
    );
  }
  return <Suspense fallback={null}>{content}</Suspense>;
}
