import { type Project, type ProjectFile, projectSchema } from '@stepwise/contracts';
import { describe, expect, it } from 'vitest';
import { authoringVideos } from '@/features/authoring/editor/use-authoring-data';
import { projectRecord } from '@/features/authoring/test/fixtures';

const NO_VIDEOS = 'No videos found for this project. Video files may need to be re-uploaded.';
const URL_MISSING = 'A primary video URL is missing. Please re-upload.';

const aProject = (uploadVideos: Array<{ name: string; path: string }>): Project =>
  projectSchema.parse(projectRecord(uploadVideos));

function aFile(overrides: Partial<ProjectFile>): ProjectFile {
  return {
    role: 'PRIMARY_VIDEO',
    file_key: 'users/uid-ada/videos/a.mp4',
    file_url: '/files/users/uid-ada/videos/a.mp4',
    original_filename: 'a.mp4',
    mime_type: 'video/mp4',
    file_size_bytes: 1000,
    video_order: 0,
    ...overrides,
  };
}

const uploaded = aProject([{ name: 'upload.mp4', path: 'users/uid-ada/videos/upload.mp4' }]);

describe('authoringVideos', () => {
  it('lists the primary videos in their video_order, ignoring the other files', () => {
    const files = [
      aFile({ original_filename: 'third.mp4', file_key: 'v/third.mp4', video_order: 2 }),
      aFile({ role: 'SHORT_FORM_VIDEO', original_filename: 'short.mp4', file_key: 'v/short.mp4' }),
      aFile({ original_filename: 'first.mp4', file_key: 'v/first.mp4', video_order: 0 }),
      aFile({ original_filename: 'second.mp4', file_key: 'v/second.mp4', video_order: 1 }),
    ];
    expect(authoringVideos(files, uploaded)).toEqual({
      videos: [
        { name: 'first.mp4', path: 'v/first.mp4' },
        { name: 'second.mp4', path: 'v/second.mp4' },
        { name: 'third.mp4', path: 'v/third.mp4' },
      ],
      problem: null,
    });
  });

  it('does not reorder the caller’s list', () => {
    const files = [aFile({ file_key: 'v/b.mp4', video_order: 1 }), aFile({ video_order: 0 })];
    authoringVideos(files, uploaded);
    expect(files.map((file) => file.video_order)).toEqual([1, 0]);
  });

  it.each([
    ['not loaded', undefined],
    ['empty', []],
    ['without a primary video', [aFile({ role: 'SHORT_FORM_VIDEO' })]],
  ])('falls back to the project’s UploadVideos when the file records are %s', (_, files) => {
    expect(authoringVideos(files as ProjectFile[] | undefined, uploaded)).toEqual({
      videos: [{ name: 'upload.mp4', path: 'users/uid-ada/videos/upload.mp4' }],
      problem: null,
    });
  });

  it('says no videos were found when there are none at all', () => {
    expect(authoringVideos([], aProject([]))).toEqual({ videos: [], problem: NO_VIDEOS });
    expect(authoringVideos(undefined, aProject([]))).toEqual({ videos: [], problem: NO_VIDEOS });
  });

  it('says a primary video URL is missing when a primary file has no key', () => {
    const files = [aFile({ file_key: 'v/a.mp4' }), aFile({ file_key: '', video_order: 1 })];
    expect(authoringVideos(files, uploaded)).toEqual({
      videos: [
        { name: 'a.mp4', path: 'v/a.mp4' },
        { name: 'a.mp4', path: '' },
      ],
      problem: URL_MISSING,
    });
  });

  it('says a primary video URL is missing when an uploaded video has no path', () => {
    const project = aProject([{ name: 'ok.mp4', path: 'v/ok.mp4' }]);
    const broken = {
      ...project,
      UploadVideos: [
        ...project.UploadVideos,
        { ...project.UploadVideos[0], name: 'lost.mp4', path: '' },
      ],
    } as Project;
    expect(authoringVideos([], broken)).toEqual({
      videos: [
        { name: 'ok.mp4', path: 'v/ok.mp4' },
        { name: 'lost.mp4', path: '' },
      ],
      problem: URL_MISSING,
    });
  });
});
