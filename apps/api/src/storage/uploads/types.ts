import type { DataStore } from '@tus/server';

/** What the expiry job needs to know about one stored upload. */
export interface UploadState {
  /** The upload id, which is its storage path. */
  id: string;
  complete: boolean;
  /** When its last bytes arrived (or it was created). */
  lastActivity: Date;
}

/** A tus datastore of ours: the type check built in, plus what the plugin and expiry job use. */
export interface UploadDataStore extends DataStore {
  /** Called once an upload is complete, with its checked type. */
  finish(id: string, type: string): Promise<void>;
  /** Every upload the store holds (complete or not). */
  uploads(): AsyncIterable<UploadState>;
}
