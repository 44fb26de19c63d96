import { messages } from '@stepwise/contracts';
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { describe, expect, it } from 'vitest';
import { UploadQueue } from '@/features/uploads/upload-queue';
import {
  UploadQueueProvider,
  useUploadItem,
  useUploadItems,
  useUploadTotals,
} from '@/features/uploads/use-upload-queue';

// Files refused by the checks before upload settle at once and never touch the network.
const textFile = (name: string) => new File(['hello'], name, { type: 'text/plain' });

/** How often each row rendered, by item id. */
const renders = new Map<string, number>();

// memo: a row re-renders for its own item's changes only, not for its siblings'.
const Row = memo(function Row({ id }: { id: string }) {
  const item = useUploadItem(id);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return (
    <li aria-label={item?.name}>
      {item?.status}: {item?.error}
    </li>
  );
});

function Rows() {
  const items = useUploadItems((item) => item.purpose === 'project-video');
  return (
    <ul>
      {items.map((item) => (
        <Row key={item.id} id={item.id} />
      ))}
    </ul>
  );
}

function Totals() {
  const totals = useUploadTotals();
  return <p>failed {totals.failed}</p>;
}

function setup() {
  renders.clear();
  const queue = new UploadQueue({ getToken: async () => 'token', endpoint: '/uploads' });
  render(
    <UploadQueueProvider queue={queue}>
      <Rows />
      <Totals />
    </UploadQueueProvider>,
  );
  return { queue };
}

describe('useUploadQueue', () => {
  it('shows each item and re-renders only the rows that changed', () => {
    const { queue } = setup();
    let first = '';
    act(() => {
      first = queue.enqueue(textFile('a.txt'), { purpose: 'project-video' });
    });
    expect(screen.getByRole('listitem', { name: 'a.txt' }).textContent).toBe(
      `failed: ${messages.create.invalidVideoType}`,
    );
    const rendersOfFirst = renders.get(first);

    let second = '';
    act(() => {
      second = queue.enqueue(textFile('b.txt'), { purpose: 'project-video' });
      queue.enqueue(textFile('c.txt'), { purpose: 'thumbnail', projectId: 'p' });
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('failed 3')).toBeTruthy();

    act(() => {
      void queue.cancel(second);
    });
    expect(screen.getByRole('listitem', { name: 'b.txt' }).textContent).toMatch(/^canceled/);
    expect(renders.get(first)).toBe(rendersOfFirst);

    act(() => queue.remove(first));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('failed 1')).toBeTruthy();
  });

  it('refuses to enqueue without the ids the purpose needs', () => {
    const queue = new UploadQueue({ getToken: async () => 'token' });
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    expect(() => queue.enqueue(image, { purpose: 'thumbnail' })).toThrow(
      'A projectId is needed to upload a thumbnail.',
    );
    expect(() => queue.enqueue(image, { purpose: 'repository-image' })).toThrow(/repositoryKind/);
    expect(queue.getSnapshot().items).toHaveLength(0);
  });

  it('rejects waiting on an unknown upload', async () => {
    const queue = new UploadQueue({ getToken: async () => 'token' });
    await expect(queue.settled('nope')).rejects.toThrow('Unknown upload: nope');
  });
});
