import {
  type EditorStep,
  emptyEditorStep,
  type FrameUploadEvent,
  frameCaptureMachine,
} from '@stepwise/machines';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type RefObject, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FinalizeTab } from '@/features/authoring/editor/authoring-views';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import {
  AuthoringSystem,
  authoringInput,
  useAuthoringLogic,
  useAuthoringSystem,
} from '@/features/authoring/editor/use-authoring';
import { anAnnotation, jpeg, stubObjectUrls } from '@/features/authoring/test/fixtures';
import { PROJECT_ID, renderAuthoring } from '@/features/finalize/test/render';
import { type FinishPreparer, useFinalizeLogic } from '@/features/finalize/use-finish-project';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';
import { createTrpcFake } from '@/test/trpc-fake';

beforeAll(stubObjectUrls);
beforeEach(() => localStorage.clear());

const videos = [{ name: 'main.mp4', path: 'users/uid-ada/videos/main.mp4' }];
const FRAME_PATH = `users/uid-ada/${PROJECT_ID}/annotation-frame/abc_frame_1500.jpg`;

const step: EditorStep = {
  ...emptyEditorStep(),
  name: 'Cut the board',
  description: 'Cut along the line.',
  startMs: 1000,
  endMs: 4000,
  // Drawn on a frame whose upload has not ended: no stored path yet.
  annotations: [
    anAnnotation(1500, null, {
      geometry: { type: 'rectangle', x: 0.1, y: 0.1, width: 0.2, height: 0.2 },
    }),
  ],
  isFinalized: true,
};

/** The Finalize tab in a running authoring system, the frame store's uploads told to it. */
function FinalizeInSystem({
  frames,
  uploads,
}: {
  frames: FrameStore;
  uploads: RefObject<(event: FrameUploadEvent) => void>;
}) {
  const finalize = useFinalizeLogic({ projectId: PROJECT_ID });
  const logic = useAuthoringLogic({
    projectId: PROJECT_ID,
    frames,
    frameCapture: frameCaptureMachine,
    finalize: finalize.logic,
  });
  const [options] = useState(() => ({
    input: authoringInput({
      initial: { steps: [step], origin: 'server', draft: null, draftSavedAt: null },
      initialRevision: 0,
      enabled: true,
      finalize: { projectId: PROJECT_ID, projectName: 'Bookshelf', userId: 'uid-ada' },
    }),
  }));
  return (
    <AuthoringSystem.Provider logic={logic} options={options}>
      <Tab frames={frames} uploads={uploads} preparer={finalize.preparer} />
    </AuthoringSystem.Provider>
  );
}

function Tab({
  frames,
  uploads,
  preparer,
}: {
  frames: FrameStore;
  uploads: RefObject<(event: FrameUploadEvent) => void>;
  preparer: FinishPreparer;
}) {
  const system = useAuthoringSystem();
  uploads.current = (event) => system.root.send(event);
  return (
    <FinalizeTab
      projectId={PROJECT_ID}
      projectName="Bookshelf"
      finalize={{ actor: system.finalize, preparer }}
      editor={system.editor}
      frames={frames}
      videos={videos}
    />
  );
}

describe('Finish Project in the authoring screen', () => {
  it('waits for a frame upload still running, then sends the step with that frame', async () => {
    const queue = new FakeQueue();
    const uploads: RefObject<(event: FrameUploadEvent) => void> = { current: () => {} };
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID, 0, (event) =>
      uploads.current(event),
    );
    const api = createTrpcFake({
      'buyList.get': () => [],
      'buyList.replace': (input) => (input as { items: unknown[] }).items,
      'buyList.clear': () => ({ message: 'Buy list cleared' }),
      'repository.list': () => [],
      'finalize.submit': () => ({
        message: 'Steps uploaded',
        project_id: PROJECT_ID,
        step_count: 1,
      }),
    });
    renderAuthoring(<FinalizeInSystem frames={frames} uploads={uploads} />, api.fetch);
    // Captured once the system runs: its upload is told to the system.
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    const finish = await screen.findByRole('button', { name: 'Finish Project' });
    await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(finish);

    // Held back: nothing is sent while the frame is still uploading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.called()).not.toContain('finalize.submit');
    screen.getByText(
      'Storing the frames you captured; the project finishes once they are uploaded.',
    );

    queue.finish('upload-1');
    await waitFor(() => expect(api.called()).toContain('finalize.submit'));
    const payload = api.calls.find((call) => call.path === 'finalize.submit')?.input as {
      steps: { annotations: unknown[] }[];
    };
    expect(payload.steps).toHaveLength(1);
    expect(JSON.stringify(payload.steps[0]?.annotations)).toContain(FRAME_PATH);
  });
});
