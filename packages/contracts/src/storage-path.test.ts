import { describe, expect, it } from 'vitest';
import {
  isBrowserOnlyUrl,
  isOwnedBy,
  isSafeStoragePath,
  parseStoragePath,
  STORAGE_PATH_MAX_LENGTH,
} from './storage-path';

describe('isSafeStoragePath', () => {
  it('accepts relative "/"-separated paths of ordinary segments', () => {
    for (const path of ['users/u1/videos/a.mp4', 'a', 'users/u1/p/my clip #1.mp4', 'x/..a/b..']) {
      expect(isSafeStoragePath(path), path).toBe(true);
    }
  });

  it('refuses anything that could name a file outside the store or a different file', () => {
    for (const path of [
      '',
      '/users/u1/a.mp4',
      'users/u1/',
      'users//a.mp4',
      'users/u1/../u2/a.mp4',
      '../users/u1/a.mp4',
      'users/u1/./a.mp4',
      '.',
      'users/u1/a\\..\\b',
      'users\\u1\\a.mp4',
      'users/u1/a\u0000.mp4',
      'users/u1/a\n.mp4',
      'users/u1/a\u001f.mp4',
      'users/u1/a\u007f.mp4',
    ]) {
      expect(isSafeStoragePath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('bounds the length', () => {
    const path = (length: number) => `users/u1/${'a'.repeat(length - 'users/u1/'.length)}`;
    expect(isSafeStoragePath(path(STORAGE_PATH_MAX_LENGTH))).toBe(true);
    expect(isSafeStoragePath(path(STORAGE_PATH_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('parseStoragePath', () => {
  it('splits a file path into its area, owner and the rest', () => {
    expect(parseStoragePath('users/u1/videos/a.mp4')).toEqual({
      area: 'users',
      owner: 'u1',
      rest: 'videos/a.mp4',
    });
    expect(parseStoragePath('tools/u1/a.png')).toEqual({
      area: 'tools',
      owner: 'u1',
      rest: 'a.png',
    });
    expect(parseStoragePath('elsewhere/u1/a.png')?.area).toBe('elsewhere');
  });

  it('has no parts for a malformed path or one that names no file inside an area', () => {
    for (const path of ['users', 'users/u1', 'users/u1/', '/users/u1/a', 'users/u1/../a', '']) {
      expect(parseStoragePath(path), path).toBeNull();
    }
  });
});

describe('isOwnedBy', () => {
  it('accepts the caller’s own files in every area', () => {
    expect(isOwnedBy('users/u1/videos/a.mp4', 'u1')).toBe(true);
    expect(isOwnedBy('users/u1/p/thumbnails/t.png', 'u1')).toBe(true);
    expect(isOwnedBy('tools/u1/a.png', 'u1')).toBe(true);
    expect(isOwnedBy('materials/u1/a.png', 'u1')).toBe(true);
  });

  it('refuses another user’s file, traversal and malformed paths', () => {
    for (const path of [
      'users/u2/videos/a.mp4',
      'tools/u2/a.png',
      'users/u10/a.mp4',
      'users/u1',
      'users/u1/',
      'users/u1/../u2/a.mp4',
      'users/u1/./a.mp4',
      'users/u1//a.mp4',
      'users/u1/a\\..\\b',
      'users/u1/a\u0000.mp4',
      '/users/u1/a.mp4',
      'elsewhere/u1/a.png',
    ]) {
      expect(isOwnedBy(path, 'u1'), path).toBe(false);
    }
  });

  it('never matches an empty uid or one that spans segments', () => {
    expect(isOwnedBy('users//a.mp4', '')).toBe(false);
    expect(isOwnedBy('users/u1/u2/a.mp4', 'u1/u2')).toBe(false);
  });

  it('can be narrowed to some areas', () => {
    expect(isOwnedBy('users/u1/a.png', 'u1', ['users'])).toBe(true);
    expect(isOwnedBy('tools/u1/a.png', 'u1', ['users'])).toBe(false);
  });
});

describe('isBrowserOnlyUrl', () => {
  it('is true for object and data URLs, whatever their case', () => {
    for (const url of ['blob:http://localhost/1', 'data:image/png;base64,AA', 'BLOB:x', 'Data:x']) {
      expect(isBrowserOnlyUrl(url), url).toBe(true);
    }
  });

  it('is false for stored files’ URLs and for no URL', () => {
    for (const url of ['/files/users/u1/a.png', 'https://example.com/a.png', '', null, undefined]) {
      expect(isBrowserOnlyUrl(url), String(url)).toBe(false);
    }
  });
});
