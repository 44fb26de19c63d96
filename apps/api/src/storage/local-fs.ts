import { unlink } from 'node:fs/promises';

/** The tus upload record @tus/file-store keeps beside each file: `${path}.json`. */
export const RECORD_SUFFIX = '.json';

export function isMissing(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

export async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}
