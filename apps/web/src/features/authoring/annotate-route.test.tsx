import { aiStepTiming } from '@stepwise/contracts';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeTrpc } from '@/features/repository/test/fake-trpc';
import { renderApp, signedIn } from '@/test/render-app';

const PROJECT_ID = '11111111-1111-4111-8111-111111111111';

const step = (name: string, start: number, end: number) => ({
  name,
  description: `${name} carefully.`,
  estimated_duration: 30,
  difficulty_level: 'Beginner',
  video_start_time_ms: start,
  video_end_time_ms: end,
  ...aiStepTiming(start, end),
  tools: ['hand saw'],
  materials: ['cedar board'],
  cautions: ['Always wear safety glasses.'],
  validation_metric: { question: 'What do you cut with?', expected_answer: 'a hand saw' },
});

const project = {
  project_id: PROJECT_ID,
  name: 'Cedar birdhouse',
  description: null,
  tags: [],
  firebase_uid: 'uid-ada',
  thumbnail_url: null,
  frame_url: null,
  UploadVideos: [
    {
      name: 'birdhouse.mp4',
      url: '/files/users/uid-ada/videos/b.mp4',
      path: 'users/uid-ada/videos/b.mp4',
    },
  ],
  ai_breakdown_data: [
    {
      videoName: 'birdhouse.mp4',
      transcript: 'First, cut the panels.',
      steps: [step('Cut the panels', 700, 12_500), step('Glue the roof', 12_500, 30_000)],
      materials: [],
      tools: [],
      cautions: [],
      questions: [],
    },
  ],
  ShortFormVideo: null,
  is_published: false,
  view_count: 0,
  like_count: 0,
  comment_count: 0,
  comments: [],
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-22T12:00:00.000Z',
};

describe('/annotate/{projectId}', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('@/routes/annotate'), import('@/features/layout/signed-in-layout')]);
  }, 60_000);

  it('shows the project with the steps the AI breakdown proposed', async () => {
    renderApp(`/annotate/${PROJECT_ID}`, {
      session: signedIn,
      fetch: fakeTrpc({ 'projects.get': { data: project } }),
    });
    expect(await screen.findByRole('heading', { name: 'Authoring: Cedar birdhouse' })).toBeTruthy();
    expect(screen.getByText('2 AI-proposed steps ready to review')).toBeTruthy();
    expect(screen.getByText('Cut the panels')).toBeTruthy();
    expect(screen.getByText('00:00.700 - 00:12.500')).toBeTruthy();
    expect(screen.getAllByTitle('AI-generated step')).toHaveLength(2);
    expect(screen.getAllByText('1 caution')).toHaveLength(2);
  });

  it.each([
    [404, 'Project not found.'],
    [403, 'Access denied. You can only edit your own projects.'],
  ])('answers %i with the spec text', async (status, text) => {
    renderApp(`/annotate/${PROJECT_ID}`, {
      session: signedIn,
      fetch: fakeTrpc({ 'projects.get': { fail: status } }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain(text);
  });

  it('refuses an id that is not a project id', async () => {
    renderApp('/annotate/not-a-uuid', { session: signedIn, fetch: fakeTrpc({}) });
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid project ID format.');
  });
});
