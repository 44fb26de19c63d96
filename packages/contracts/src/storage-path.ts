/**
 * Who owns a stored file (spec 7 "Cloud file storage"). A file's storage path is its key in the
 * store: `users/{uid}/...` is where every upload goes, and the spec also names `tools/{uid}/...`
 * and `materials/{uid}/...` for repository images. The area and the owner's uid are the path's
 * first two segments, so the owner can be read from the path alone, provided the path is one the
 * store would take literally: this module is the only place that decides both.
 */

/** The longest path any object store accepts (the database bounds the columns alike). */
export const STORAGE_PATH_MAX_LENGTH = 1024;

/** The areas whose second segment names the owner. */
export const STORAGE_AREAS = ['users', 'tools', 'materials'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** A well-formed file path in parts: `{area}/{owner}/{rest}`. */
export interface StoragePathParts {
  /** The first segment; only the `STORAGE_AREAS` belong to someone. */
  area: string;
  /** The second segment: the owner's uid in an owned area. */
  owner: string;
  /** Everything after the owner: one or more segments. */
  rest: string;
}

/**
 * A relative path of non-empty segments, none of them `.` or `..`, without backslashes or control
 * characters, at most `STORAGE_PATH_MAX_LENGTH` long: it can only name one thing inside the store,
 * the same thing on every driver, and never something in another folder than it says.
 */
export function isSafeStoragePath(path: string): boolean {
  if (path.length === 0 || path.length > STORAGE_PATH_MAX_LENGTH) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The parts of a safe path that names a file inside a folder of an area (`{area}/{owner}/...`,
 * at least three segments), or null: a malformed path, or one that stops at an area or owner.
 */
export function parseStoragePath(path: string): StoragePathParts | null {
  if (!isSafeStoragePath(path)) return null;
  const [area, owner, ...rest] = path.split('/');
  if (area === undefined || owner === undefined || rest.length === 0) return null;
  return { area, owner, rest: rest.join('/') };
}

/**
 * True when `path` is a file of `uid`'s own: a well-formed path in one of `areas` (by default
 * every owned area) whose owner segment is `uid`. Another user's path, a traversal (`..`) or a
 * path that only looks like the caller's (`users/{uid}0/...`) is never owned.
 */
export function isOwnedBy(
  path: string,
  uid: string,
  areas: readonly StorageArea[] = STORAGE_AREAS,
): boolean {
  const parts = parseStoragePath(path);
  return parts !== null && parts.owner === uid && (areas as readonly string[]).includes(parts.area);
}

/**
 * A URL only this browser can read (an object `blob:` or a `data:` URL): it names no stored file,
 * so it is never sent to the server as a file's URL.
 */
export function isBrowserOnlyUrl(url: string | null | undefined): boolean {
  return typeof url === 'string' && /^(blob|data):/i.test(url);
}
