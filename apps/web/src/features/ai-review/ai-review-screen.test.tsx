import '@/features/creation/test/resize-observer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiBreakdown, PROJECT_ID, projectRecord } from '@/features/authoring/test/fixtures';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refusal } from '@/test/trpc-fake';

const VIDEO_PATH = 'users/uid-ada/videos/b.mp4';

/** Both AI steps unsure of their timing, with two timed sentences each. */
const project = projectRecord(
  [{ name: 'birdhouse.mp4', path: VIDEO_PATH }],
  aiBreakdown('birdhouse.mp4', {
    confidence: 0.35,
    review: ['timing'],
    transcript: [
      { start_ms: 1_200, end_ms: 4_000, text: 'First, cut the panels to length.' },
      { start_ms: 8_250, end_ms: 11_000, text: 'Then sand the edges.' },
    ],
  }),
);

const signEverything = ({ paths }: { paths: string[] }) => ({
  urls: Object.fromEntries(paths.map((path) => [path, `/files/${path}`])),
});

const { innerWidth } = window;

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
});

describe('the editor shows how sure the AI was', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('@/routes/annotate'), import('@/features/layout/signed-in-layout')]);
  }, 60_000);

  it('marks the unsure steps, and a transcript line seeks the video to its start', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
    renderApp(`/annotate/${PROJECT_ID}`, {
      session: signedIn,
      fetch: createTrpcFake({
        'projects.get': () => project,
        'steps.list': () => [],
        'projects.files': () => [],
        'drafts.get': () => null,
        'drafts.save': () => {
          throw refusal('INTERNAL_SERVER_ERROR');
        },
        'files.sign': signEverything,
      }).fetch,
    });
    const panel = within(await screen.findByRole('complementary', { name: 'Steps' }));
    const first = panel.getByRole('button', {
      name: 'Step 1: Cut the panels, 00:00.700 - 00:12.500 (AI-generated, check first)',
    });
    expect(first.getAttribute('aria-describedby')).toBeTruthy();
    expect(panel.getAllByTestId('ai-check-badge')).toHaveLength(2);
    expect(panel.getAllByTestId('ai-check-badge')[0]?.getAttribute('title')).toBe(
      'AI confidence 35%\nCheck the start and end',
    );

    fireEvent.click(first);
    const transcript = within(await screen.findByRole('region', { name: 'Transcript' }));
    const video = await waitFor(() => {
      const element = document.querySelector('video');
      expect(element).toBeTruthy();
      return element as HTMLVideoElement;
    });
    fireEvent.click(transcript.getByRole('button', { name: /Then sand the edges/ }));
    await waitFor(() => expect(video.currentTime).toBe(8.25));
  });
});
