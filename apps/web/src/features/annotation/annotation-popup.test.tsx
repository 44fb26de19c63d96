import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annotation, box, FRAME_MS, OTHER_FRAME_MS } from './test/annotations';
import { press, renderPopup, stageState, typeText } from './test/popup-screen';

describe('AnnotationPopup', () => {
  it('is titled by its variant and closes with Done', () => {
    const { onDone } = renderPopup([], { variant: 'result' });
    expect(screen.getByRole('dialog', { name: 'Annotate Result Frame' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("is titled 'Annotate Frame' for a frame and shows the status line", () => {
    renderPopup([], { status: 'Frame captured at 00:01.500' });
    expect(screen.getByRole('dialog', { name: 'Annotate Frame' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Frame captured at 00:01.500');
  });

  it('offers Rectangle, Point, Oval, Arrow, Callout and Blur, rectangle first', () => {
    renderPopup();
    const tools = within(screen.getByRole('group', { name: 'Shape' })).getAllByRole('button');
    expect(tools.map((tool) => tool.textContent)).toEqual([
      'Rectangle',
      'Point',
      'Oval',
      'Arrow',
      'Callout',
      'Blur',
    ]);
    expect(screen.getByRole('button', { name: 'Rectangle' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Oval' }));
    expect(screen.getByRole('button', { name: 'Oval' }).getAttribute('aria-pressed')).toBe('true');
    expect(stageState().tool).toBe('oval');
    fireEvent.click(screen.getByRole('button', { name: 'Point' }));
    expect(stageState().tool).toBe('point');
    for (const tool of ['arrow', 'callout', 'blur']) {
      const name = `${tool[0]?.toUpperCase()}${tool.slice(1)}`;
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true');
      expect(stageState().tool).toBe(tool);
    }
  });

  it('shows Submit only once text exists, enabled only with a drawn shape', () => {
    renderPopup();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    typeText('   ');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    typeText('Valve');
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('submits the text and shape on this frame, then clears both', () => {
    const other = annotation('Elsewhere', box(1, 1), OTHER_FRAME_MS);
    const { onChange } = renderPopup([other]);
    fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
    typeText(' Main valve ');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(onChange).toHaveBeenCalledWith([
      other,
      {
        text: 'Main valve',
        frameTimestampMs: FRAME_MS,
        frameImagePath: 'frames/frame_1500.jpg',
        geometry: box(10, 20, 30, 15),
      },
    ]);
    expect((screen.getByLabelText('Annotation text') as HTMLInputElement).value).toBe('');
    expect(stageState().pending).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('submits with Enter in the text field and places a point with the Point tool', () => {
    const { lastList } = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Point' }));
    fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
    typeText('Tip');
    fireEvent.submit(screen.getByLabelText('Annotation text'));
    expect(lastList()?.[0]?.geometry).toEqual(box(40, 50, 0, 0, 'point'));
  });

  it('drops the drawn shape when the tool changes', () => {
    renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
    expect(stageState().pending).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Oval' }));
    expect(stageState().pending).toBeNull();
  });

  it("lists and draws only this frame's annotations", () => {
    renderPopup([
      annotation('Valve'),
      annotation('Elsewhere', box(1, 1), OTHER_FRAME_MS),
      annotation('Hose', box(5, 5, 10, 10, 'oval')),
    ]);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1.ValveRectangle', '2.HoseOval']);
    expect(list.style.maxHeight).toBe('160px');
    expect(stageState().shapes).toEqual(['0:Valve', '2:Hose']);
  });

  it('deletes from the list, keeping the other frames untouched', () => {
    const other = annotation('Elsewhere', box(1, 1), OTHER_FRAME_MS);
    const { lastList } = renderPopup([annotation('Valve'), other, annotation('Hose')]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 1' }));
    expect(lastList()).toEqual([other, annotation('Hose')]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('deletes the selected shape with the Delete key', () => {
    const { lastList } = renderPopup([annotation('Valve'), annotation('Hose')]);
    fireEvent.click(screen.getByRole('button', { name: 'stage: click shape 1' }));
    expect(stageState().selectedIndex).toBe(1);
    press('Delete', {});
    expect(lastList()).toEqual([annotation('Valve')]);
    expect(stageState().selectedIndex).toBeNull();
  });

  it('edits the text of an annotation from the list', () => {
    const { lastList } = renderPopup([annotation('Valve')]);
    fireEvent.click(screen.getByRole('button', { name: 'Edit text of annotation 1' }));
    const field = screen.getByLabelText('Text of annotation 1');
    fireEvent.change(field, { target: { value: '' } });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'Inlet valve' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastList()).toEqual([{ ...annotation('Valve'), text: 'Inlet valve' }]);
    expect(screen.getByRole('list').textContent).toContain('Inlet valve');
  });

  it('commits a moved shape once, when the stage reports the drag end', () => {
    const { onChange, lastList } = renderPopup([annotation('Valve', box(10, 10))]);
    fireEvent.click(screen.getByRole('button', { name: 'stage: drag shape 0' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastList()).toEqual([annotation('Valve', box(15, 15))]);
  });

  it('undoes and redoes with the buttons and the keyboard (Ctrl and Cmd)', () => {
    const { lastList } = renderPopup([annotation('Valve', box(10, 10))]);
    const undoButton = screen.getByRole('button', { name: 'Undo' }) as HTMLButtonElement;
    const redoButton = screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement;
    expect(undoButton.disabled).toBe(true);
    expect(redoButton.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'stage: drag shape 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 1' }));
    expect(lastList()).toEqual([]);

    press('z', { ctrlKey: true });
    expect(lastList()).toEqual([annotation('Valve', box(15, 15))]);
    fireEvent.click(undoButton);
    expect(lastList()).toEqual([annotation('Valve', box(10, 10))]);
    expect(undoButton.disabled).toBe(true);

    press('Z', { metaKey: true, shiftKey: true });
    expect(lastList()).toEqual([annotation('Valve', box(15, 15))]);
    fireEvent.click(redoButton);
    expect(lastList()).toEqual([]);
    expect(redoButton.disabled).toBe(true);
  });

  it('leaves Ctrl+Z to the text field while typing', () => {
    const { onChange } = renderPopup([annotation('Valve')]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 1' }));
    fireEvent.keyDown(screen.getByLabelText('Annotation text'), { key: 'z', ctrlKey: true });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape through onDone', () => {
    const { onDone } = renderPopup();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDone).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderPopup([], { open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Escape in the popup', () => {
  it('first drops a drawn shape not submitted yet (its text stays), then closes', () => {
    const { onDone } = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
    typeText('Valve');
    expect(stageState().pending).not.toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Annotation text' }), { key: 'Escape' });
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Annotate Frame' })).toBeTruthy();
    expect(stageState().pending).toBeNull();
    expect(
      (screen.getByRole('textbox', { name: 'Annotation text' }) as HTMLInputElement).value,
    ).toBe('Valve');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Annotation text' }), { key: 'Escape' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

describe('the layout of the popup', () => {
  it("puts this frame's annotation list in a column of its own beside the canvas on wide screens", () => {
    renderPopup([annotation('Valve')]);
    const workspace = screen.getByTestId('annotation-workspace');
    expect(workspace.className).toContain('lg:grid-cols-[minmax(0,1fr)_16rem]');
    const side = screen.getByTestId('annotation-side');
    expect(side.parentElement).toBe(workspace);
    expect(within(side).getByRole('heading', { name: 'Annotations on this frame' })).toBeTruthy();
    expect(within(side).queryByTestId('annotation-canvas')).toBeNull();
    expect(screen.getByRole('dialog').className).toContain('lg:max-w-6xl');
  });
});
