import { type EditorStep, emptyEditorStep, stepEditorMachine } from '@stepwise/machines';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FinalizeTab } from '@/features/authoring/editor/authoring-views';
import { FrameStore } from '@/features/authoring/editor/frame-store';
import { anAnnotation, jpeg, stubObjectUrls } from '@/features/authoring/test/fixtures';
import { PROJECT_ID, renderAuthoring, WithFinalize } from '@/features/finalize/test/render';
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

describe('Finish Project in the authoring screen', () => {
  it('waits for a frame upload still running, then sends the step with that frame', async () => {
    const queue = new FakeQueue();
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID);
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    const editor = createActor(stepEditorMachine, { input: { steps: [step] } }).start();
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
    renderAuthoring(
      <WithFinalize projectName="Bookshelf">
        {(finalize) => (
          <FinalizeTab
            projectId={PROJECT_ID}
            projectName="Bookshelf"
            finalize={finalize}
            editor={editor}
            frames={frames}
            videos={videos}
          />
        )}
      </WithFinalize>,
      api.fetch,
    );
    const finish = await screen.findByRole('button', { name: 'Finish Project' });
    await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(finish);

    // Held back: nothing is sent while the frame is still uploading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.called()).not.toContain('finalize.submit');

    queue.finish('upload-1');
    await waitFor(() => expect(api.called()).toContain('finalize.submit'));
    const payload = api.calls.find((call) => call.path === 'finalize.submit')?.input as {
      steps: { annotations: unknown[] }[];
    };
    expect(payload.steps).toHaveLength(1);
    expect(JSON.stringify(payload.steps[0]?.annotations)).toContain(FRAME_PATH);
  });
});
