import { describe, expect, it } from 'vitest';
import { PageUploads } from '@/features/creation/page-uploads';
import { FakeQueue, recordFor } from '@/features/creation/test/fake-queue';

const video = (name: string) => new File(['x'], name, { type: 'video/mp4' });

describe("the creation page's uploads", () => {
  it('sends a file once per purpose and answers its record again', async () => {
    const queue = new FakeQueue();
    const uploads = new PageUploads(() => queue.asQueue());
    const cut = video('cut.mp4');
    const [first, second] = await Promise.all([
      uploads.upload(cut, 'project-video'),
      uploads.upload(cut, 'project-video'),
    ]);
    expect(first).toEqual(recordFor(cut, 'project-video'));
    expect(second).toBe(first);
    expect(await uploads.upload(cut, 'project-video')).toBe(first);
    await uploads.upload(cut, 'short-form-video');
    // A different File with the same name is a different file.
    await uploads.upload(video('cut.mp4'), 'project-video');
    expect(queue.enqueued.map((upload) => upload.purpose)).toEqual([
      'project-video',
      'short-form-video',
      'project-video',
    ]);
    expect(uploads.list.get().map((upload) => upload.state)).toEqual(['done', 'done', 'done']);
    expect(queue.getSnapshot().items).toEqual([]);
  });

  it("rejects with the queue's reason and sends the file again on the next try", async () => {
    const queue = new FakeQueue();
    const uploads = new PageUploads(() => queue.asQueue());
    const cut = video('cut.mp4');
    queue.failWith.set('cut.mp4', 'The storage is full.');
    await expect(uploads.upload(cut, 'project-video')).rejects.toThrow('The storage is full.');
    expect(uploads.list.get()[0]?.state).toBe('failed');
    queue.failWith.clear();
    await uploads.upload(cut, 'project-video');
    expect(queue.enqueued).toHaveLength(2);
    expect(uploads.list.get()).toHaveLength(1);
  });

  it('cancels the upload when the caller stops', async () => {
    const queue = new FakeQueue();
    queue.hold = true;
    const uploads = new PageUploads(() => queue.asQueue());
    const controller = new AbortController();
    const sent = uploads.upload(video('cut.mp4'), 'project-video', controller.signal);
    controller.abort();
    await expect(sent).rejects.toThrow('The upload was canceled.');
    expect(queue.canceled).toEqual(['upload-1']);
  });
});
