import { describe, expect, it } from 'vitest';
import { fillForm, settle, startCreation, videoFile } from './creation/test-harness';
import { aiWarning, submitLabel } from './creation.machine';

const AI_WARNING =
  'One or more videos exceed the 5-minute duration limit. AI analysis has been automatically disabled.';

describe('the create form', () => {
  it('starts empty, with AI on and unlocked', () => {
    const { snapshot } = startCreation();
    expect(snapshot().context.form).toEqual({ name: '', description: '', tags: [] });
    expect(snapshot().hasTag('aiOn')).toBe(true);
    expect(snapshot().hasTag('aiLocked')).toBe(false);
    expect(aiWarning(snapshot())).toBeNull();
    expect(submitLabel(snapshot())).toBe('Save and Continue to Annotate');
  });

  it('merges form changes', () => {
    const { actor, snapshot } = startCreation();
    actor.send({ type: 'form.change', values: { name: 'Birdhouse' } });
    actor.send({ type: 'form.change', values: { tags: ['DIY', 'Woodworking'] } });
    expect(snapshot().context.form).toEqual({
      name: 'Birdhouse',
      description: '',
      tags: ['DIY', 'Woodworking'],
    });
  });

  it('sets and clears the optional short-form video', () => {
    const { actor, snapshot } = startCreation();
    actor.send({ type: 'shortForm.set', file: videoFile('promo.mp4') });
    expect(snapshot().context.shortForm?.name).toBe('promo.mp4');
    actor.send({ type: 'shortForm.clear' });
    expect(snapshot().context.shortForm).toBeNull();
  });

  it('shows the first failed check on submit and stays on the form', async () => {
    const h = startCreation({ uid: null });
    h.actor.send({ type: 'creation.submit' });
    expect(h.snapshot().context.error).toBe('You must be logged in to create a project.');
    expect(h.snapshot().matches({ flow: { editing: 'idle' } })).toBe(true);

    const signedIn = startCreation();
    signedIn.actor.send({ type: 'creation.submit' });
    expect(signedIn.snapshot().context.error).toBe('Project name is required.');
    signedIn.actor.send({ type: 'form.change', values: { name: 'Birdhouse' } });
    signedIn.actor.send({ type: 'creation.submit' });
    expect(signedIn.snapshot().context.error).toBe(
      'Please upload at least one video for the project.',
    );
    signedIn.actor.send({
      type: 'videos.add',
      files: [{ name: 'a.pdf', type: 'application/pdf', size: 1 }],
    });
    signedIn.probe().duration.reject(new Error('not a video'));
    await settle();
    signedIn.actor.send({ type: 'creation.submit' });
    expect(signedIn.snapshot().context.error).toBe(
      'Invalid file type. Please upload video files only.',
    );
    expect(signedIn.calls.uploadFile).toHaveLength(0);
    expect(signedIn.calls.analyzeVideos).toHaveLength(0);
  });

  it('cancel goes to /videos', () => {
    const { actor, navigations, snapshot } = startCreation();
    actor.send({ type: 'creation.cancel' });
    expect(navigations).toEqual([{ to: '/videos' }]);
    expect(snapshot().matches({ flow: 'left' })).toBe(true);
  });

  it('does not guard leaving before the project exists', () => {
    const { snapshot } = startCreation();
    expect(snapshot().can({ type: 'leave.request', to: '/my-projects' })).toBe(false);
    expect(snapshot().hasTag('projectCreated')).toBe(false);
  });
});

describe('duration probe (spec 5: gives up after 5 seconds, counts as 0)', () => {
  it('probes each added video in turn with a 5 s budget', async () => {
    const h = startCreation();
    h.actor.send({ type: 'videos.add', files: [videoFile('a.mp4'), videoFile('b.mp4')] });
    expect(h.snapshot().context.videos.map((video) => video.id)).toEqual(['video-1', 'video-2']);
    expect(h.snapshot().hasTag('probing')).toBe(true);
    expect(h.calls.probeDuration.map((call) => call.input.file.name)).toEqual(['a.mp4']);
    expect(h.calls.delay.map((call) => call.input)).toEqual([{ ms: 5000 }]);

    h.probe().duration.resolve(42.5);
    await settle();
    expect(h.calls.probeDuration.map((call) => call.input.file.name)).toEqual(['a.mp4', 'b.mp4']);
    expect(h.calls.delay).toHaveLength(2);
    h.probe().duration.resolve(12);
    await settle();
    expect(h.snapshot().context.videos.map((video) => video.durationSeconds)).toEqual([42.5, 12]);
    expect(h.snapshot().hasTag('probing')).toBe(false);
  });

  it('counts a probe that takes over 5 s as 0, and a late answer changes nothing', async () => {
    const h = startCreation();
    h.actor.send({ type: 'videos.add', files: [videoFile('slow.mp4')] });
    const { duration, timer } = h.probe();
    timer.resolve();
    await settle();
    expect(h.snapshot().context.videos[0]?.durationSeconds).toBe(0);
    duration.resolve(900);
    await settle();
    expect(h.snapshot().context.videos[0]?.durationSeconds).toBe(0);
    expect(h.snapshot().hasTag('aiOn')).toBe(true);
  });

  it('counts a failed or unusable probe as 0', async () => {
    const h = startCreation();
    h.actor.send({ type: 'videos.add', files: [videoFile('a.mp4'), videoFile('b.mp4')] });
    h.probe().duration.reject(new Error('no metadata'));
    await settle();
    h.probe().duration.resolve(Number.NaN);
    await settle();
    expect(h.snapshot().context.videos.map((video) => video.durationSeconds)).toEqual([0, 0]);
  });

  it('does not take a submit while a duration is being probed', async () => {
    const h = startCreation();
    h.actor.send({ type: 'form.change', values: { name: 'Birdhouse' } });
    h.actor.send({ type: 'videos.add', files: [videoFile('a.mp4')] });
    expect(h.snapshot().can({ type: 'creation.submit' })).toBe(false);
    h.probe().duration.resolve(30);
    await settle();
    expect(h.snapshot().can({ type: 'creation.submit' })).toBe(true);
  });

  it('moves on to the next video when the one being probed is removed', async () => {
    const h = startCreation();
    h.actor.send({ type: 'videos.add', files: [videoFile('a.mp4'), videoFile('b.mp4')] });
    const first = h.probe().duration;
    h.actor.send({ type: 'videos.remove', id: 'video-1' });
    expect(h.calls.probeDuration.map((call) => call.input.file.name)).toEqual(['a.mp4', 'b.mp4']);
    first.resolve(999);
    h.probe().duration.resolve(10);
    await settle();
    expect(h.snapshot().context.videos).toEqual([
      { id: 'video-2', file: videoFile('b.mp4'), durationSeconds: 10 },
    ]);
    expect(h.snapshot().hasTag('aiLocked')).toBe(false);
  });

  it('keeps probing when another video is removed', async () => {
    const h = startCreation();
    await fillForm(h, [20]);
    h.actor.send({ type: 'videos.add', files: [videoFile('b.mp4')] });
    h.actor.send({ type: 'videos.remove', id: 'video-1' });
    expect(h.calls.probeDuration).toHaveLength(2);
    h.probe().duration.resolve(15);
    await settle();
    expect(h.snapshot().context.videos.map((video) => video.durationSeconds)).toEqual([15]);
  });
});

describe('AI toggle and the 300 s limit (spec 4, spec 5)', () => {
  it('turns AI off by hand and on again', () => {
    const { actor, snapshot } = startCreation();
    actor.send({ type: 'ai.toggle' });
    expect(snapshot().hasTag('aiOn')).toBe(false);
    actor.send({ type: 'ai.toggle' });
    expect(snapshot().hasTag('aiOn')).toBe(true);
  });

  it('turns AI off and locks the toggle while a video is over 300 s', async () => {
    const h = startCreation();
    await fillForm(h, [300, 301]);
    expect(h.snapshot().hasTag('aiOn')).toBe(false);
    expect(h.snapshot().hasTag('aiLocked')).toBe(true);
    expect(aiWarning(h.snapshot())).toBe(AI_WARNING);
    expect(h.snapshot().can({ type: 'ai.toggle' })).toBe(false);
    h.actor.send({ type: 'ai.toggle' });
    expect(h.snapshot().hasTag('aiLocked')).toBe(true);
  });

  it('turns AI back on when the offending video is removed', async () => {
    const h = startCreation();
    await fillForm(h, [60, 400]);
    h.actor.send({ type: 'videos.remove', id: 'video-1' });
    expect(h.snapshot().hasTag('aiLocked')).toBe(true);
    h.actor.send({ type: 'videos.remove', id: 'video-2' });
    expect(h.snapshot().hasTag('aiLocked')).toBe(false);
    expect(h.snapshot().hasTag('aiOn')).toBe(true);
    expect(aiWarning(h.snapshot())).toBeNull();
  });

  it('stays locked until every video over 300 s is gone, then AI is on even if it was off', async () => {
    const h = startCreation();
    h.actor.send({ type: 'ai.toggle' });
    await fillForm(h, [500, 600]);
    expect(h.snapshot().hasTag('aiLocked')).toBe(true);
    h.actor.send({ type: 'videos.remove', id: 'video-2' });
    expect(h.snapshot().hasTag('aiLocked')).toBe(true);
    h.actor.send({ type: 'videos.remove', id: 'video-1' });
    expect(h.snapshot().hasTag('aiOn')).toBe(true);
  });

  it('does not take the toggle while the project is being saved', async () => {
    const h = startCreation();
    await fillForm(h);
    h.actor.send({ type: 'creation.submit' });
    expect(h.snapshot().hasTag('busy')).toBe(true);
    expect(h.snapshot().can({ type: 'ai.toggle' })).toBe(false);
  });
});
