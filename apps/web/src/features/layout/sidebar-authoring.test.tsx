import type { SidebarTab } from '@stepwise/contracts';
import { UNSAVED_WORK_STORAGE_KEY } from '@stepwise/machines';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useMemo, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type AuthoringEditor,
  useRegisterAuthoringEditor,
} from '@/features/authoring/authoring-bridge';
import {
  EDITOR_NOT_OPEN,
  NEW_STEP_NOT_SAVED,
  STEP_CHANGES_NOT_SAVED,
} from '@/features/layout/sidebar-authoring';
import { renderShell } from '@/features/layout/test/render-shell';
import { useUnsavedWork } from '@/features/unsaved-work/unsaved-work-provider';

afterEach(() => sessionStorage.clear());

const sidebar = () => within(screen.getByRole('complementary', { name: 'Sidebar' }));

interface FakeEditorProps {
  stepIndex?: number;
  saving?: boolean;
  regenerating?: boolean;
  dirty?: boolean;
  calls?: string[];
}

/** Stands in for the step editor: lends its controls to the sidebar and reports its work. */
function FakeEditor({
  stepIndex = -1,
  saving = false,
  regenerating = false,
  dirty,
  calls = [],
}: FakeEditorProps) {
  const [activeTab, setActiveTab] = useState<SidebarTab>('details');
  const editor = useMemo<AuthoringEditor>(
    () => ({
      activeTab,
      selectTab: (tab) => {
        calls.push(`tab:${tab}`);
        setActiveTab(tab);
      },
      stepIndex,
      dirty: dirty ?? false,
      saving,
      saveStep: () => calls.push('save'),
      regenerating,
      regenerateStep: () => calls.push('regenerate'),
    }),
    [activeTab, stepIndex, dirty, saving, regenerating, calls],
  );
  useRegisterAuthoringEditor(editor);
  const unsaved = useUnsavedWork();
  useEffect(() => {
    if (dirty === undefined) return;
    unsaved.send({
      type: 'work.update',
      editingStepHasData: false,
      newStepHasData: dirty,
      stepCount: 2,
      unfinalizedAiSteps: 0,
    });
  }, [unsaved, dirty]);
  return <h1>Editor</h1>;
}

function renderEditor(path: string, props: FakeEditorProps = {}) {
  return renderShell(path, {
    routes: [
      { path: 'annotate/:projectId', element: <FakeEditor {...props} /> },
      { path: 'create-steps', element: <FakeEditor {...props} /> },
    ],
  });
}

describe('Sidebar, authoring mode', () => {
  it('shows the heading, the tabs and Back to Home, disabled with a reason while no editor is open', async () => {
    renderShell('/annotate', { routes: [{ path: 'annotate', element: <h1>No editor yet</h1> }] });
    expect(await sidebar().findByRole('heading', { name: 'Step Authoring' })).toBeTruthy();
    expect(sidebar().getByText('Create and manage project steps')).toBeTruthy();
    const tabs = within(sidebar().getByRole('navigation', { name: 'Step Authoring' }))
      .getAllByRole('button')
      .map((button) => [button.textContent, (button as HTMLButtonElement).disabled]);
    expect(tabs).toEqual([
      ['Video Steps', true],
      ['Repository', true],
      ['Overview', true],
      ['Finalize Project', true],
    ]);
    const save = sidebar().getByRole('button', { name: 'Save New Step' });
    expect(save).toHaveProperty('disabled', true);
    expect(save.getAttribute('title')).toBe(EDITOR_NOT_OPEN);
    expect(sidebar().getByText(EDITOR_NOT_OPEN).id).toBe(save.getAttribute('aria-describedby'));
    expect(sidebar().queryByRole('button', { name: 'Regenerate Step' })).toBeNull();
    expect(sidebar().getByRole('button', { name: 'Back to Home' })).toHaveProperty(
      'disabled',
      false,
    );
    // /annotate hides the profile and logout area.
    expect(sidebar().queryByRole('button', { name: 'Logout' })).toBeNull();
    expect(sidebar().queryByRole('link', { name: 'My Profile' })).toBeNull();
  });

  it('keeps the profile and logout area on the other authoring paths', async () => {
    renderEditor('/create-steps');
    expect(await sidebar().findByRole('heading', { name: 'Step Authoring' })).toBeTruthy();
    expect(sidebar().getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('acts on the editor: tabs, Save New Step, and the save button only on details and overview', async () => {
    const calls: string[] = [];
    renderEditor('/annotate/p1', { calls });
    const save = await sidebar().findByRole('button', { name: 'Save New Step' });
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(calls).toEqual(['save']);
    expect(
      sidebar().getByRole('button', { name: 'Video Steps' }).getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(sidebar().getByRole('button', { name: 'Finalize Project' }));
    expect(calls).toEqual(['save', 'tab:finalize']);
    expect(sidebar().queryByRole('button', { name: 'Save New Step' })).toBeNull();
    fireEvent.click(sidebar().getByRole('button', { name: 'Overview' }));
    expect(sidebar().getByRole('button', { name: 'Save New Step' })).toBeTruthy();
  });

  it("offers 'Update Step' and 'Regenerate Step' for an existing step, with their busy labels", async () => {
    renderEditor('/annotate/p1', { stepIndex: 0, saving: true });
    expect(await sidebar().findByRole('button', { name: 'Saving...' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(sidebar().getByRole('button', { name: 'Regenerate Step' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('says under the save button that changes to the step being edited are not saved', async () => {
    renderEditor('/annotate/p1', { stepIndex: 1, dirty: true });
    expect(await sidebar().findByText(STEP_CHANGES_NOT_SAVED)).toBeTruthy();
  });

  it('says under the save button that a new step with data is not saved', async () => {
    renderEditor('/annotate/p1', { stepIndex: -1, dirty: true });
    expect(await sidebar().findByText(NEW_STEP_NOT_SAVED)).toBeTruthy();
  });

  it('says nothing of unsaved work for a clean form', async () => {
    renderEditor('/annotate/p1', { stepIndex: 1, dirty: false });
    await sidebar().findByRole('button', { name: 'Update Step' });
    expect(sidebar().queryByText(STEP_CHANGES_NOT_SAVED)).toBeNull();
  });

  it('says nothing of unsaved work while the step is saving', async () => {
    renderEditor('/annotate/p1', { stepIndex: 1, dirty: true, saving: true });
    await sidebar().findByRole('button', { name: 'Saving...' });
    expect(sidebar().queryByText(STEP_CHANGES_NOT_SAVED)).toBeNull();
  });

  it("reads 'Regenerating...' while the step regenerates", async () => {
    renderEditor('/annotate/p1', { stepIndex: 2, regenerating: true });
    expect(await sidebar().findByRole('button', { name: 'Regenerating...' })).toBeTruthy();
    expect(sidebar().getByRole('button', { name: 'Update Step' })).toHaveProperty('disabled', true);
  });
});

describe('Unsaved Changes', () => {
  it('asks before leaving authoring with unsaved work: Cancel stays, Continue leaves', async () => {
    const { router } = renderEditor('/annotate/p1', { dirty: true });
    await screen.findByRole('heading', { name: 'Editor' });
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(UNSAVED_WORK_STORAGE_KEY) ?? 'null')).toMatchObject({
        newStepHasData: true,
      }),
    );
    fireEvent.click(sidebar().getByRole('button', { name: 'Back to Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(
      within(dialog).getByText(
        'You have unsaved changes. Are you sure you want to leave authoring? Your changes will not be saved.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/annotate/p1');

    fireEvent.click(sidebar().getByRole('button', { name: 'Back to Home' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await screen.findByRole('heading', { name: 'My Projects page' });
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(sessionStorage.getItem(UNSAVED_WORK_STORAGE_KEY)).toBeNull();
  });

  it('asks before logging out with unsaved work', async () => {
    const { router, signOut } = renderEditor('/create-steps', { dirty: true });
    fireEvent.click(await sidebar().findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain('Are you sure you want to log out?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(signOut).not.toHaveBeenCalled();

    fireEvent.click(sidebar().getByRole('button', { name: 'Logout' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Continue' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('holds the browser unload while work is unsaved', async () => {
    renderEditor('/annotate/p1', { dirty: true });
    await screen.findByRole('heading', { name: 'Editor' });
    const held = new Event('beforeunload', { cancelable: true });
    await waitFor(() => {
      window.dispatchEvent(held);
      expect(held.defaultPrevented).toBe(true);
    });
  });

  it('lets navigation and unload through without asking when nothing is at stake', async () => {
    const { router } = renderEditor('/annotate/p1', { dirty: false });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(await sidebar().findByRole('button', { name: 'Back to Home' }));
    await screen.findByRole('heading', { name: 'My Projects page' });
    expect(router.state.location.pathname).toBe('/my-projects');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
