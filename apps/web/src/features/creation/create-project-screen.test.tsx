import { GIB } from '@stepwise/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAnnotateHandoff } from '@/features/creation/handoff';
import {
  aJob,
  allAt,
  aStatus,
  BATCH_ID,
  entry,
  fakeBreakdown,
} from '@/features/creation/test/breakdown';
import { recordFor } from '@/features/creation/test/fake-queue';
import { aFile, renderCreate } from '@/features/creation/test/render-create';

const PROJECT_ID = '3f1c9a4e-8b2d-4c6e-9f0a-1b2c3d4e5f60';
const SUBMIT = 'Save and Continue to Annotate';
const WARNING =
  'One or more videos exceed the 5-minute duration limit. AI analysis has been automatically disabled.';

const videosInput = () => screen.getByLabelText('Project videos');
const shortFormInput = () => screen.getByLabelText('Short-form video (optional)');
const aiSwitch = () => screen.getByRole('switch', { name: 'AI Video Analysis' });
const progress = () => screen.getByRole('progressbar').getAttribute('aria-valuenow');
const pick = (input: HTMLElement, ...files: File[]) =>
  fireEvent.change(input, { target: { files } });
const submit = (name = SUBMIT) => fireEvent.click(screen.getByRole('button', { name }));
const typeName = (value: string) =>
  fireEvent.change(screen.getByLabelText('Project Name'), { target: { value } });

async function durationsRead() {
  await waitFor(() => expect(screen.queryByText('Reading duration...')).toBeNull());
}

describe('Create New Project', { timeout: 20_000 }, () => {
  it('shows the spec checks in order and refuses wrong files as they are picked', async () => {
    renderCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Project' })).toBeTruthy();
    submit();
    expect(await screen.findByText('Project name is required.')).toBeTruthy();

    // A refusal goes once the form no longer breaks that rule.
    typeName('Birdhouse');
    await waitFor(() => expect(screen.queryByText('Project name is required.')).toBeNull());
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please upload at least one video for the project.',
    );

    pick(videosInput(), aFile('notes.txt', 'text/plain'));
    expect(screen.getByText('Invalid file type. Please upload video files only.')).toBeTruthy();
    pick(videosInput(), aFile('huge.mp4', 'video/mp4', 6 * GIB), aFile('fine.mp4'));
    expect(
      screen.getByText(
        'The following files exceed the 5GB size limit: huge.mp4. Please compress your videos or choose smaller files.',
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Selected videos' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('fine.mp4')]);

    pick(shortFormInput(), aFile('promo.gif', 'image/gif'));
    expect(screen.getByText('Invalid file type for short-form video.')).toBeTruthy();
    pick(shortFormInput(), aFile('promo.mp4', 'video/mp4', GIB));
    expect(screen.getByText('Short-form video must be under 1GB.')).toBeTruthy();
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Birdhouse');
  });

  it('offers the ten tags of the spec as a group of checkboxes', () => {
    renderCreate();
    const group = screen.getByRole('group', { name: 'Tags' });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
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
    fireEvent.click(within(group).getByText('DIY'));
    const diy = within(group).getByRole('checkbox', { name: 'DIY' }) as HTMLInputElement;
    expect(diy.checked).toBe(true);
    fireEvent.click(within(group).getByText('DIY'));
    expect(diy.checked).toBe(false);
  });

  it('lists each video with its name cut to 25 characters, its size and its duration', async () => {
    let finishProbe: (seconds: number) => void = () => {};
    renderCreate({
      durations: () =>
        new Promise((resolve) => {
          finishProbe = resolve;
        }),
    });
    pick(
      videosInput(),
      aFile('my-very-long-workshop-recording-final.mp4', 'video/mp4', 5 * 1024 ** 2),
    );
    const row = screen.getByText('my-very-long-workshop-rec....mp4').closest('li')!;
    expect(row.textContent).toContain('5.0 MB');
    expect(within(row).getByText('Reading duration...')).toBeTruthy();
    expect(screen.getByText('Reading the video durations...')).toBeTruthy();
    expect((screen.getByRole('button', { name: SUBMIT }) as HTMLButtonElement).disabled).toBe(true);

    act(() => finishProbe(125));
    expect(await within(row).findByText('2:05')).toBeTruthy();
    fireEvent.click(
      within(row).getByRole('button', { name: 'Remove my-very-long-workshop-recording-final.mp4' }),
    );
    expect(screen.queryByRole('list', { name: 'Selected videos' })).toBeNull();
  });

  it('locks AI off while a video is over 300 s and turns it back on once it is removed', async () => {
    renderCreate({ durations: { 'long.mp4': 301, 'short.mp4': 120 } });
    expect(aiSwitch().getAttribute('aria-checked')).toBe('true');
    fireEvent.click(aiSwitch());
    expect(aiSwitch().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(aiSwitch());

    pick(videosInput(), aFile('short.mp4'), aFile('long.mp4'));
    expect(await screen.findByText(WARNING)).toBeTruthy();
    expect(aiSwitch().getAttribute('aria-checked')).toBe('false');
    expect((aiSwitch() as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove long.mp4' }));
    expect(screen.queryByText(WARNING)).toBeNull();
    expect(aiSwitch().getAttribute('aria-checked')).toBe('true');
    expect((aiSwitch() as HTMLButtonElement).disabled).toBe(false);
  });

  it('analyses, uploads each video once, creates the project and hands it to the editor', async () => {
    const names = ['cut.mp4', 'paint.mp4'];
    const breakdown = fakeBreakdown(allAt(names, 'queued'));
    const { router, callsTo, queue, storage } = renderCreate({
      answers: { ...breakdown.answers, 'projects.create': () => ({ project_id: PROJECT_ID }) },
    });
    typeName(' Birdhouse ');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'A small house' } });
    const tags = screen.getByRole('group', { name: 'Tags' });
    fireEvent.click(within(tags).getByText('DIY'));
    fireEvent.click(within(tags).getByText('Woodworking'));
    const [cut, paint, promo] = [aFile('cut.mp4'), aFile('paint.mp4'), aFile('promo.mp4')];
    pick(videosInput(), cut!, paint!);
    pick(shortFormInput(), promo!);
    await durationsRead();

    submit();
    expect(screen.getByRole('button', { name: 'Save Project...' })).toBeTruthy();
    expect(progress()).toBe('10');
    expect((await screen.findAllByText('Video 1 of 2: Waiting to start...')).length).toBe(2);
    expect(callsTo('media.breakdown')[0]?.input).toEqual({
      videos: [
        { name: 'cut.mp4', path: 'users/uid-ada/videos/abc_cut.mp4' },
        { name: 'paint.mp4', path: 'users/uid-ada/videos/abc_paint.mp4' },
      ],
      project_context: {
        name: 'Birdhouse',
        description: 'A small house',
        tags: ['Woodworking', 'DIY'],
      },
    });

    // Each phase once every video has reached it, in order, with its progress value.
    const phases = [
      ['extracting_audio', '20', 'Extracting audio...'],
      ['transcribing_audio', '40', 'Transcribing audio...'],
      ['getting_duration', '50', 'Getting video duration...'],
      ['analyzing', '60', 'Analyzing with AI...'],
    ] as const;
    let previous = '10';
    for (const [phase, value, text] of phases) {
      // While the second video waits, the bar holds: it never moves backwards.
      breakdown.set(aStatus([aJob(0, 'cut.mp4', 'active', phase), aJob(1, 'paint.mp4', 'queued')]));
      expect((await screen.findAllByText(`Video 1 of 2: ${text}`)).length).toBe(2);
      expect(progress()).toBe(previous);
      breakdown.set(allAt(names, 'active', phase));
      await waitFor(() => expect(progress()).toBe(value));
      expect(screen.getByText(`Video 2 of 2: ${text}`)).toBeTruthy();
      previous = value;
    }
    breakdown.set(allAt(names, 'completed'));

    expect(
      await screen.findByText('Project "Birdhouse" created successfully! Preparing next step...'),
    ).toBeTruthy();
    expect(progress()).toBe('100');
    expect(queue.enqueued.map(({ name, purpose }) => [name, purpose])).toEqual([
      ['cut.mp4', 'project-video'],
      ['paint.mp4', 'project-video'],
      ['promo.mp4', 'short-form-video'],
    ]);
    const video = (file: File) => {
      const { url, path, name, type, size } = recordFor(file, 'project-video');
      return { name, url, path, mime_type: type, file_size_bytes: size };
    };
    const { url, path, name, type, size } = recordFor(promo!, 'short-form-video');
    const shortFormVideo = { name, url, path, mime_type: type, file_size_bytes: size };
    const aiBreakdownData = [entry('cut.mp4'), entry('paint.mp4')];
    expect(callsTo('projects.create').map((call) => call.input)).toEqual([
      {
        name: 'Birdhouse',
        description: 'A small house',
        tags: ['Woodworking', 'DIY'],
        firebase_uid: 'uid-ada',
        UploadVideos: [video(cut!), video(paint!)],
        frame_url: '/files/users/uid-ada/videos/abc_cut.mp4',
        ai_breakdown_data: aiBreakdownData,
        ShortFormVideo: shortFormVideo,
      },
    ]);

    // One second later: the editor, with the navigation state of spec 2.
    expect(await screen.findByText(`Landed on /annotate/${PROJECT_ID}`)).toBeTruthy();
    expect(router.state.location.state).toEqual({
      projectId: PROJECT_ID,
      projectName: 'Birdhouse',
      uploadedVideos: [
        { ...video(cut!), handle: cut },
        { ...video(paint!), handle: paint },
      ],
      aiBreakdownData,
      shortFormVideo,
    });
    expect(readAnnotateHandoff(PROJECT_ID, storage)).toEqual({
      projectName: 'Birdhouse',
      uploadedVideos: [video(cut!), video(paint!)],
      aiBreakdownData,
      shortFormVideo,
    });
    expect(callsTo('media.cancelBreakdown')).toEqual([]);
  });

  it("shows a failed video's reason, in words for 'no_voice'", async () => {
    const breakdown = fakeBreakdown(
      aStatus([
        aJob(0, 'cut.mp4', 'failed', 'transcribing_audio', { error: 'no_voice' }),
        aJob(1, 'paint.mp4', 'active', 'extracting_audio'),
      ]),
    );
    const { callsTo } = renderCreate({ answers: breakdown.answers });
    typeName('Birdhouse');
    pick(videosInput(), aFile('cut.mp4'), aFile('paint.mp4'));
    await durationsRead();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'AI processing failed: No speech was found in cut.mp4.',
    );
    // The other video's job stops too; the form is as it was.
    expect(callsTo('media.cancelBreakdown').map((call) => call.input)).toEqual([
      { batch_id: BATCH_ID },
    ]);
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Birdhouse');
    expect(screen.getByRole('button', { name: SUBMIT })).toBeTruthy();
  });

  it('shows an upload failure, keeps the form and the AI results, and never sends a video twice', async () => {
    const breakdown = fakeBreakdown(allAt(['cut.mp4'], 'completed'));
    const { queue, callsTo } = renderCreate({
      answers: { ...breakdown.answers, 'projects.create': () => ({ project_id: PROJECT_ID }) },
    });
    queue.failWith.set('promo.mp4', 'The storage is full.');
    typeName('Birdhouse');
    pick(videosInput(), aFile('cut.mp4'));
    pick(shortFormInput(), aFile('promo.mp4'));
    await durationsRead();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to upload videos: The storage is full.',
    );
    expect((screen.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Birdhouse');
    expect(screen.getByText('AI results are ready for 1 video; saving uses them.')).toBeTruthy();

    // Saving again skips the analysis and the uploaded video; only the failed file goes again.
    queue.failWith.clear();
    submit('Save with AI Data & Continue');
    expect(await screen.findByText(/created successfully/)).toBeTruthy();
    expect(callsTo('media.breakdown')).toHaveLength(1);
    expect(queue.enqueued.map((upload) => upload.name)).toEqual([
      'cut.mp4',
      'promo.mp4',
      'promo.mp4',
    ]);
  });

  it('clears the AI results on request, and analyses again without sending a video again', async () => {
    const breakdown = fakeBreakdown(allAt(['cut.mp4'], 'completed'));
    const { queue, callsTo } = renderCreate({ answers: breakdown.answers });
    queue.failWith.set('promo.mp4', 'The storage is full.');
    typeName('Birdhouse');
    pick(videosInput(), aFile('cut.mp4'));
    pick(shortFormInput(), aFile('promo.mp4'));
    await durationsRead();
    submit();
    await screen.findByRole('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Clear AI results' }));
    expect(screen.queryByText(/AI results are ready/)).toBeNull();
    expect(screen.getByRole('button', { name: SUBMIT })).toBeTruthy();

    submit();
    await waitFor(() => expect(callsTo('media.breakdown')).toHaveLength(2));
    expect(queue.enqueued.filter((upload) => upload.name === 'cut.mp4')).toHaveLength(1);
  });

  it('says why the analysis could not start when a video does not upload', async () => {
    const { queue, callsTo } = renderCreate();
    queue.failWith.set('cut.mp4', 'Network down.');
    typeName('Birdhouse');
    pick(videosInput(), aFile('cut.mp4'));
    await durationsRead();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'AI processing failed: Network down.',
    );
    expect(callsTo('media.breakdown')).toEqual([]);
  });

  it('asks before leaving once the project exists, then deletes it', async () => {
    const { router, callsTo } = renderCreate({
      answers: {
        'projects.create': () => ({ project_id: PROJECT_ID }),
        'projects.delete': () => ({ message: 'Project deleted successfully' }),
      },
      holdRedirect: true,
    });
    typeName('Changed my mind');
    pick(videosInput(), aFile('cut.mp4'));
    await durationsRead();
    fireEvent.click(aiSwitch());
    submit();
    await screen.findByText(/created successfully/);
    await act(() => router.navigate('/my-projects'));

    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain(
      'You have created a project but not started editing. Are you sure you want to leave? This will delete the project.',
    );
    expect(router.state.location.pathname).toBe('/create');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Landed on /my-projects')).toBeTruthy();
    expect(callsTo('projects.delete').map((call) => call.input)).toEqual([
      { project_id: PROJECT_ID, firebase_uid: 'uid-ada' },
    ]);
  });

  it('stays when the leave is cancelled, and then goes on to the editor', async () => {
    const { router, callsTo, releaseRedirect } = renderCreate({
      answers: { 'projects.create': () => ({ project_id: PROJECT_ID }) },
      holdRedirect: true,
    });
    typeName('Keep it');
    pick(videosInput(), aFile('cut.mp4'));
    await durationsRead();
    fireEvent.click(aiSwitch());
    submit();
    await screen.findByText(/created successfully/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/create');
    act(() => releaseRedirect());
    expect(await screen.findByText(`Landed on /annotate/${PROJECT_ID}`)).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ projectName: 'Keep it' });
    expect(callsTo('projects.delete')).toEqual([]);
  });

  it('cancelling during the analysis stops the breakdown and goes to /videos', async () => {
    const breakdown = fakeBreakdown(allAt(['cut.mp4'], 'active', 'transcribing_audio'));
    const { callsTo } = renderCreate({ answers: breakdown.answers });
    typeName('Birdhouse');
    pick(videosInput(), aFile('cut.mp4'));
    await durationsRead();
    submit();
    await screen.findByText('Video 1 of 1: Transcribing audio...');
    // Closing the tab meanwhile gets the browser's question.
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Landed on /videos')).toBeTruthy();
    await waitFor(() =>
      expect(callsTo('media.cancelBreakdown').map((call) => call.input)).toEqual([
        { batch_id: BATCH_ID },
      ]),
    );
  });
});
