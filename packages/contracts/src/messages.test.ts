import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages with placeholders', () => {
  it('create success', () => {
    expect(messages.create.success('Birdhouse')).toBe(
      'Project "Birdhouse" created successfully! Preparing next step...',
    );
  });

  it('oversized videos list their names', () => {
    expect(messages.create.videosTooLarge(['a.mp4', 'b.mov'])).toBe(
      'The following files exceed the 5GB size limit: a.mp4, b.mov. Please compress your videos or choose smaller files.',
    );
  });

  it('step deletion confirmation', () => {
    expect(messages.steps.confirmDelete(3, 'Sand')).toBe(
      'Are you sure you want to delete "Step 3: Sand"? This action cannot be undone.',
    );
  });

  it('unsaved work, singular and plural AI steps', () => {
    expect(messages.unsaved.changes('log out')).toBe(
      'You have unsaved changes. Are you sure you want to log out? Your changes will not be saved.',
    );
    expect(messages.unsaved.aiSteps(1, 'leave')).toBe(
      "You have 1 AI-generated step that haven't been finalized yet. Are you sure you want to leave? Your AI-generated steps will not be saved.",
    );
    expect(messages.unsaved.aiSteps(3, 'leave')).toBe(
      "You have 3 AI-generated steps that haven't been finalized yet. Are you sure you want to leave? Your AI-generated steps will not be saved.",
    );
  });

  it('my projects texts', () => {
    expect(messages.myProjects.cleanedUp(2)).toBe(
      'Cleaned up 2 incomplete project(s) with no steps',
    );
    expect(messages.myProjects.thumbnailUploaded('Desk')).toBe(
      'Thumbnail uploaded successfully for "Desk"!',
    );
    expect(messages.myProjects.publishedTab(4)).toBe('Published (4)');
    expect(messages.myProjects.draftsTab(0)).toBe('Drafts (0)');
  });

  it('player, annotate and repository texts', () => {
    expect(messages.player.loadError(null)).toBe('Error loading video: Unknown video');
    expect(messages.player.loadError('clip.mp4')).toBe('Error loading video: clip.mp4');
    expect(messages.annotate.title('Desk')).toBe('Authoring: Desk');
    expect(messages.steps.loadedForEditing('Cut')).toBe('Loaded step "Cut" for editing');
    expect(messages.steps.deleted).toBe('Step deleted successfully');
    expect(messages.steps.total(7)).toBe('7 steps total');
    expect(messages.repository.loadFailed('tools', 500, 'Internal Server Error')).toBe(
      'Failed to load tools: 500 Internal Server Error',
    );
    expect(messages.repository.networkActionError('deleting', 'material')).toBe(
      'Network error while deleting material. Please try again.',
    );
    expect(messages.repository.saveFailed('tool')).toBe(
      'Failed to save tool to repository. Please try again.',
    );
    expect(messages.frames.framesLoaded(4)).toBe(
      'Successfully loaded 4 annotation frames for editing.',
    );
    expect(messages.frames.loadingFrame(2, 5)).toBe('Loading annotation frame 2 of 5...');
    expect(messages.frames.resultCaptured).toBe(
      'Result frame captured. Add annotations, then close the popup to finalize.',
    );
  });

  it('generic and registration texts', () => {
    expect(messages.generic.apiCallFailed(404, 'Not Found')).toBe('API call failed: 404 Not Found');
    expect(messages.register.backendFailed(500)).toBe(
      'Failed to create user record in backend. Status: 500',
    );
    expect(messages.finalize.stepIncomplete(2)).toBe(
      'Step 2 is missing required name or description',
    );
  });
});
