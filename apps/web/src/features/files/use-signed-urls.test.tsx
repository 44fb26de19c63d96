import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignedUrlBatcher, signedUrlExpiresAt } from '@/features/files/signed-url-batcher';
import { SignedUrlsProvider } from '@/features/files/signed-urls-provider';
import { refreshDelay, storagePathOf, useSignedUrls } from '@/features/files/use-signed-urls';
import { createTrpcClient, TRPCProvider } from '@/lib/trpc';
import { createTrpcFake } from '@/test/trpc-fake';

afterEach(cleanup);

describe('signedUrlExpiresAt', () => {
  it('reads the local driver exp and the Cloud Storage V4 date and lifetime', () => {
    expect(signedUrlExpiresAt('/files/users/u/a.jpg?exp=1800000000&sig=x')).toBe(1_800_000_000_000);
    const gcs =
      'https://storage.googleapis.com/b/a.jpg?X-Goog-Algorithm=x&X-Goog-Date=20261122T101500Z&X-Goog-Expires=3600';
    expect(signedUrlExpiresAt(gcs)).toBe(Date.UTC(2026, 10, 22, 11, 15, 0));
    expect(signedUrlExpiresAt('https://example.com/a.jpg', 1000)).toBe(61_000);
  });

  it('refreshes a minute before expiry, or at 80% of a short lifetime', () => {
    expect(refreshDelay({ url: '', expiresAt: 3_600_000 }, 0, 0)).toBe(3_540_000);
    expect(refreshDelay({ url: '', expiresAt: 100_000 }, 0, 0)).toBe(80_000);
  });
});

describe('storagePathOf', () => {
  it('takes storage paths and /files URLs, and leaves other URLs alone', () => {
    expect(storagePathOf('users/u/a b.jpg')).toBe('users/u/a b.jpg');
    expect(storagePathOf('/files/users/u/a%20b.jpg')).toBe('users/u/a b.jpg');
    expect(storagePathOf('https://lh3.googleusercontent.com/a.jpg')).toBeNull();
    expect(storagePathOf('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('SignedUrlBatcher', () => {
  it('signs the paths asked for together in one call', async () => {
    const sign = vi.fn(async (paths: string[]) =>
      Object.fromEntries(paths.map((path) => [path, `/files/${path}?exp=1800000000&sig=s`])),
    );
    const batcher = new SignedUrlBatcher(sign, 0);
    const results = await Promise.all(['a', 'b', 'a'].map((path) => batcher.load(path)));
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith(['a', 'b']);
    expect(results.map((result) => result.url)).toEqual([
      '/files/a?exp=1800000000&sig=s',
      '/files/b?exp=1800000000&sig=s',
      '/files/a?exp=1800000000&sig=s',
    ]);
  });

  it('rejects every waiter of a failed call', async () => {
    const batcher = new SignedUrlBatcher(() => Promise.reject(new Error('offline')), 0);
    await expect(batcher.load('a')).rejects.toThrow('offline');
  });
});

function trpcAnswering(calls: string[][]) {
  const api = createTrpcFake({
    'files.sign': ({ paths }) => {
      calls.push(paths);
      return {
        urls: Object.fromEntries(paths.map((p) => [p, `/files/${p}?exp=1800000000&sig=s`])),
      };
    },
  });
  return createTrpcClient(async () => 'token', { fetch: api.fetch });
}

function Wrapper({ calls, children }: { calls: string[][]; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  const [client] = useState(() => trpcAnswering(calls));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <SignedUrlsProvider>{children}</SignedUrlsProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

function Thumb({ path }: { path: string | null }) {
  const urls = useSignedUrls([path, 'https://example.com/photo.jpg']);
  return (
    <p>
      {path}={(path && urls[path]) ?? 'loading'};{urls['https://example.com/photo.jpg']}
    </p>
  );
}

describe('useSignedUrls', () => {
  it('signs the paths of several components in one files.sign call', async () => {
    const calls: string[][] = [];
    render(
      <Wrapper calls={calls}>
        <Thumb path="users/u/one.jpg" />
        <Thumb path="/files/users/u/two.jpg" />
        <Thumb path={null} />
      </Wrapper>,
    );
    expect(
      await screen.findByText(
        'users/u/one.jpg=/files/users/u/one.jpg?exp=1800000000&sig=s;https://example.com/photo.jpg',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        '/files/users/u/two.jpg=/files/users/u/two.jpg?exp=1800000000&sig=s;https://example.com/photo.jpg',
      ),
    ).toBeTruthy();
    await act(async () => {});
    expect(calls).toEqual([['users/u/one.jpg', 'users/u/two.jpg']]);
  });
});
