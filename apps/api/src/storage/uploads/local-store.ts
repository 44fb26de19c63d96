import { createWriteStream } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileStore } from '@tus/file-store';
import { ERRORS, type Upload } from '@tus/server';
import { isMissing, RECORD_SUFFIX, unlinkIfPresent } from '../local-fs';
import { typeCheckedWrite } from './type-check';
import type { UploadDataStore, UploadState } from './types';

/** How much a PATCH's file stream buffers before it holds the request back. */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * Uploads on local disk (@tus/file-store): the file `${root}/${path}` and its record
 * `${root}/${path}.json`. On top of the file store: the type check of the first bytes, a durable
 * (fsynced) file before its upload is reported complete, and a listing for the expiry job.
 */
export class LocalUploadStore extends FileStore implements UploadDataStore {
  constructor(readonly root: string) {
    super({ directory: root });
    // Termination of unfinished uploads by their owner; expiry runs as our own job.
    this.extensions = ['creation', 'creation-with-upload', 'termination'];
  }

  private fileOf(id: string): string {
    return join(this.directory, id);
  }

  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    return typeCheckedWrite(
      this,
      (stream, file, at) => this.append(stream, file, at),
      readable,
      id,
      offset,
    );
  }

  /**
   * FileStore's write without its per-chunk counting Transform (one stream hop less per 64 KiB
   * chunk): the file stream counts what it wrote. Its larger buffer lets the chunks that arrive
   * while a write is under way go to disk together (one writev) instead of one write each. A
   * body cut short ends the stream normally (tus ends it on abort), so its bytes and the new
   * offset are kept, as before.
   */
  private async append(readable: Readable, id: string, offset: number): Promise<number> {
    const file = createWriteStream(this.fileOf(id), {
      flags: 'r+',
      start: offset,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      await pipeline(readable, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }

  /** Both the data and the record go; either may already be missing. */
  override async remove(id: string): Promise<void> {
    const file = this.fileOf(id);
    await unlinkIfPresent(file);
    await unlinkIfPresent(file + RECORD_SUFFIX);
  }

  async recordType(upload: Upload, type: string): Promise<void> {
    const record = await this.configstore.get(upload.id);
    if (!record) return;
    record.metadata = { ...record.metadata, filetype: type };
    await this.configstore.set(upload.id, record);
  }

  /**
   * A complete file is flushed to disk (fsync) before the client gets its record. Unfinished
   * PATCHes are not: after a crash the file's length on disk is its offset (ext4/xfs order data
   * before the size), which is what a resuming client is told.
   */
  async finish(id: string): Promise<void> {
    const handle = await open(this.fileOf(id), 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every upload record under the root, with whether its file is complete and when it last grew. */
  async *uploads(): AsyncIterable<UploadState> {
    const pending = [this.directory];
    while (pending.length > 0) {
      const dir = pending.pop() as string;
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      for (const entry of entries) {
        const full = join(dir, entry.name);
        if (entry.isDirectory()) pending.push(full);
        else if (entry.isFile() && entry.name.endsWith(RECORD_SUFFIX)) {
          const state = await this.stateOf(full);
          if (state) yield state;
        }
      }
    }
  }

  private async stateOf(recordFile: string): Promise<UploadState | null> {
    const id = relative(this.directory, recordFile.slice(0, -RECORD_SUFFIX.length))
      .split(sep)
      .join('/');
    let record: { id?: unknown; size?: unknown };
    let recordTime: Date;
    try {
      record = JSON.parse(await readFile(recordFile, 'utf8'));
      recordTime = (await stat(recordFile)).mtime;
    } catch (error) {
      // Not a tus record (a user's own `.json` file has its record `x.json.json`) or just gone.
      if (isMissing(error) || error instanceof SyntaxError) return null;
      throw error;
    }
    // A tus record names its own upload; anything else ending in .json is a user's file.
    if (!record || typeof record !== 'object' || record.id !== id) return null;
    try {
      const data = await stat(this.fileOf(id));
      const complete = typeof record.size === 'number' && data.size === record.size;
      return { id, complete, lastActivity: data.mtime > recordTime ? data.mtime : recordTime };
    } catch (error) {
      if (!isMissing(error)) throw error;
      // A record whose file is gone (a crash between the two deletions): never completes.
      return { id, complete: false, lastActivity: recordTime };
    }
  }
}
