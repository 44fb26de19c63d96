import { describe, expect, it } from 'vitest';
import { leaveConfirmation } from '../creation.machine';
import { fillForm, PROJECT_ID, settle, startCreation, uploadRecord } from './test-harness';

const CONFIRMATION =
  'You have created a project but not started editing. Are you sure you want to leave? This will delete the project.';

/** A harness whose project was just created (finalizing, 98%). */
async function created() {
  const h = startCreation();
  await fillForm(h);
  h.actor.send({ type: 'ai.toggle' });
  h.actor.send({ type: 'creation.submit' });
  const upload = h.last(h.calls.uploadFile);
  upload.resolve(uploadRecord(upload.input.file, 'videos'));
  await settle();
  h.last(h.calls.createProject).resolve({ project_id: PROJECT_ID });
  await settle();
  expect(h.snapshot().context.progress).toBe(98);
  return h;
}

describe('leaving after the project exists (spec 4, spec 5)', () => {
  it('asks for confirmation, deletes the project, then goes where the user was heading', async () => {
    const h = await created();
    expect(h.snapshot().hasTag('projectCreated')).toBe(true);
    h.actor.send({ type: 'leave.request', to: '/my-projects' });
    expect(leaveConfirmation(h.snapshot())).toBe(CONFIRMATION);
    h.actor.send({ type: 'leave.confirm' });
    expect(leaveConfirmation(h.snapshot())).toBeNull();
    expect(h.calls.deleteProject.map((call) => call.input)).toEqual([
      { projectId: PROJECT_ID, uid: 'creator-uid' },
    ]);
    expect(h.navigations).toEqual([]);
    h.last(h.calls.deleteProject).resolve();
    await settle();
    expect(h.navigations).toEqual([{ to: '/my-projects' }]);
    expect(h.snapshot().matches({ flow: 'left' })).toBe(true);
    expect(h.snapshot().hasTag('projectCreated')).toBe(false);
  });

  it('Cancel asks the same and then goes to /videos', async () => {
    const h = await created();
    h.actor.send({ type: 'creation.cancel' });
    expect(leaveConfirmation(h.snapshot())).toBe(CONFIRMATION);
    h.actor.send({ type: 'leave.confirm' });
    h.last(h.calls.deleteProject).resolve();
    await settle();
    expect(h.navigations).toEqual([{ to: '/videos' }]);
  });

  it('still leaves when the delete fails (cleanup removes step-less projects later)', async () => {
    const h = await created();
    h.actor.send({ type: 'leave.request', to: '/profile' });
    h.actor.send({ type: 'leave.confirm' });
    h.last(h.calls.deleteProject).reject(new Error('Failed to delete project'));
    await settle();
    expect(h.navigations).toEqual([{ to: '/profile' }]);
    expect(h.snapshot().matches({ flow: 'left' })).toBe(true);
  });

  it('holds the redirect while the confirmation is open, and redirects when it is dismissed', async () => {
    const h = await created();
    h.last(h.calls.prepareAnnotate).resolve();
    await settle();
    h.actor.send({ type: 'leave.request', to: '/my-projects' });
    h.last(h.calls.delay).resolve();
    await settle();
    expect(h.navigations).toEqual([]);
    expect(h.snapshot().matches({ flow: { created: { progress: 'redirecting' } } })).toBe(true);
    h.actor.send({ type: 'leave.cancel' });
    expect(h.navigations.map((navigation) => navigation.to)).toEqual([`/annotate/${PROJECT_ID}`]);
    expect(h.calls.deleteProject).toHaveLength(0);
  });

  it('never redirects once the user chose to leave', async () => {
    const h = await created();
    h.actor.send({ type: 'leave.request', to: '/my-projects' });
    h.actor.send({ type: 'leave.confirm' });
    h.last(h.calls.prepareAnnotate).resolve();
    await settle();
    h.last(h.calls.delay).resolve();
    await settle();
    expect(h.navigations).toEqual([]);
    h.last(h.calls.deleteProject).resolve();
    await settle();
    expect(h.navigations).toEqual([{ to: '/my-projects' }]);
  });

  it('completes even when preparing the annotate screen fails', async () => {
    const h = await created();
    h.last(h.calls.prepareAnnotate).reject(new Error('storage full'));
    await settle();
    expect(h.snapshot().context.progress).toBe(100);
    expect(h.last(h.calls.delay).input).toEqual({ ms: 1000 });
  });
});
