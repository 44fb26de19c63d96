import { describe, expect, it } from 'vitest';
import {
  dataUrlMimeType,
  detectFileKind,
  frameFileName,
  frameTimestampFromFileName,
  hasImagePreview,
  IMAGE_MAX_BYTES,
  PROJECT_VIDEO_MAX_BYTES,
  SHORT_FORM_VIDEO_MAX_BYTES,
  storageFolderFor,
  truncateFileName,
  uploadedFileRecordSchema,
} from './files';

describe('truncateFileName', () => {
  it('cuts the base name to 25 characters before the extension', () => {
    expect(truncateFileName('my-very-long-workshop-recording-final.mp4')).toBe(
      'my-very-long-workshop-rec....mp4',
    );
    expect(truncateFileName('abcdefghijklmnopqrstuvwxyz.MOV')).toBe(
      'abcdefghijklmnopqrstuvwxy....MOV',
    );
  });

  it('leaves names of 25 characters or fewer alone', () => {
    expect(truncateFileName('abcdefghijklmnopqrstuvwxy.mp4')).toBe('abcdefghijklmnopqrstuvwxy.mp4');
    expect(truncateFileName('clip.mp4')).toBe('clip.mp4');
  });

  it('handles names without an extension and a custom length', () => {
    expect(truncateFileName('a'.repeat(30))).toBe(`${'a'.repeat(25)}...`);
    expect(truncateFileName('holiday.video.webm', 5)).toBe('holid....webm');
  });
});

describe('file detection', () => {
  it('recognises the spec extensions and MIME types', () => {
    expect(detectFileKind('photo.SVG')).toBe('image');
    expect(detectFileKind('clip.mkv')).toBe('video');
    expect(detectFileKind('notes.pdf')).toBe('other');
    expect(detectFileKind('blob', 'video/mp4')).toBe('video');
    expect(hasImagePreview('x.webp')).toBe(true);
    expect(hasImagePreview('x.svg')).toBe(false);
  });

  it('reads a data URL mime type, null without one', () => {
    expect(dataUrlMimeType('data:image/jpeg;base64,AAAA')).toBe('image/jpeg');
    expect(dataUrlMimeType('data:;base64,AAAA')).toBeNull();
    expect(dataUrlMimeType('data:,hello')).toBeNull();
  });
});

describe('limits and storage', () => {
  it('has the spec sizes', () => {
    expect(PROJECT_VIDEO_MAX_BYTES).toBe(5 * 1024 ** 3);
    expect(SHORT_FORM_VIDEO_MAX_BYTES).toBe(1024 ** 3);
    expect(IMAGE_MAX_BYTES).toBe(5242880);
  });

  it('builds the spec storage folders', () => {
    expect(storageFolderFor('project-video', { uid: 'u1' })).toBe('users/u1/videos');
    expect(storageFolderFor('short-form-video', { uid: 'u1' })).toBe('users/u1/shortform');
    expect(storageFolderFor('thumbnail', { uid: 'u1', projectId: 'p1' })).toBe(
      'users/u1/p1/thumbnails',
    );
    expect(storageFolderFor('repository-image', { uid: 'u1', repositoryKind: 'materials' })).toBe(
      'users/u1/repository/materials',
    );
    expect(() => storageFolderFor('result-image', { uid: 'u1' })).toThrow();
  });

  it('names captured frames', () => {
    expect(frameFileName(1234)).toBe('frame_1234.jpg');
    expect(frameTimestampFromFileName('users/u/p/annotation_frames/frame_1234.jpg')).toBe(1234);
    expect(frameTimestampFromFileName('other.jpg')).toBeNull();
    // Uploaded frames keep their name after the server's unique prefix.
    expect(
      frameTimestampFromFileName('users/u/p/annotation_frames/0a1b2c3d4e5f6a7b-frame_1234.jpg'),
    ).toBe(1234);
    expect(frameTimestampFromFileName('users/u/p/result_images/x-result_frame_90.jpg')).toBe(90);
    expect(frameTimestampFromFileName('users/u/p/annotation_frames/keyframe_12.jpg')).toBeNull();
  });

  it('validates an uploaded file record', () => {
    const record = {
      url: 'https://f/x.png',
      path: 'users/u/x.png',
      name: 'x.png',
      type: 'image/png',
      size: 10,
    };
    expect(uploadedFileRecordSchema.parse(record)).toEqual(record);
    expect(uploadedFileRecordSchema.safeParse({ ...record, size: -1 }).success).toBe(false);
  });
});
