import { type EditorStep, stepEditorMachine } from '@stepwise/machines';
import { Toaster } from '@stepwise/ui';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createActor } from 'xstate';
import { AppProviders } from '@/app-providers';
import { StepTabs } from '@/features/step-tabs/step-tabs';
import { FakeQueue } from '@/features/step-tabs/test/fake-queue';
import { UploadQueueProvider } from '@/features/uploads/use-upload-queue';
import { createTrpcClient } from '@/lib/trpc';
import { createTrpcFake, type TrpcHandlers } from '@/test/trpc-fake';

export const PROJECT_ID = '5b3c1f0e-8d2a-4c6b-9e7f-1a2b3c4d5e6f';

const stamp = { created_at: '2026-11-22T10:00:00.000Z', image_file: null, image_path: null };

export const repositoryTools = [
  {
    ...stamp,
    tool_id: '0f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Claw hammer',
    specification: '16 oz',
    purchase_link: 'https://shop.example/hammer',
    image_path: 'users/uid-ada/repository/tools/abc_hammer.png',
  },
  {
    ...stamp,
    tool_id: '1f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Chisel',
    specification: null,
    purchase_link: null,
  },
];

export const repositoryMaterials = [
  {
    ...stamp,
    material_id: '2f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    name: 'Wood glue',
    specification: 'PVA',
    purchase_link: null,
  },
];

/** The api of these tests: the repository lists, `repository.create` and `files.sign`. */
function answers(): TrpcHandlers {
  return {
    'repository.list': ({ kind }) => (kind === 'tools' ? repositoryTools : repositoryMaterials),
    'repository.create': ({ kind, ...fields }) => {
      const id = kind === 'tools' ? 'tool_id' : 'material_id';
      return { ...stamp, [id]: '9f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b', ...fields };
    },
    'files.sign': ({ paths }) => ({
      urls: Object.fromEntries(paths.map((path) => [path, `https://signed.test/${path}`])),
    }),
  };
}

export interface RenderTabsOptions {
  onCaptureResultFrame?: () => void;
  resultCaptureBusy?: boolean;
  /** The editor's steps (none by default: a new, empty step). */
  steps?: EditorStep[];
  onSeek?: (ms: number) => void;
}

/** The tabs on a started step editor, a fake upload queue and a fake api (signed in as uid-ada). */
export function renderTabs(options: RenderTabsOptions = {}) {
  const editor = createActor(stepEditorMachine, {
    input: options.steps ? { steps: options.steps } : {},
  }).start();
  const queue = new FakeQueue();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const api = createTrpcFake(answers());
  const trpcClient = createTrpcClient(async () => 'token', { fetch: api.fetch });
  const view = render(
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <UploadQueueProvider queue={queue.asQueue()}>
        <StepTabs
          editor={editor}
          projectId={PROJECT_ID}
          onCaptureResultFrame={options.onCaptureResultFrame ?? (() => undefined)}
          resultCaptureBusy={options.resultCaptureBusy ?? false}
          {...(options.onSeek ? { onSeek: options.onSeek } : {})}
        />
      </UploadQueueProvider>
      <Toaster />
    </AppProviders>,
  );
  const step = () => editor.getSnapshot().context.step;
  return { ...view, editor, queue, calls: api.calls, step };
}
