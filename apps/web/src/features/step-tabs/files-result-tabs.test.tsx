import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fileInputIn } from '@/features/step-tabs/test/file-input';
import { PROJECT_ID, renderTabs } from '@/features/step-tabs/test/render-tabs';

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }));

describe('Files tab', () => {
  it('uploads chosen files, adds one with a display name, reports a failure, removes a file', async () => {
    const { step, queue } = renderTabs();
    queue.failWith.set('broken.pdf', 'Failed to upload broken.pdf');
    openTab('Files');
    const photo = new File(['x'.repeat(2048)], 'finished-joint-photo.png', { type: 'image/png' });
    const broken = new File(['pdf'], 'broken.pdf', { type: 'application/pdf' });
    fireEvent.change(fileInputIn(), {
      target: { files: [photo, broken] },
    });
    expect(queue.enqueued.map((each) => each.options)).toEqual([
      { purpose: 'supplementary-file', projectId: PROJECT_ID },
      { purpose: 'supplementary-file', projectId: PROJECT_ID },
    ]);
    const add = screen.getByRole('button', { name: 'Add to step: finished-joint-photo.png' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    act(() => queue.progress('upload-1', 1024));
    expect(screen.getByRole('progressbar', { name: 'Uploading... 50%' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Display name for finished-joint-photo.png'), {
      target: { value: 'Finished joint' },
    });

    act(() => queue.finish('upload-1'));
    act(() => queue.finish('upload-2'));
    expect(screen.getByRole('alert').textContent).toBe('Failed to upload broken.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Add to step: finished-joint-photo.png' }));

    const path = `users/uid-ada/${PROJECT_ID}/supplementary-file/abc_finished-joint-photo.png`;
    expect(step().supplementaryFiles).toEqual([
      {
        displayName: 'Finished joint',
        originalFilename: 'finished-joint-photo.png',
        fileSizeBytes: 2048,
        mimeType: 'image/png',
        fileUrl: `/files/${path}`,
        filePath: path,
        file: null,
      },
    ]);
    const list = screen.getByRole('list', { name: 'Files of this step' });
    expect(within(list).getByText('Finished joint')).toBeTruthy();
    expect(within(list).getByText('2.0 KB')).toBeTruthy();
    const preview = await within(list).findByRole('img', { name: 'Preview of Finished joint' });
    expect(preview.getAttribute('src')).toBe(`https://signed.test/${path}`);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss broken.pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(step().supplementaryFiles).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove file Finished joint' }));
    expect(step().supplementaryFiles).toEqual([]);
    expect(screen.getByText('No files in this step yet.')).toBeTruthy();
  });

  it('lists a file without display name by its original name cut to 25 characters', async () => {
    const { editor } = renderTabs();
    openTab('Files');
    act(() =>
      editor.send({
        type: 'file.add',
        file: {
          displayName: '',
          originalFilename: 'a-very-long-assembly-instructions-sheet.pdf',
          fileSizeBytes: null,
          mimeType: 'application/pdf',
          fileUrl: null,
          filePath: 'users/uid-ada/p/supplementary_files/sheet.pdf',
          file: null,
        },
      }),
    );
    expect(screen.getByText('a-very-long-assembly-inst....pdf')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('cancels an upload', () => {
    const { queue } = renderTabs();
    openTab('Files');
    fireEvent.change(fileInputIn(), {
      target: { files: [new File(['a'], 'notes.txt', { type: 'text/plain' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel upload of notes.txt' }));
    expect(queue.removed).toEqual(['upload-1']);
    expect(screen.queryByText('notes.txt')).toBeNull();
  });
});

describe('one accessible control per upload (issue #18 point 28)', () => {
  it.each([
    ['Files', 'Choose files'],
    ['Result', 'Upload Image'],
  ])('the %s tab names only its button "%s"; the file input is hidden', (tab, name) => {
    renderTabs();
    openTab(tab);
    expect(screen.queryAllByLabelText(name)).toEqual([]);
    expect(screen.getAllByRole('button', { name })).toHaveLength(1);
    expect(fileInputIn().hidden).toBe(true);
  });

  it('the item image picker: one "Choose image" button in a group named by the label', async () => {
    renderTabs();
    openTab('Step Materials');
    fireEvent.click(screen.getByRole('button', { name: 'Add new: Tool' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add new tool' });
    expect(within(dialog).getByRole('group', { name: 'Tool image' })).toBeTruthy();
    expect(within(dialog).queryAllByLabelText('Tool image')).toEqual([]);
    expect(within(dialog).getAllByRole('button', { name: 'Choose image' })).toHaveLength(1);
    expect(fileInputIn(dialog).hidden).toBe(true);
  });
});

describe('Result tab', () => {
  it('uploads a result image, shows it and removes it', async () => {
    const { step, queue } = renderTabs();
    openTab('Result');
    expect(screen.getByText(/No result image yet/)).toBeTruthy();
    const image = new File(['jpg'], 'result.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInputIn(), { target: { files: [image] } });
    expect(queue.enqueued[0]?.options).toEqual({ purpose: 'result-image', projectId: PROJECT_ID });
    await act(async () => queue.finish('upload-1'));

    const path = `users/uid-ada/${PROJECT_ID}/result-image/abc_result.jpg`;
    await waitFor(() =>
      expect(step().resultImage).toEqual({
        name: 'result.jpg',
        type: 'image/jpeg',
        size: 3,
        imageUrl: `/files/${path}`,
        imagePath: path,
        hasExistingImage: true,
        file: null,
      }),
    );
    const preview = await screen.findByRole('img', { name: 'Result image' });
    expect(preview.getAttribute('src')).toBe(`https://signed.test/${path}`);

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(step().resultImage).toBeNull();
    expect(screen.queryByRole('img', { name: 'Result image' })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    const { queue } = renderTabs();
    openTab('Result');
    fireEvent.change(fileInputIn(), {
      target: { files: [new File(['a'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Please select an image file.');
    expect(queue.enqueued).toHaveLength(0);
  });

  it('asks the screen to capture the result frame, unless a capture is busy', () => {
    const onCapture = vi.fn();
    renderTabs({ onCaptureResultFrame: onCapture });
    openTab('Result');
    fireEvent.click(screen.getByRole('button', { name: 'Capture Result Frame' }));
    expect(onCapture).toHaveBeenCalledTimes(1);
  });

  it('disables the capture while busy', () => {
    renderTabs({ resultCaptureBusy: true });
    openTab('Result');
    const capture = screen.getByRole('button', { name: 'Capture Result Frame' });
    expect((capture as HTMLButtonElement).disabled).toBe(true);
  });
});
