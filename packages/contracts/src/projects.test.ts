import { describe, expect, it } from 'vitest';
import {
  createProjectInputSchema,
  jsonByteLength,
  PROJECT_TAGS,
  projectTagSchema,
  storageFileUrl,
  storagePathFromFileUrl,
  userProjectsResponseSchema,
} from './projects';
import { materialInputSchema, toolInputSchema, toolSchema } from './repository';

const repositoryItemFixture = {
  tool_id: '0b6f1d2a-3c4e-4f5a-8b6c-7d8e9f0a1b2c',
  name: 'Saw',
  specification: null,
  purchase_link: 'https://shop.example.com/saw',
  image_file: { file_url: 'https://files.local/saw.png', file_key: 'users/u1/tools/saw.png' },
  image_path: 'users/u1/tools/saw.png',
  created_at: '2026-11-22T10:00:00.000Z',
};

const video = {
  name: 'clip.mp4',
  url: 'https://files.local/clip.mp4',
  path: 'users/u1/videos/clip.mp4',
};

describe('tags', () => {
  it('offers the ten tags of the spec', () => {
    expect(PROJECT_TAGS).toEqual([
      'Woodworking',
      'DIY',
      'Electronics',
      'Crafts',
      'Home Improvement',
      'Gardening',
      'Cooking',
      'Software',
      'Art',
      'Science',
    ]);
  });

  it('accepts a listed tag and rejects others (case matters)', () => {
    expect(projectTagSchema.safeParse('Home Improvement').success).toBe(true);
    expect(projectTagSchema.safeParse('Pottery').success).toBe(false);
    expect(projectTagSchema.safeParse('diy').success).toBe(false);
  });
});

describe('createProjectInputSchema', () => {
  it('accepts the spec payload and fills defaults', () => {
    const data = createProjectInputSchema.parse({
      name: ' Birdhouse ',
      tags: ['DIY', 'Woodworking', 'DIY'],
      firebase_uid: 'uid-1',
      UploadVideos: [video],
      frame_url: video.url,
    });
    expect(data.name).toBe('Birdhouse');
    expect(data.description).toBe('');
    expect(data.tags).toEqual(['DIY', 'Woodworking']);
    expect(data.ai_breakdown_data).toBeNull();
    expect(data.ShortFormVideo).toBeNull();
  });

  it('requires a name and at least one video with the spec messages', () => {
    const result = createProjectInputSchema.safeParse({
      name: '  ',
      firebase_uid: 'uid-1',
      UploadVideos: [],
    });
    const texts = result.error?.issues.map((issue) => issue.message);
    expect(texts).toEqual([
      'Project name is required.',
      'Please upload at least one video for the project.',
    ]);
  });

  it('rejects an unknown tag and a short-form video over 1GB', () => {
    expect(
      createProjectInputSchema.safeParse({
        name: 'P',
        firebase_uid: 'u',
        UploadVideos: [video],
        tags: ['Pottery'],
      }).success,
    ).toBe(false);
    const tooBig = createProjectInputSchema.safeParse({
      name: 'P',
      firebase_uid: 'u',
      UploadVideos: [video],
      ShortFormVideo: { ...video, file_size_bytes: 1024 ** 3 + 1 },
    });
    expect(tooBig.error?.issues[0]?.message).toBe('Short-form video must be under 1GB.');
  });
});

describe('createProjectInputSchema bounds', () => {
  const base = { name: 'P', firebase_uid: 'u1', UploadVideos: [video] };
  const message = (input: object) =>
    createProjectInputSchema.safeParse({ ...base, ...input }).error?.issues[0]?.message;

  it('bounds the name and the description', () => {
    expect(message({ name: 'x'.repeat(120) })).toBeUndefined();
    expect(message({ name: 'x'.repeat(121) })).toBe('Project name must be at most 120 characters.');
    expect(message({ name: 'x'.repeat(336) })).toBe('Project name must be at most 120 characters.');
    expect(message({ description: 'x'.repeat(5_000) })).toBeUndefined();
    expect(message({ description: 'x'.repeat(5_001) })).toBe(
      'Project description must be at most 5,000 characters.',
    );
    expect(createProjectInputSchema.parse({ ...base, description: null }).description).toBe('');
  });

  it('refuses the same video twice and more than 50 videos', () => {
    expect(message({ UploadVideos: [video, video] })).toBe(
      'Each video can be added to a project only once.',
    );
    const many = Array.from({ length: 51 }, (_, i) => ({ ...video, path: `users/u1/v/${i}` }));
    expect(message({ UploadVideos: many })).toBe('A project can have at most 50 videos.');
  });

  it('bounds the AI breakdown data at 2 MB of JSON', () => {
    const entry = (transcript: string) => [{ videoName: 'a.mp4', transcript }];
    expect(message({ ai_breakdown_data: entry('x'.repeat(1024)) })).toBeUndefined();
    expect(message({ ai_breakdown_data: entry('x'.repeat(2 * 1024 * 1024)) })).toBe(
      'AI breakdown data is too large (at most 2 MB).',
    );
  });
});

describe('storage paths', () => {
  it('maps a path to its /files URL and back', () => {
    const path = 'users/u1/videos/1a_my clip#1.mp4';
    const url = storageFileUrl(path);
    expect(url).toBe('/files/users/u1/videos/1a_my%20clip%231.mp4');
    expect(storagePathFromFileUrl(url)).toBe(path);
    expect(storagePathFromFileUrl(`${url}?token=abc`)).toBe(path);
    expect(storagePathFromFileUrl('https://cdn.example.com/a.mp4')).toBeNull();
    expect(storagePathFromFileUrl('/files/bad%E0%A4%A')).toBeNull();
  });

  it('measures JSON in UTF-8 bytes', () => {
    expect(jsonByteLength({ a: 'é' })).toBe(10);
    expect(jsonByteLength(['😀'])).toBe(8);
  });
});

describe('userProjectsResponseSchema', () => {
  it('parses published and unpublished summaries', () => {
    const summary = {
      project_id: '3f2b8c1e-9a4d-4c2e-8f1a-2b3c4d5e6f70',
      name: 'Birdhouse',
      description: null,
      thumbnail_url: null,
      frame_url: video.url,
      created_at: new Date('2026-11-22T00:00:00Z'),
      view_count: 0,
      like_count: 2,
      comment_count: 1,
    };
    const parsed = userProjectsResponseSchema.parse({ published: [summary], unpublished: [] });
    expect(parsed.published[0]?.created_at).toBe('2026-11-22T00:00:00.000Z');
    expect(
      userProjectsResponseSchema.safeParse({
        published: [{ ...summary, like_count: -1 }],
        unpublished: [],
      }).success,
    ).toBe(false);
  });
});

describe('repository items', () => {
  it('requires a name with the spec message per kind', () => {
    expect(toolInputSchema.safeParse({ name: '' }).error?.issues[0]?.message).toBe(
      'Tool name is required.',
    );
    expect(materialInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Material name is required.',
    );
  });

  it('nulls blank optional fields and checks the purchase link', () => {
    expect(toolInputSchema.parse({ name: 'Saw', specification: '', purchase_link: '' })).toEqual({
      name: 'Saw',
      specification: null,
      purchase_link: null,
      image_path: null,
    });
    expect(
      toolInputSchema.safeParse({ name: 'Saw', purchase_link: 'amazon.com/saw' }).success,
    ).toBe(false);
  });

  it('parses a stored tool', () => {
    expect(toolSchema.parse(repositoryItemFixture).tool_id).toBe(repositoryItemFixture.tool_id);
  });
});
