import { describe, expect, it } from 'vitest';
import { estimatedRemainingMs, submitLabel, successMessage } from '../creation.machine';
import {
  breakdown,
  type CreationHarness,
  fillForm,
  PROJECT_ID,
  settle,
  startCreation,
  uploadRecord,
  videoFile,
} from './test-harness';

/** Every progress value a subscriber sees, without repeats. */
function recordProgress(h: CreationHarness): number[] {
  const seen: number[] = [];
  h.actor.subscribe((snapshot) => {
    if (seen.at(-1) !== snapshot.context.progress) seen.push(snapshot.context.progress);
  });
  return seen;
}

/** Resolves the pending upload with a record of its file. */
async function finishUpload(h: CreationHarness): Promise<void> {
  const call = h.last(h.calls.uploadFile);
  call.resolve(
    uploadRecord(call.input.file, call.input.purpose === 'project-video' ? 'videos' : 'shortform'),
  );
  await settle();
}

describe('submit with AI analysis (spec 4 "Creation flow")', () => {
  it('runs analysis, uploads, creates, finalizes and redirects with the spec progress', async () => {
    const h = startCreation();
    const promo = videoFile('promo.mp4', 10_000_000);
    await fillForm(h, [120, 90], { shortForm: promo });
    const progress = recordProgress(h);

    h.actor.send({ type: 'creation.submit' });
    expect(h.snapshot().hasTag('busy')).toBe(true);
    expect(submitLabel(h.snapshot())).toBe('Save Project...');
    const analysis = h.last(h.calls.analyzeVideos);
    expect(analysis.input.videos.map((video) => [video.file.name, video.durationSeconds])).toEqual([
      ['part-1.mp4', 120],
      ['part-2.mp4', 90],
    ]);
    expect(analysis.input.project).toEqual({
      name: ' Birdhouse ',
      description: 'A small house',
      tags: ['Woodworking'],
    });
    for (const phase of [
      'extracting_audio',
      'transcribing_audio',
      'getting_duration',
      'analyzing',
    ]) {
      analysis.input.reportPhase(phase);
    }
    analysis.resolve(breakdown);
    await settle();

    expect(h.calls.uploadFile.map((call) => call.input)).toEqual([
      { file: videoFile('part-1.mp4'), purpose: 'project-video' },
    ]);
    await finishUpload(h);
    await finishUpload(h);
    expect(h.last(h.calls.uploadFile).input).toEqual({ file: promo, purpose: 'short-form-video' });
    await finishUpload(h);

    const create = h.last(h.calls.createProject);
    expect(create.input).toEqual({
      name: 'Birdhouse',
      description: 'A small house',
      tags: ['Woodworking'],
      firebase_uid: 'creator-uid',
      UploadVideos: ['part-1.mp4', 'part-2.mp4'].map((name) => ({
        name,
        url: `/files/users/creator-uid/videos/x_${name}`,
        path: `users/creator-uid/videos/x_${name}`,
        mime_type: 'video/mp4',
        file_size_bytes: 50_000_000,
      })),
      frame_url: '/files/users/creator-uid/videos/x_part-1.mp4',
      ai_breakdown_data: breakdown,
      ShortFormVideo: {
        name: 'promo.mp4',
        url: '/files/users/creator-uid/shortform/x_promo.mp4',
        path: 'users/creator-uid/shortform/x_promo.mp4',
        mime_type: 'video/mp4',
        file_size_bytes: 10_000_000,
      },
    });
    create.resolve({ project_id: PROJECT_ID });
    await settle();
    expect(h.snapshot().hasTag('projectCreated')).toBe(true);
    expect(successMessage(h.snapshot())).toBeNull();

    const state = h.last(h.calls.prepareAnnotate).input;
    expect(state).toEqual({
      projectId: PROJECT_ID,
      projectName: 'Birdhouse',
      uploadedVideos: [
        expect.objectContaining({ name: 'part-1.mp4', handle: { file: 'part-1.mp4' } }),
        expect.objectContaining({ name: 'part-2.mp4', handle: { file: 'part-2.mp4' } }),
      ],
      aiBreakdownData: breakdown,
      shortFormVideo: create.input.ShortFormVideo,
    });
    h.last(h.calls.prepareAnnotate).resolve();
    await settle();
    expect(successMessage(h.snapshot())).toBe(
      'Project "Birdhouse" created successfully! Preparing next step...',
    );
    const redirect = h.last(h.calls.delay);
    expect(redirect.input).toEqual({ ms: 1000 });
    expect(h.navigations).toEqual([]);
    redirect.resolve();
    await settle();

    expect(h.navigations).toEqual([{ to: `/annotate/${PROJECT_ID}`, state }]);
    expect(h.snapshot().matches({ flow: 'annotating' })).toBe(true);
    expect(h.snapshot().hasTag('busy')).toBe(false);
    // 70 (analysis done) and 80 (uploads start) happen in one step: a subscriber sees 80.
    expect(progress).toEqual([10, 20, 40, 50, 60, 80, 85, 90, 95, 98, 100]);
  });

  it('ends the analysis at 70 before the uploads start at 80', async () => {
    const h = startCreation();
    await fillForm(h);
    const assigned: number[] = [];
    h.actor.system.inspect((inspection) => {
      if (inspection.type !== '@xstate.microstep') return;
      for (const transition of inspection._transitions) {
        for (const action of transition.actions as Array<{
          type?: string;
          params?: { value?: number };
        }>) {
          if (action.type === 'setProgress' && action.params?.value)
            assigned.push(action.params.value);
        }
      }
    });
    h.actor.send({ type: 'creation.submit' });
    h.last(h.calls.analyzeVideos).resolve(breakdown);
    await settle();
    expect(assigned).toEqual([70]);
    expect(h.snapshot().context.progress).toBe(80);
  });

  it('shows a single video with a short-form video as 80, 85, 85, 95', async () => {
    const h = startCreation();
    h.actor.send({ type: 'ai.toggle' });
    await fillForm(h, [30], { shortForm: videoFile('promo.mp4') });
    const progress = recordProgress(h);
    h.actor.send({ type: 'creation.submit' });
    await finishUpload(h);
    expect(h.snapshot().matches({ flow: { submitting: { uploading: 'shortForm' } } })).toBe(true);
    expect(h.snapshot().context.progress).toBe(85);
    await finishUpload(h);
    expect(progress).toEqual([80, 85, 95]);
  });

  it('goes straight to uploading when AI is off, and creates without AI data', async () => {
    const h = startCreation();
    await fillForm(h);
    h.actor.send({ type: 'ai.toggle' });
    h.actor.send({ type: 'creation.submit' });
    expect(h.calls.analyzeVideos).toHaveLength(0);
    expect(h.snapshot().matches({ flow: { submitting: { uploading: 'video' } } })).toBe(true);
    await finishUpload(h);
    expect(h.last(h.calls.createProject).input.ai_breakdown_data).toBeNull();
    expect(h.last(h.calls.createProject).input.ShortFormVideo).toBeNull();
  });

  it('skips the analysis while AI is locked off by a long video', async () => {
    const h = startCreation();
    await fillForm(h, [301]);
    h.actor.send({ type: 'creation.submit' });
    expect(h.calls.analyzeVideos).toHaveLength(0);
    expect(h.calls.uploadFile).toHaveLength(1);
  });
});

describe('failures return to the form (spec 8 "Create")', () => {
  const submitted = async (aiOn = true) => {
    const h = startCreation();
    await fillForm(h, [60], { shortForm: videoFile('promo.mp4') });
    if (!aiOn) h.actor.send({ type: 'ai.toggle' });
    h.actor.send({ type: 'creation.submit' });
    return h;
  };
  const expectForm = (h: CreationHarness, error: string) => {
    expect(h.snapshot().matches({ flow: { editing: 'idle' } })).toBe(true);
    expect(h.snapshot().hasTag('busy')).toBe(false);
    expect(h.snapshot().context.error).toBe(error);
  };

  it('AI processing failed: {reason}', async () => {
    const h = await submitted();
    h.last(h.calls.analyzeVideos).reject(new Error('Failed to transcribe audio'));
    await settle();
    expectForm(h, 'AI processing failed: Failed to transcribe audio');
    expect(submitLabel(h.snapshot())).toBe('Save and Continue to Annotate');
  });

  it('Failed to upload videos: {reason}, for a project video or the short-form video', async () => {
    const h = await submitted(false);
    h.last(h.calls.uploadFile).reject(new Error('Network down'));
    await settle();
    expectForm(h, 'Failed to upload videos: Network down');

    h.actor.send({ type: 'creation.submit' });
    expect(h.snapshot().context.error).toBeNull();
    await finishUpload(h);
    h.last(h.calls.uploadFile).reject('quota exceeded');
    await settle();
    expectForm(h, 'Failed to upload videos: quota exceeded');
  });

  it("the server's message, else the generic text", async () => {
    const h = await submitted(false);
    await finishUpload(h);
    await finishUpload(h);
    h.last(h.calls.createProject).reject(new Error('A file name is required.'));
    await settle();
    expectForm(h, 'A file name is required.');

    h.actor.send({ type: 'creation.submit' });
    await finishUpload(h);
    await finishUpload(h);
    h.last(h.calls.createProject).reject({});
    await settle();
    expectForm(h, 'An unexpected error occurred while creating the project.');
  });

  it('keeps AI results after a later failure; submit then skips re-analysis', async () => {
    const h = await submitted();
    h.last(h.calls.analyzeVideos).resolve(breakdown);
    await settle();
    h.last(h.calls.uploadFile).reject(new Error('offline'));
    await settle();
    expect(h.snapshot().context.aiData).toEqual(breakdown);
    expect(submitLabel(h.snapshot())).toBe('Save with AI Data & Continue');

    h.actor.send({ type: 'creation.submit' });
    expect(h.calls.analyzeVideos).toHaveLength(1);
    expect(h.snapshot().matches({ flow: { submitting: { uploading: 'video' } } })).toBe(true);
  });

  it('clears AI results on request; the next submit analyses again', async () => {
    const h = await submitted();
    h.last(h.calls.analyzeVideos).resolve(breakdown);
    await settle();
    h.last(h.calls.uploadFile).reject(new Error('offline'));
    await settle();
    h.actor.send({ type: 'ai.clear' });
    expect(h.snapshot().context.aiData).toBeNull();
    expect(submitLabel(h.snapshot())).toBe('Save and Continue to Annotate');
    expect(h.snapshot().can({ type: 'ai.clear' })).toBe(false);
    h.actor.send({ type: 'creation.submit' });
    expect(h.calls.analyzeVideos).toHaveLength(2);
  });

  it('cancel while saving goes to /videos (nothing exists on the server yet)', async () => {
    const h = await submitted();
    h.actor.send({ type: 'creation.cancel' });
    expect(h.navigations).toEqual([{ to: '/videos' }]);
    expect(h.snapshot().matches({ flow: 'left' })).toBe(true);
  });
});

describe('estimated time remaining (spec 2)', () => {
  it('is computed stage by stage while saving (see estimate.test.ts)', async () => {
    const h = startCreation();
    await fillForm(h);
    expect(estimatedRemainingMs(h.snapshot())).toBeNull();
    h.clock.now = 1_000;
    h.actor.send({ type: 'creation.submit' });
    h.clock.now = 5_000;
    h.last(h.calls.analyzeVideos).input.reportPhase('extracting_audio');
    // 120 s of audio: extracting 5.1 s, transcribing 32 s, 0.5 s, analysing 2.2 s, then the
    // upload the AI already made (0.5 s), creating (1 s) and finalizing (0.5 s).
    expect(estimatedRemainingMs(h.snapshot())).toBe(41_800);
    expect(estimatedRemainingMs(h.snapshot(), 9_000)).toBe(37_800);
    h.last(h.calls.analyzeVideos).reject(new Error('x'));
    await settle();
    expect(estimatedRemainingMs(h.snapshot())).toBeNull();
  });
});
