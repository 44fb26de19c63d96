import type { Readable } from 'node:stream';
import type { Bucket } from '@google-cloud/storage';
import { GCSStore } from '@tus/gcs-store';
import type { Upload } from '@tus/server';
import { typeCheckedWrite } from './type-check';
import type { UploadDataStore, UploadState } from './types';

/** @tus/gcs-store writes a PATCH after the first into `${id}_patch`, then composes the two. */
const PATCH_SUFFIX = '_patch';

/** The object metadata the expiry job reads (a subset of Cloud Storage's). */
export interface ObjectMetadata {
  size?: string | number;
  updated?: string;
  timeCreated?: string;
  metadata?: Record<string, unknown> | null;
}

/**
 * The state of a bucket object as an upload: null for an object no tus upload wrote. An upload's
 * declared length is the custom metadata `size`; the object's own size is what arrived so far.
 */
export function uploadStateOfObject(name: string, object: ObjectMetadata): UploadState | null {
  const custom = object.metadata ?? {};
  if (custom.tus_version === undefined) return null;
  const declared = custom.size === null || custom.size === undefined ? null : Number(custom.size);
  const isPart = name.endsWith(PATCH_SUFFIX);
  return {
    id: name,
    complete: !isPart && declared !== null && declared === Number(object.size ?? -1),
    lastActivity: new Date(object.updated ?? object.timeCreated ?? 0),
  };
}

/**
 * Uploads in the Cloud Storage bucket (@tus/gcs-store): the object `path`, its upload state in the
 * object's custom metadata. Adds the type check of the first bytes, termination (DELETE of an
 * unfinished upload), the checked type as the object's Content-Type, and a listing for expiry.
 */
export class BucketUploadStore extends GCSStore implements UploadDataStore {
  constructor(bucket: Bucket) {
    super({ bucket });
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    return typeCheckedWrite(
      this,
      (stream, file, at) => super.write(stream, file, at),
      readable,
      id,
      offset,
    );
  }

  override async remove(id: string): Promise<void> {
    await Promise.all([
      this.bucket.file(id).delete({ ignoreNotFound: true }),
      this.bucket.file(`${id}${PATCH_SUFFIX}`).delete({ ignoreNotFound: true }),
    ]);
  }

  async recordType(upload: Upload, type: string): Promise<void> {
    await this.bucket.file(upload.id).setMetadata({
      metadata: { metadata: JSON.stringify({ ...upload.metadata, filetype: type }) },
    });
  }

  /** The bucket then serves the file (signed URLs) with its checked type. */
  async finish(id: string, type: string): Promise<void> {
    await this.bucket.file(id).setMetadata({ contentType: type });
  }

  /** Every object tus wrote under `users/` (one listing pass; pages are fetched as needed). */
  async *uploads(): AsyncIterable<UploadState> {
    for await (const file of this.bucket.getFilesStream({ prefix: 'users/' })) {
      const { name, metadata } = file as { name: string; metadata: ObjectMetadata };
      const state = uploadStateOfObject(name, metadata);
      if (state) yield state;
    }
  }
}
