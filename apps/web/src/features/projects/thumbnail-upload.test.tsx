import type { UploadedFileRecord } from '@stepwise/contracts';
import { toast } from '@stepwise/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectCard } from '@/features/projects/project-card';
import { aProject, signEverything } from '@/features/projects/test/fixtures';
import { renderWithApp } from '@/features/projects/test/render';
import type { UploadItem, UploadQueueSnapshot, UploadStatus } from '@/features/uploads/types';
import type { UploadQueue } from '@/features/uploads/upload-queue';
import { UploadQueueProvider } from '@/features/uploads/use-upload-queue';
import { createTrpcFake, refusal, type TrpcHandlers } from '@/test/trpc-fake';

const project = aProject({ name: 'Desk' });
const path = `users/uid-ada/${project.project_id}/thumbnails/abc_desk.png`;
const record: UploadedFileRecord = {
  url: `/files/${path}`,
  path,
  name: 'desk.png',
  type: 'image/png',
  size: 1000,
};

/** The parts of the upload queue a card uses, driven by the test. */
class FakeQueue {
  items: UploadItem[] = [];
  enqueued: Array<{ purpose: string; projectId?: string }> = [];
  failSetup = false;
  #listeners = new Set<() => void>();
  #waiters = new Map<string, (item: UploadItem) => void>();
  #snapshot: UploadQueueSnapshot = { items: [], totals: {} as UploadQueueSnapshot['totals'] };

  enqueue(file: File, options: { purpose: string; projectId?: string }): string {
    if (this.failSetup) throw new Error('A projectId is needed to upload a thumbnail.');
    this.enqueued.push(options);
    const item = {
      id: `upload-${this.items.length + 1}`,
      name: file.name,
      status: 'uploading',
      bytesUploaded: 0,
      bytesTotal: 1000,
      error: null,
      result: null,
    } as unknown as UploadItem;
    this.#set([...this.items, item]);
    return item.id;
  }
  settled(id: string): Promise<UploadItem> {
    return new Promise((resolve) => this.#waiters.set(id, resolve));
  }
  remove(id: string): void {
    this.#set(this.items.filter((item) => item.id !== id));
  }
  progress(bytes: number): void {
    this.#set(this.items.map((item) => ({ ...item, bytesUploaded: bytes })));
  }
  finish(status: UploadStatus, patch: Partial<UploadItem> = {}): void {
    const item = { ...(this.items[0] as UploadItem), status, ...patch };
    this.#set([item]);
    this.#waiters.get(item.id)?.(item);
  }
  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
  getSnapshot = () => this.#snapshot;
  #set(items: UploadItem[]): void {
    this.items = items;
    this.#snapshot = { ...this.#snapshot, items };
    for (const listener of this.#listeners) listener();
  }
}

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
});

function setup(
  updateThumbnail: TrpcHandlers['projects.updateThumbnail'] = () => ({
    message: 'ok',
    thumbnail_url: record.url,
  }),
) {
  const queue = new FakeQueue();
  const api = createTrpcFake({
    'files.sign': signEverything,
    'projects.updateThumbnail': updateThumbnail,
  });
  renderWithApp(
    <UploadQueueProvider queue={queue as unknown as UploadQueue}>
      <ProjectCard uid="uid-ada" project={project} published={false} />
    </UploadQueueProvider>,
    api.fetch,
  );
  const card = screen.getByRole('article', { name: 'Desk' });
  const input = card.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const choose = () =>
    fireEvent.change(input, {
      target: { files: [new File(['png'], 'desk.png', { type: 'image/png' })] },
    });
  return { queue, api, card, choose };
}

describe('thumbnail upload', () => {
  it('uploads through the queue with its progress, records the path and says so', async () => {
    const { queue, api, card, choose } = setup();
    choose();
    expect(queue.enqueued).toEqual([{ purpose: 'thumbnail', projectId: project.project_id }]);
    expect(within(card).getByRole('button', { name: 'Uploading...' })).toBeTruthy();
    act(() => queue.progress(420));
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('42');
    expect(within(card).getByText('Uploading thumbnail: 42%')).toBeTruthy();

    act(() => queue.finish('done', { bytesUploaded: 1000, result: record }));
    expect(await screen.findByText('Thumbnail uploaded successfully for "Desk"!')).toBeTruthy();
    expect(api.calls.find((call) => call.path === 'projects.updateThumbnail')?.input).toEqual({
      project_id: project.project_id,
      thumbnail_path: path,
    });
    // The card shows the new thumbnail once the list (here not rendered) has it: see the e2e spec.
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Upload Thumbnail' })).toBeTruthy();
    expect(queue.items).toEqual([]);
  });

  it("shows 'Failed to upload thumbnail: {reason}' when the upload fails", async () => {
    const { queue, choose } = setup();
    choose();
    act(() => queue.finish('failed', { error: 'The file storage is full.' }));
    expect(
      await screen.findByText('Failed to upload thumbnail: The file storage is full.'),
    ).toBeTruthy();
  });

  it("shows 'Failed to upload thumbnail' when the upload ends without a reason", async () => {
    const { queue, choose } = setup();
    choose();
    act(() => queue.finish('canceled'));
    expect(await screen.findByText('Failed to upload thumbnail')).toBeTruthy();
  });

  it("shows 'Failed to set up thumbnail upload' when the queue refuses the file", async () => {
    const { queue, choose } = setup();
    queue.failSetup = true;
    choose();
    expect(await screen.findByText('Failed to set up thumbnail upload')).toBeTruthy();
  });

  it('keeps showing the uploaded thumbnail with a note when the database update fails', async () => {
    const { queue, card, choose } = setup(() => {
      throw refusal('INTERNAL_SERVER_ERROR', 'database down');
    });
    choose();
    act(() => queue.finish('done', { result: record }));
    expect(
      await screen.findByText(
        'The thumbnail of "Desk" was uploaded, but the database was not updated. It shows here for now; upload it again to keep it.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(within(card).getByText('Uploaded, but the database was not updated.')).toBeTruthy(),
    );
    expect(await within(card).findByRole('img', { name: 'Thumbnail of Desk' })).toBeTruthy();
  });
});
