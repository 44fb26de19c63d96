import {
  AUTOSAVE_DEBOUNCE_MS,
  type EditorStep,
  emptyEditorStep,
  type FrameUploadEvent,
  frameCaptureMachine,
  type stepEditorMachine,
} from '@stepwise/machines';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type RefObject, useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
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
import { createTrpcFake, refusal, type TrpcFake } from '@/test/trpc-fake';

type EditorActor = ActorRefFrom<typeof stepEditorMachine>;

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
  editorRef,
}: {
  frames: FrameStore;
  uploads: RefObject<(event: FrameUploadEvent) => void>;
  editorRef?: RefObject<EditorActor | null>;
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
      <Tab frames={frames} uploads={uploads} preparer={finalize.preparer} editorRef={editorRef} />
    </AuthoringSystem.Provider>
  );
}

function Tab({
  frames,
  uploads,
  preparer,
  editorRef,
}: {
  frames: FrameStore;
  uploads: RefObject<(event: FrameUploadEvent) => void>;
  preparer: FinishPreparer;
  editorRef?: RefObject<EditorActor | null>;
}) {
  const system = useAuthoringSystem();
  uploads.current = (event) => system.root.send(event);
  if (editorRef) editorRef.current = system.editor;
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

/** The server of the Finalize tab: an empty buy list and repository, a finish that succeeds. */
const finalizeHandlers = {
  'buyList.get': () => [],
  'buyList.replace': (input: unknown) => (input as { items: unknown[] }).items,
  'buyList.clear': () => ({ message: 'Buy list cleared' }),
  'repository.list': () => [],
  'finalize.submit': () => ({ message: 'Steps uploaded', project_id: PROJECT_ID, step_count: 1 }),
};
const finalizeApi = () => createTrpcFake(finalizeHandlers);

/** The system with no frame uploads, its step editor at hand, once Finish Project is enabled. */
async function renderWithEditor(api: TrpcFake) {
  const frames = new FrameStore(new FakeQueue().asQueue(), PROJECT_ID, 0, () => {});
  const editorRef: RefObject<EditorActor | null> = { current: null };
  renderAuthoring(
    <FinalizeInSystem frames={frames} uploads={{ current: () => {} }} editorRef={editorRef} />,
    api.fetch,
  );
  const finish = await screen.findByRole('button', { name: 'Finish Project' });
  await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
  return { editorRef, finish };
}

describe('Finish Project in the authoring screen', () => {
  it('waits for a frame upload still running, then sends the step with that frame', async () => {
    const queue = new FakeQueue();
    const uploads: RefObject<(event: FrameUploadEvent) => void> = { current: () => {} };
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID, 0, (event) =>
      uploads.current(event),
    );
    const api = finalizeApi();
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

  it('autosaves nothing after Finish: the stored frame would be saved on a draft the server removed', async () => {
    const queue = new FakeQueue();
    const uploads: RefObject<(event: FrameUploadEvent) => void> = { current: () => {} };
    const frames = new FrameStore(queue.asQueue(), PROJECT_ID, 0, (event) =>
      uploads.current(event),
    );
    const api = createTrpcFake({
      ...finalizeHandlers,
      // The server's answer once finalize removed the draft: no revision to base a save on.
      'drafts.save': () => {
        throw refusal('CONFLICT', 'This project was changed in another tab. Reload to continue.');
      },
    });
    renderAuthoring(<FinalizeInSystem frames={frames} uploads={uploads} />, api.fetch);
    frames.capture(1500, jpeg('frame_1500.jpg'), 'frame_1500.jpg');
    const finish = await screen.findByRole('button', { name: 'Finish Project' });
    await waitFor(() => expect((finish as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(finish);
    // The frame is stored while Finish waits: the step takes its path, Finish goes on at once.
    queue.finish('upload-1');
    await screen.findByText('Project "Bookshelf" was finalized. Taking you to My Projects...');
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DEBOUNCE_MS + 300));
    expect(api.called()).not.toContain('drafts.save');
  });

  it('sends the finish only once a draft save already on its way is answered, and no save after it', async () => {
    const order: string[] = [];
    let answerSave: () => void = () => {};
    const api = createTrpcFake({
      ...finalizeHandlers,
      // As the server: a save held on the wire, answered when the test says.
      'drafts.save': () => {
        order.push('drafts.save');
        return new Promise((resolve) => {
          answerSave = () => {
            order.push('drafts.save answered');
            resolve({ project_id: PROJECT_ID, revision: 1, updated_at: new Date().toISOString() });
          };
        });
      },
      'finalize.submit': () => {
        order.push('finalize.submit');
        return finalizeHandlers['finalize.submit']();
      },
    });
    const { editorRef, finish } = await renderWithEditor(api);
    // A step renamed and saved into the list: autosaved 1.2 s later.
    act(() => {
      editorRef.current?.send({ type: 'step.select', index: 0 });
      editorRef.current?.send({ type: 'step.change', patch: { name: 'Cut it twice' } });
      editorRef.current?.send({ type: 'step.save' });
    });
    await waitFor(() => expect(order).toEqual(['drafts.save']), {
      timeout: AUTOSAVE_DEBOUNCE_MS + 1000,
    });

    fireEvent.click(finish);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['drafts.save']);
    answerSave();
    await waitFor(() =>
      expect(order).toEqual(['drafts.save', 'drafts.save answered', 'finalize.submit']),
    );
    await screen.findByText('Project "Bookshelf" was finalized. Taking you to My Projects...');
    await new Promise((resolve) => setTimeout(resolve, AUTOSAVE_DEBOUNCE_MS + 300));
    expect(order).toHaveLength(3);
  });
});

describe('Finish Project with an unsaved step edit', () => {
  it("says so, asks the spec's Unsaved Changes question, and finishes without the edit only on Continue", async () => {
    const api = finalizeApi();
    const { editorRef, finish } = await renderWithEditor(api);
    act(() => {
      editorRef.current?.send({ type: 'step.select', index: 0 });
      editorRef.current?.send({ type: 'step.change', patch: { name: 'Cut it twice' } });
    });
    screen.getByText(
      'Step 1 has changes that are not in the step list yet, and Finish Project leaves them out. Update Step keeps them.',
    );

    // Pressed from the keyboard: the question opens on Cancel, and Escape gives Finish the focus.
    act(() => finish.focus());
    fireEvent.click(finish);
    const asked = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    const cancel = within(asked).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    fireEvent.keyDown(asked, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(finish));

    fireEvent.click(finish);
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    within(dialog).getByText(
      'You have unsaved changes. Are you sure you want to finish the project? Your changes will not be saved.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.called()).not.toContain('finalize.submit');
    expect(editorRef.current?.getSnapshot().context.step.name).toBe('Cut it twice');

    fireEvent.click(finish);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    await waitFor(() => expect(api.called()).toContain('finalize.submit'));
    const payload = api.calls.find((call) => call.path === 'finalize.submit')?.input as {
      steps: { name: string }[];
    };
    expect(payload.steps.map((sent) => sent.name)).toEqual(['Cut the board']);
  });
});
