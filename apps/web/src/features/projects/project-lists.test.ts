import { describe, expect, it } from 'vitest';
import {
  initialTab,
  moveProject,
  projectsOfTab,
  removeProject,
  withThumbnail,
} from '@/features/projects/project-lists';
import { aProject } from '@/features/projects/test/fixtures';
import { thumbnailSource } from '@/features/projects/thumbnail-source';

const a = aProject({ project_id: '00000000-0000-4000-8000-00000000000a', name: 'A' });
const b = aProject({ project_id: '00000000-0000-4000-8000-00000000000b', name: 'B' });
const c = aProject({ project_id: '00000000-0000-4000-8000-00000000000c', name: 'C' });
const lists = { published: [a], unpublished: [b, c] };

describe('initialTab', () => {
  it('takes published or draft from the navigation state, else Published', () => {
    expect(initialTab({ tab: 'draft' })).toBe('draft');
    expect(initialTab({ tab: 'published' })).toBe('published');
    expect(initialTab({ tab: 'drafts' })).toBe('published');
    expect(initialTab({ tab: 3 })).toBe('published');
    expect(initialTab(null)).toBe('published');
    expect(initialTab(undefined)).toBe('published');
    expect(initialTab('draft')).toBe('published');
  });
});

describe('moving and removing projects', () => {
  it('moves a project to the top of the other list', () => {
    const published = moveProject(lists, c.project_id, true);
    expect(published.published.map((p) => p.name)).toEqual(['C', 'A']);
    expect(published.unpublished.map((p) => p.name)).toEqual(['B']);
    const draft = moveProject(lists, a.project_id, false);
    expect(draft.published).toEqual([]);
    expect(draft.unpublished.map((p) => p.name)).toEqual(['A', 'B', 'C']);
  });

  it('leaves the lists alone for an unknown project', () => {
    expect(moveProject(lists, 'nope', true)).toBe(lists);
  });

  it('removes a project from whichever list holds it', () => {
    expect(removeProject(lists, b.project_id)).toEqual({ published: [a], unpublished: [c] });
  });

  it('sets one project’s thumbnail', () => {
    const next = withThumbnail(lists, c.project_id, '/files/users/u/p/thumbnails/x.png');
    expect(projectsOfTab(next, 'draft').map((p) => p.thumbnail_url)).toEqual([
      null,
      '/files/users/u/p/thumbnails/x.png',
    ]);
    expect(projectsOfTab(next, 'published')).toEqual([a]);
  });
});

describe('thumbnailSource', () => {
  const image = '/files/users/u/p/thumbnails/cover.png';
  const video = '/files/users/u/videos/clip.mp4';

  it('is the image, else the video, else nothing', () => {
    expect(thumbnailSource({ thumbnailUrl: image, frameUrl: video })).toEqual({
      kind: 'image',
      url: image,
    });
    expect(thumbnailSource({ thumbnailUrl: null, frameUrl: video })).toEqual({
      kind: 'video',
      url: video,
    });
    expect(thumbnailSource({ thumbnailUrl: '  ', frameUrl: null })).toEqual({ kind: 'none' });
  });

  it('falls back to the video when the image failed to load', () => {
    expect(thumbnailSource({ thumbnailUrl: image, frameUrl: video, imageFailed: true })).toEqual({
      kind: 'video',
      url: video,
    });
    expect(thumbnailSource({ thumbnailUrl: image, frameUrl: null, imageFailed: true })).toEqual({
      kind: 'none',
    });
  });
});
