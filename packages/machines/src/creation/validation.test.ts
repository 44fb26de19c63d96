import { GIB } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import type { SelectedFile } from './types';
import { type CreationDraft, creationValidationError } from './validation';

const file = (name: string, type: string, size = 1000): SelectedFile => ({ name, type, size });
const video = (id: string, picked: SelectedFile) => ({ id, file: picked, durationSeconds: 60 });

const valid: CreationDraft = {
  uid: 'creator-uid',
  form: { name: 'Birdhouse', description: '', tags: [] },
  videos: [video('video-1', file('cut.mp4', 'video/mp4'))],
  shortForm: null,
};

describe('create project checks (spec 5, in order)', () => {
  it('accepts a complete draft', () => {
    expect(creationValidationError(valid)).toBeNull();
  });

  it('checks the steps in the spec order with its texts', () => {
    // Each draft breaks every later rule as well: only the first refusal may show.
    const hugeBadShortForm = file('promo.txt', 'text/plain', 2 * GIB);
    const bad = {
      uid: null,
      form: { name: '  ', description: '', tags: [] },
      videos: [] as CreationDraft['videos'],
      shortForm: hugeBadShortForm,
    };
    expect(creationValidationError(bad)).toBe('You must be logged in to create a project.');
    const loggedIn = { ...bad, uid: 'creator-uid' };
    expect(creationValidationError(loggedIn)).toBe('Project name is required.');
    const named = { ...loggedIn, form: { ...loggedIn.form, name: 'Birdhouse' } };
    expect(creationValidationError(named)).toBe(
      'Please upload at least one video for the project.',
    );
    const withBadVideo = {
      ...named,
      videos: [
        video('video-1', file('notes.pdf', 'application/pdf', 6 * GIB)),
        video('video-2', file('big.mp4', 'video/mp4', 6 * GIB)),
      ],
    };
    expect(creationValidationError(withBadVideo)).toBe(
      'Invalid file type. Please upload video files only.',
    );
    const withBigVideo = {
      ...named,
      videos: [video('video-2', file('big.mp4', 'video/mp4', 6 * GIB))],
    };
    expect(creationValidationError(withBigVideo)).toBe(
      'The following files exceed the 5GB size limit: big.mp4. Please compress your videos or choose smaller files.',
    );
    const withVideo = { ...named, videos: valid.videos };
    expect(creationValidationError(withVideo)).toBe('Invalid file type for short-form video.');
    const withBigShortForm = { ...withVideo, shortForm: file('promo.mp4', 'video/mp4', 2 * GIB) };
    expect(creationValidationError(withBigShortForm)).toBe('Short-form video must be under 1GB.');
  });

  it('lists every video over 5GB by name; exactly 5GB is allowed', () => {
    const draft = {
      ...valid,
      videos: [
        video('video-1', file('a.mp4', 'video/mp4', 5 * GIB + 1)),
        video('video-2', file('b.mov', 'video/quicktime', 5 * GIB)),
        video('video-3', file('c.webm', 'video/webm', 7 * GIB)),
      ],
    };
    expect(creationValidationError(draft)).toBe(
      'The following files exceed the 5GB size limit: a.mp4, c.webm. Please compress your videos or choose smaller files.',
    );
    expect(creationValidationError({ ...valid, videos: [draft.videos[1]!] })).toBeNull();
  });

  it('needs the short-form video under 1GB', () => {
    const at = (size: number) =>
      creationValidationError({ ...valid, shortForm: file('promo.mp4', 'video/mp4', size) });
    expect(at(GIB - 1)).toBeNull();
    expect(at(GIB)).toBe('Short-form video must be under 1GB.');
  });

  it('tells videos by MIME type, then by extension', () => {
    const only = (picked: SelectedFile) =>
      creationValidationError({ ...valid, videos: [video('video-1', picked)] });
    expect(only(file('clip', 'video/x-matroska'))).toBeNull();
    expect(only(file('clip.MOV', ''))).toBeNull();
    expect(only(file('photo.png', 'image/png'))).toBe(
      'Invalid file type. Please upload video files only.',
    );
  });

  it('needs a name that is not blank after trimming', () => {
    const draft = { ...valid, form: { ...valid.form, name: ' \t ' } };
    expect(creationValidationError(draft)).toBe('Project name is required.');
  });
});
