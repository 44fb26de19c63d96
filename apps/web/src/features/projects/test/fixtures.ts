import type { ProjectSummary } from '@stepwise/contracts';

/** Signs any path as `/files/{path}?exp={in an hour}&sig=test`. */
export const signEverything = ({ paths }: { paths: string[] }) => {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return {
    urls: Object.fromEntries(paths.map((path) => [path, `/files/${path}?exp=${exp}&sig=test`])),
  };
};

/** True when `src` is `url` as `signEverything` signs it. */
export function isSignedFrom(src: string | null, url: string): boolean {
  if (!src) return false;
  return src.startsWith(`${url}?exp=`) && src.endsWith('&sig=test');
}

export function aProject(overrides: Partial<ProjectSummary> = {}): ProjectSummary {
  return {
    project_id: '3f1c0a52-7d4e-4b8a-9a51-2f6f0c1e9b10',
    name: 'Birdhouse',
    description: 'Build a cedar birdhouse in an afternoon.',
    thumbnail_url: null,
    frame_url: null,
    created_at: '2026-11-22T12:00:00.000Z',
    view_count: 1234,
    like_count: 1,
    comment_count: 0,
    finished_step_count: 1,
    ...overrides,
  };
}
