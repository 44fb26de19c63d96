import type { PreviousUpload } from 'tus-js-client';
import type { TusFileReader, UrlStorage } from '@/features/uploads/types';

/**
 * Node's tus-js-client build reads Buffers and streams but not Blobs (the browser build slices
 * Blobs itself). This reader does what the browser's does: one chunk at a time, as bytes.
 */
export const nodeBlobReader: TusFileReader = {
  openFile(input: Blob) {
    return Promise.resolve({
      size: input.size,
      async slice(start: number, end: number) {
        const bytes = Buffer.from(await input.slice(start, end).arrayBuffer());
        // tus-js-client reads a chunk's length from `size`, as on a Blob.
        return { value: Object.assign(bytes, { size: bytes.length }), done: end >= input.size };
      },
      close() {},
    });
  },
};

/** An in-memory stand-in for localStorage's URL storage; share one between queues to "reload". */
export class MemoryUrlStorage implements UrlStorage {
  readonly entries = new Map<string, PreviousUpload>();
  #sequence = 0;

  findAllUploads(): Promise<PreviousUpload[]> {
    return Promise.resolve([...this.entries.values()]);
  }

  findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    const prefix = `tus::${fingerprint}::`;
    return Promise.resolve(
      [...this.entries.entries()].filter(([key]) => key.startsWith(prefix)).map(([, u]) => u),
    );
  }

  removeUpload(urlStorageKey: string): Promise<void> {
    this.entries.delete(urlStorageKey);
    return Promise.resolve();
  }

  addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `tus::${fingerprint}::${++this.#sequence}`;
    this.entries.set(key, { ...upload, urlStorageKey: key });
    return Promise.resolve(key);
  }
}
