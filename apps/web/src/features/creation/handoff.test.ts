import { describe, expect, it } from 'vitest';
import {
  annotateHandoffKey,
  readAnnotateHandoff,
  writeAnnotateHandoff,
} from '@/features/creation/handoff';
import { entry } from '@/features/creation/test/breakdown';
import { MemoryStorage } from '@/features/creation/test/render-create';

const PROJECT_ID = '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60';
const video = {
  name: 'cut.mp4',
  url: '/files/users/uid-ada/videos/abc_cut.mp4',
  path: 'users/uid-ada/videos/abc_cut.mp4',
  mime_type: 'video/mp4',
  file_size_bytes: 1000,
};

describe('the hand-off to the editor', () => {
  it('keeps the navigation state without the File objects', () => {
    const storage = new MemoryStorage();
    writeAnnotateHandoff(
      {
        projectId: PROJECT_ID,
        projectName: 'Birdhouse',
        uploadedVideos: [{ ...video, handle: new File(['x'], 'cut.mp4') }],
        aiBreakdownData: [entry('cut.mp4')],
        shortFormVideo: null,
      },
      storage,
    );
    expect(JSON.parse(storage.getItem(annotateHandoffKey(PROJECT_ID))!).uploadedVideos).toEqual([
      video,
    ]);
    expect(readAnnotateHandoff(PROJECT_ID, storage)).toEqual({
      projectName: 'Birdhouse',
      uploadedVideos: [video],
      aiBreakdownData: [entry('cut.mp4')],
      shortFormVideo: null,
    });
  });

  it('answers null for another project, or for anything it cannot read', () => {
    const storage = new MemoryStorage();
    expect(readAnnotateHandoff(PROJECT_ID, storage)).toBeNull();
    storage.setItem(annotateHandoffKey(PROJECT_ID), '{not json');
    expect(readAnnotateHandoff(PROJECT_ID, storage)).toBeNull();
    storage.setItem(annotateHandoffKey(PROJECT_ID), JSON.stringify({ projectName: 'X' }));
    expect(readAnnotateHandoff(PROJECT_ID, storage)).toBeNull();
    const unreadable = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readAnnotateHandoff(PROJECT_ID, unreadable)).toBeNull();
  });
});
