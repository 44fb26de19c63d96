import type { Bucket } from '@google-cloud/storage';
import type { StorageConfig } from '../config';
import { BucketUploadStore } from './gcs-store';
import { LocalUploadStore } from './local-store';
import type { UploadDataStore } from './types';

export { UploadTypeRefused } from './type-check';
export type { UploadDataStore, UploadState } from './types';

/**
 * The upload datastore of the configured driver: files under `root` on local disk, or objects in
 * the bucket (asked for only with STORAGE_DRIVER=gcs). Both check the type of the first bytes.
 */
export function createUploadStore(config: StorageConfig, bucket: () => Bucket): UploadDataStore {
  return config.driver === 'gcs'
    ? new BucketUploadStore(bucket())
    : new LocalUploadStore(config.root);
}
