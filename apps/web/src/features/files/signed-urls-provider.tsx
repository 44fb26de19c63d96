import { createContext, type ReactNode, use, useState } from 'react';
import type { SignedUrlBatcher, SignPaths } from '@/features/files/signed-url-batcher';
import { useTRPCClient } from '@/lib/trpc';

/**
 * The app's one signing channel: `files.sign`, and the batcher over it (made on first use by
 * `useSignedUrls`, so the signed-out screens do not load it).
 */
export interface SignedUrlChannel {
  readonly sign: SignPaths;
  batcher: SignedUrlBatcher | null;
}

const ChannelContext = createContext<SignedUrlChannel | null>(null);

/** One channel for the app, so every `useSignedUrls` on a screen shares its `files.sign` calls. */
export function SignedUrlsProvider({ children }: { children: ReactNode }) {
  const client = useTRPCClient();
  const [channel] = useState<SignedUrlChannel>(() => ({
    sign: async (paths) => (await client.files.sign.mutate({ paths })).urls,
    batcher: null,
  }));
  return <ChannelContext value={channel}>{children}</ChannelContext>;
}

export function useSignedUrlChannel(): SignedUrlChannel {
  const channel = use(ChannelContext);
  if (!channel) throw new Error('useSignedUrls must be used inside <SignedUrlsProvider>');
  return channel;
}
