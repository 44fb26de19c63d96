import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileInputIn } from '@/features/step-tabs/test/file-input';
import { PROJECT_ID, renderTabs, repositoryTools } from '@/features/step-tabs/test/render-tabs';

function openMaterials() {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Step Materials' }));
}

async function addHammerFromRepository(quantity: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add from repository: Tool' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add tool from repository' });
  fireEvent.click(await within(dialog).findByRole('radio', { name: /Claw hammer/ }));
  fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: quantity } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to step' }));
  return dialog;
}

describe('Step Materials tab', () => {
  it('adds a tool from the repository with its quantity, image and id, and removes it', async () => {
    const { step } = renderTabs();
    openMaterials();
    expect(screen.getByText('No tools in this step yet.')).toBeTruthy();
    await addHammerFromRepository('3');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(step().tools).toEqual([
      {
        name: 'Claw hammer',
        specification: '16 oz',
        purchaseLink: 'https://shop.example/hammer',
        quantity: 3,
        imageUrl: null,
        imagePath: repositoryTools[0]?.image_path,
        repositoryId: repositoryTools[0]?.tool_id,
      },
    ]);
    const list = screen.getByRole('list', { name: 'Tools of this step' });
    expect(within(list).getByText('Claw hammer')).toBeTruthy();
    expect(
      within(list).getByRole('spinbutton', { name: 'Quantity of Claw hammer' }),
    ).toHaveProperty('value', '3');

    fireEvent.click(screen.getByRole('button', { name: 'Remove tool Claw hammer' }));
    expect(step().tools).toEqual([]);
  });

  it('edits a quantity in place: a whole number of at least 1, anything else becomes 1', async () => {
    const { step } = renderTabs();
    openMaterials();
    await addHammerFromRepository('2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Claw hammer' });
    expect((quantity as HTMLInputElement).value).toBe('2');

    fireEvent.change(quantity, { target: { value: '7' } });
    expect(step().tools[0]?.quantity).toBe(7);

    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(step().tools[0]?.quantity).toBe(1);
    expect((quantity as HTMLInputElement).value).toBe('1');

    fireEvent.change(quantity, { target: { value: '3.8' } });
    fireEvent.blur(quantity);
    expect(step().tools[0]?.quantity).toBe(3);
    expect((quantity as HTMLInputElement).value).toBe('3');
  });

  it('searches the repository and refuses a tool already in the step', async () => {
    const { step } = renderTabs();
    openMaterials();
    await addHammerFromRepository('abc');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(step().tools[0]?.quantity).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add from repository: Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add tool from repository' });
    await within(dialog).findByRole('radio', { name: /Chisel/ });
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search tools' }), {
      target: { value: 'hammer' },
    });
    expect(within(dialog).queryByRole('radio', { name: /Chisel/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Claw hammer/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to step' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'This tool is already added to the current step.',
    );
    expect(step().tools).toHaveLength(1);
  });

  it('refuses a new material with a bad purchase link before anything is saved', async () => {
    const { step, calls, queue } = renderTabs();
    openMaterials();
    fireEvent.click(screen.getByRole('button', { name: 'Add new: Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new material' });
    fireEvent.change(within(dialog).getByLabelText('Material name'), {
      target: { value: 'Sandpaper' },
    });
    fireEvent.change(within(dialog).getByLabelText('Purchase link'), {
      target: { value: 'shop.example/sandpaper' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to step' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Purchase link must be a valid URL starting with http:// or https://',
    );
    expect(step().materials).toEqual([]);
    expect(queue.enqueued).toHaveLength(0);
    expect(calls.some((call) => call.path === 'repository.create')).toBe(false);
  });

  it('adds a new material with its image and saves it to the repository', async () => {
    const { step, calls, queue } = renderTabs();
    queue.autoFinish = true;
    openMaterials();
    fireEvent.click(screen.getByRole('button', { name: 'Add new: Material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new material' });
    fireEvent.change(within(dialog).getByLabelText('Material name'), {
      target: { value: 'Sandpaper' },
    });
    fireEvent.change(within(dialog).getByLabelText('Specification'), {
      target: { value: '120 grit' },
    });
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '4' } });
    const image = new File(['png'], 'paper.png', { type: 'image/png' });
    fireEvent.change(fileInputIn(dialog), {
      target: { files: [image] },
    });
    expect(
      (within(dialog).getByLabelText('Also save to my repository') as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to step' }));
    await waitFor(() => expect(step().materials).toHaveLength(1));

    expect(queue.enqueued[0]?.options).toEqual({
      purpose: 'step-material-image',
      projectId: PROJECT_ID,
    });
    const path = `users/uid-ada/${PROJECT_ID}/step-material-image/abc_paper.png`;
    expect(step().materials[0]).toEqual({
      name: 'Sandpaper',
      specification: '120 grit',
      purchaseLink: '',
      quantity: 4,
      imageUrl: `/files/${path}`,
      imagePath: path,
      repositoryId: '9f6a1b52-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    });
    expect(calls.find((call) => call.path === 'repository.create')?.input).toEqual({
      kind: 'materials',
      name: 'Sandpaper',
      specification: '120 grit',
      purchase_link: null,
      image_path: path,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('saves a new tool without its image when the upload fails, and only to the step', async () => {
    const { step, calls, queue } = renderTabs();
    queue.autoFinish = true;
    queue.failWith.set('saw.png', 'Failed to upload saw.png');
    openMaterials();
    fireEvent.click(screen.getByRole('button', { name: 'Add new: Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new tool' });
    fireEvent.change(within(dialog).getByLabelText('Tool name'), { target: { value: 'Saw' } });
    fireEvent.change(fileInputIn(dialog), {
      target: { files: [new File(['png'], 'saw.png', { type: 'image/png' })] },
    });
    fireEvent.click(within(dialog).getByLabelText('Also save to my repository'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to step' }));
    expect(
      await screen.findByText('Failed to upload image. Tool will be saved without image.'),
    ).toBeTruthy();
    await waitFor(() => expect(step().tools).toHaveLength(1));
    expect(step().tools[0]).toMatchObject({ name: 'Saw', imageUrl: null, imagePath: null });
    expect(step().tools[0]?.repositoryId).toBeNull();
    await act(() => Promise.resolve());
    expect(calls.some((call) => call.path === 'repository.create')).toBe(false);
  });
});
