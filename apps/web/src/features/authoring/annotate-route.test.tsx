import '@/features/creation/test/resize-observer';
import { type AuthoringDraftInput, type DraftRecord, draftRecordSchema } from '@stepwise/contracts';
import { emptyEditorStep } from '@stepwise/machines';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiBreakdown, PROJECT_ID, projectRecord } from '@/features/authoring/test/fixtures';
import { signEverything } from '@/features/projects/test/fixtures';
import { renderApp, signedIn } from '@/test/render-app';
import { createTrpcFake, refusal } from '@/test/trpc-fake';

const VIDEO_PATH = 'users/uid-ada/videos/b.mp4';

const project = projectRecord(
  [{ name: 'birdhouse.mp4', path: VIDEO_PATH }],
  aiBreakdown('birdhouse.mp4', {
    estimated_duration: 30,
    difficulty_level: 'Beginner',
    tools: ['hand saw'],
    materials: ['cedar board'],
    cautions: ['Always wear safety glasses.'],
    validation_metric: { question: 'What do you cut with?', expected_answer: 'a hand saw' },
  }),
);

/** The api of a project that opens: no stored steps, no file records, the given draft. */
function editorApi(draft: DraftRecord | null) {
  return createTrpcFake({
    'projects.get': () => project,
    'steps.list': () => [],
    'projects.files': () => [],
    'drafts.get': () => draft,
    'drafts.save': () => {
      throw refusal('INTERNAL_SERVER_ERROR');
    },
    'files.sign': signEverything,
  });
}

const DRAFT_SAVED_AT = '2026-11-23T09:41:05.000Z';

function draftRecord(): DraftRecord {
  const draft: AuthoringDraftInput = {
    version: 2,
    steps: [
      {
        ...emptyEditorStep(),
        id: 'ai-step-1',
        name: 'Sand the edges',
        description: 'Round every edge.',
        startMs: 1000,
        endMs: 4000,
        isAiGenerated: true,
      },
    ],
    currentIndex: 0,
    step: {
      ...emptyEditorStep(),
      id: 'ai-step-1',
      name: 'Sand the edges (typing)',
      description: 'Round every edge.',
      startMs: 1000,
      endMs: 4000,
      isAiGenerated: true,
    },
    videoIndex: 0,
  };
  return draftRecordSchema.parse({
    project_id: PROJECT_ID,
    draft,
    revision: 3,
    updated_at: DRAFT_SAVED_AT,
  });
}

const stepsPanel = () => screen.findByRole('complementary', { name: 'Steps' });

const { innerWidth } = window;

/** A desktop window: the steps sidebar starts expanded. */
function desktopWindow() {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1920 });
}

afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth });
});

describe('/annotate/{projectId}', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await Promise.all([import('@/routes/annotate'), import('@/features/layout/signed-in-layout')]);
  }, 60_000);

  // 403, 404 and an invalid id go straight to My Projects, which says why:
  // features/projects/landing.test.tsx.

  it('answers a server failure with the load text and a Retry that loads again', async () => {
    let failing = true;
    const api = createTrpcFake({
      'projects.get': () => {
        if (failing) throw refusal('INTERNAL_SERVER_ERROR');
        return project;
      },
      'steps.list': () => [],
      'projects.files': () => [],
      'drafts.get': () => null,
      'files.sign': signEverything,
    });
    renderApp(`/annotate/${PROJECT_ID}`, { session: signedIn, fetch: api.fetch });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Failed to load project data. Please try again.');
    const gets = api.inputsOf('projects.get').length;

    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Authoring: Cedar birdhouse' })).toBeTruthy();
    expect(api.inputsOf('projects.get').length).toBeGreaterThan(gets);
  });

  it('opens the editor on the steps the AI breakdown proposed', async () => {
    desktopWindow();
    const api = editorApi(null);
    renderApp(`/annotate/${PROJECT_ID}`, { session: signedIn, fetch: api.fetch });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authoring: Cedar birdhouse' }),
    ).toBeTruthy();

    const panel = within(await stepsPanel());
    expect(panel.getByText('2 steps total')).toBeTruthy();
    const list = within(panel.getByRole('list', { name: 'Project steps' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(
      list.getByRole('button', {
        name: 'Step 1: Cut the panels, 00:00.700 - 00:12.500 (AI-generated)',
      }),
    ).toBeTruthy();
    expect(
      list.getByRole('button', {
        name: 'Step 2: Glue the roof, 00:12.500 - 00:30.000 (AI-generated)',
      }),
    ).toBeTruthy();
    expect(screen.queryByText(/Restored your unsaved work/)).toBeNull();
    expect(api.called()).toEqual(
      expect.arrayContaining(['steps.list', 'projects.files', 'drafts.get']),
    );
  });

  it('restores a stored draft instead of the AI steps', async () => {
    desktopWindow();
    renderApp(`/annotate/${PROJECT_ID}`, {
      session: signedIn,
      fetch: editorApi(draftRecord()).fetch,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Authoring: Cedar birdhouse' }),
    ).toBeTruthy();

    const panel = within(await stepsPanel());
    expect(panel.getByText('1 steps total')).toBeTruthy();
    expect(
      panel.getByRole('button', {
        name: 'Step 1: Sand the edges, 00:01.000 - 00:04.000 (AI-generated)',
      }),
    ).toBeTruthy();
    expect(panel.queryByText('Cut the panels')).toBeNull();
    const savedAt = new Date(DRAFT_SAVED_AT).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    });
    expect(screen.getByText(`Restored your unsaved work from ${savedAt}`)).toBeTruthy();
    // The form holds the draft's step being edited, not the saved one.
    expect(screen.getByText('Editing Step 1')).toBeTruthy();
    expect(screen.getByDisplayValue('Sand the edges (typing)')).toBeTruthy();
  });
});
