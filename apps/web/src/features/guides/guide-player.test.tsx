import { toast } from '@stepwise/ui';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  emptyProgress,
  guideFixture,
  noComments,
  PROJECT_ID,
  stepId,
} from '@/features/guides/test/guide-fixture';
import { renderAt } from '@/features/guides/test/render';
import { createTrpcFake, refusal, type TrpcFake, type TrpcHandlers } from '@/test/trpc-fake';

function api(overrides: TrpcHandlers = {}) {
  return createTrpcFake({
    'guides.get': () => guideFixture(),
    'learning.progress': () => emptyProgress(),
    'learning.saveProgress': (input) => ({ ...emptyProgress(), ...(input as object) }),
    'learning.comments': noComments,
    'users.get': () => {
      throw refusal('NOT_FOUND', 'not needed');
    },
    ...overrides,
  });
}

afterEach(() => toast.dismiss());

const stepHeading = () => screen.findByRole('heading', { level: 2, name: /^Step name/ });
const saves = (fake: TrpcFake) => fake.inputsOf('learning.saveProgress');
const key = (key: string) => act(() => void fireEvent.keyDown(window, { key }));

describe('Guide player: step navigation', () => {
  it('?step=2 opens step 2 directly and saves it as the current step', async () => {
    const fake = api();
    renderAt(`/guides/${PROJECT_ID}?step=2`, fake.fetch);
    expect((await stepHeading()).textContent).toBe('Step name 2');
    expect(screen.getByText('Step 2 of 3')).toBeTruthy();
    await waitFor(() =>
      expect(saves(fake)).toContainEqual(expect.objectContaining({ current_step_id: stepId(2) })),
    );
  });

  it('resumes at the saved step when the URL names none', async () => {
    renderAt(
      `/guides/${PROJECT_ID}`,
      api({ 'learning.progress': () => emptyProgress({ current_step_id: stepId(3) }) }).fetch,
    );
    expect((await stepHeading()).textContent).toBe('Step name 3');
  });

  it('N and P go to the next and previous step, and are ignored while typing', async () => {
    const fake = api();
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    expect((await stepHeading()).textContent).toBe('Step name 1');
    key('n');
    expect((await stepHeading()).textContent).toBe('Step name 2');
    await waitFor(() => expect(saves(fake).at(-1)).toMatchObject({ current_step_id: stepId(2) }));
    // Typing an N into the answer box types it.
    const answer = screen.getByLabelText('Your answer');
    fireEvent.keyDown(answer, { key: 'n' });
    fireEvent.keyDown(answer, { key: 'P' });
    expect((await stepHeading()).textContent).toBe('Step name 2');
    key('P');
    expect((await stepHeading()).textContent).toBe('Step name 1');
    key('p');
    expect((await stepHeading()).textContent).toBe('Step name 1');
  });

  it('Mark step done puts a done mark on the step and saves it; Next step moves on', async () => {
    const fake = api();
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    await stepHeading();
    const steps = within(screen.getByRole('navigation', { name: 'Steps' }));
    const first = steps.getByRole('button', { name: /Step name 1/ });
    expect(within(first).getByRole('img', { name: 'Not done' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark step done' }));
    expect(within(first).getByRole('img', { name: 'Done' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Step done' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() =>
      expect(saves(fake).at(-1)).toMatchObject({
        current_step_id: stepId(1),
        done_step_ids: [stepId(1)],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next step' }));
    expect((await stepHeading()).textContent).toBe('Step name 2');
    expect(steps.getByRole('button', { name: /Step name 2/ }).getAttribute('aria-current')).toBe(
      'step',
    );
  });

  it('says when progress could not be saved, and the next change sends the whole state again', async () => {
    let fail = true;
    const fake = api({
      'learning.saveProgress': (input) => {
        if (fail) throw refusal('INTERNAL_SERVER_ERROR', 'Database unavailable');
        return { ...emptyProgress(), ...(input as object) };
      },
    });
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Mark step done' }));
    expect(
      await screen.findByText(
        'Your progress could not be saved. It will be saved with your next change.',
      ),
    ).toBeTruthy();
    // The done mark stays on screen.
    expect(screen.getByRole('button', { name: 'Step done' })).toBeTruthy();
    fail = false;
    key('n');
    await waitFor(() =>
      expect(saves(fake).at(-1)).toEqual({
        project_id: PROJECT_ID,
        current_step_id: stepId(2),
        done_step_ids: [stepId(1)],
      }),
    );
  });

  it('draws the annotated frame with its shape and label, and enlarges it on click', async () => {
    renderAt(`/guides/${PROJECT_ID}?step=2`, api().fetch);
    await stepHeading();
    const frame = screen.getByRole('button', { name: 'Enlarge frame: Clamp' });
    const rect = frame.querySelector('[data-shape="rectangle"]');
    expect(rect?.getAttribute('x')).toBe('10');
    expect(rect?.getAttribute('width')).toBe('30');
    expect(within(frame).getByText('Clamp')).toBeTruthy();
    fireEvent.click(frame);
    const dialog = await screen.findByRole('dialog');
    // On the picture, and in the list under it that narrow views show instead.
    const labels = within(dialog).getAllByText('Clamp');
    expect(labels.map((label) => label.closest('[data-legend]') !== null)).toEqual([false, true]);
  });
});

describe('Guide player: the validation question', () => {
  it('says wrong and shows the expected answer, then right', async () => {
    const fake = api({
      'learning.checkAnswer': (input) => {
        const { answer, step_id } = input as { answer: string; step_id: string };
        return {
          step_id,
          correct: answer.trim().toLowerCase() === 'wood glue',
          expected_answer: 'Wood glue',
          answered_at: '2026-11-26T10:00:00.000Z',
        };
      },
    });
    renderAt(`/guides/${PROJECT_ID}?step=2`, fake.fetch);
    await stepHeading();
    expect(screen.getByText('Which glue?')).toBeTruthy();
    const box = screen.getByLabelText('Your answer');
    fireEvent.change(box, { target: { value: 'super glue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Not quite.')).toBeTruthy();
    expect(screen.getByText('Wood glue')).toBeTruthy();
    expect(fake.calls.find((call) => call.path === 'learning.checkAnswer')?.input).toEqual({
      step_id: stepId(2),
      answer: 'super glue',
    });
    fireEvent.change(box, { target: { value: 'WOOD GLUE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Correct!')).toBeTruthy();
    expect(screen.queryByText('Not quite.')).toBeNull();
  });

  it('asks for an answer before checking an empty one', async () => {
    const fake = api();
    renderAt(`/guides/${PROJECT_ID}?step=2`, fake.fetch);
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByText('Type an answer first.')).toBeTruthy();
    expect(fake.called()).not.toContain('learning.checkAnswer');
  });
});

describe('Guide player: like', () => {
  it('counts the like at once and takes it back with a message when the server refuses', async () => {
    let release: (value: unknown) => void = () => undefined;
    const fake = api({
      'profile.like': () =>
        new Promise((_resolve, reject) => {
          release = () => reject(refusal('INTERNAL_SERVER_ERROR', 'Database unavailable'));
        }),
    });
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    await stepHeading();
    const like = screen.getByRole('button', { name: /^Like(?!d)/ });
    expect(within(like).getByTestId('like-count').textContent).toBe('2');
    fireEvent.click(like);
    // Before the server answers.
    const liked = await screen.findByRole('button', { name: /^Liked/ });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(within(liked).getByTestId('like-count').textContent).toBe('3');
    await waitFor(() => expect(fake.called()).toContain('profile.like'));
    act(() => release(null));
    const back = await screen.findByRole('button', { name: /^Like(?!d)/ });
    expect(back.getAttribute('aria-pressed')).toBe('false');
    expect(within(back).getByTestId('like-count').textContent).toBe('2');
    expect(await screen.findByText('Your like could not be saved. Please try again.')).toBeTruthy();
  });

  it('counts the save at once, and takes it back when the server refuses', async () => {
    const fake = api({
      'profile.save': () => {
        throw refusal('INTERNAL_SERVER_ERROR', 'Database unavailable');
      },
    });
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    await stepHeading();
    const save = screen.getByRole('button', { name: /^Save(?!d)/ });
    expect(within(save).getByTestId('save-count').textContent).toBe('3');
    fireEvent.click(save);
    await waitFor(() => expect(fake.called()).toContain('profile.save'));
    const back = await screen.findByRole('button', { name: /^Save(?!d)/ });
    await waitFor(() => expect(within(back).getByTestId('save-count').textContent).toBe('3'));
    expect(back.getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps the server count once the like is recorded', async () => {
    const fake = api({
      'profile.like': () => ({ project_id: PROJECT_ID, liked: true, like_count: 7 }),
    });
    renderAt(`/guides/${PROJECT_ID}`, fake.fetch);
    await stepHeading();
    fireEvent.click(screen.getByRole('button', { name: /^Like(?!d)/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: /^Liked/ })).getByTestId('like-count')
          .textContent,
      ).toBe('7'),
    );
  });
});
