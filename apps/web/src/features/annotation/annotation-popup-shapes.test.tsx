import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { annotation, arrow, box, FRAME_MS, OTHER_FRAME_MS } from './test/annotations';
import { renderPopup, stageState, typeText } from './test/popup-screen';

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const chooseTool = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const drawAndSubmit = (text: string) => {
  fireEvent.click(screen.getByRole('button', { name: 'stage: draw' }));
  typeText(text);
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
};
const listTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('AnnotationPopup: arrows, callouts and blur regions', () => {
  it('submits an arrow with its tail and head', () => {
    const { lastList } = renderPopup();
    chooseTool('Arrow');
    drawAndSubmit('Push here');
    expect(lastList()).toEqual([
      {
        text: 'Push here',
        frameTimestampMs: FRAME_MS,
        frameImagePath: 'frames/frame_1500.jpg',
        geometry: arrow(60, 70, 30, 20),
      },
    ]);
    expect(listTexts()).toEqual(['1.Push hereArrow']);
  });

  it('submits a blur region as a box and a callout as a point', () => {
    const { lastList } = renderPopup();
    chooseTool('Blur');
    drawAndSubmit('Serial number');
    chooseTool('Callout');
    drawAndSubmit('First screw');
    expect(lastList()?.map((item) => item.geometry)).toEqual([
      box(10, 20, 30, 15, 'blur'),
      box(40, 50, 0, 0, 'callout'),
    ]);
    expect(listTexts()).toEqual(['1.Serial numberBlur', '2.First screwCallout 1']);
  });

  it("numbers the frame's callouts in list order, other shapes and frames not counted", () => {
    const callout = (text: string, frame = FRAME_MS) =>
      annotation(text, box(10, 10, 0, 0, 'callout'), frame);
    renderPopup([
      callout('Lid'),
      annotation('Valve'),
      callout('Elsewhere', OTHER_FRAME_MS),
      callout('Hose'),
    ]);
    expect(listTexts()).toEqual(['1.LidCallout 1', '2.ValveRectangle', '3.HoseCallout 2']);
    expect(stageState().looks).toEqual(['yellow:1', 'yellow:-', 'yellow:2']);
    expect(stageState().nextCalloutNumber).toBe(3);

    // Deleting the first callout renumbers the next one.
    fireEvent.click(screen.getByRole('button', { name: 'Delete annotation 1' }));
    expect(listTexts()).toEqual(['1.ValveRectangle', '2.HoseCallout 1']);
    expect(stageState().nextCalloutNumber).toBe(2);
  });
});

describe('AnnotationPopup: colours', () => {
  it('offers the five colours as a radio group, yellow checked first', () => {
    renderPopup();
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((swatch) => swatch.getAttribute('aria-label')),
    ).toEqual(['Colour: yellow', 'Colour: red', 'Colour: green', 'Colour: blue', 'Colour: white']);
    expect(radio('Colour: yellow').checked).toBe(true);
    expect(stageState().color).toBe('yellow');
  });

  it('draws the next shapes in the chosen colour (yellow is the default, kept implicit)', () => {
    const { lastList } = renderPopup();
    drawAndSubmit('Default');
    fireEvent.click(radio('Colour: red'));
    expect(radio('Colour: red').checked).toBe(true);
    expect(stageState().color).toBe('red');
    drawAndSubmit('Hot');
    drawAndSubmit('Also hot');
    expect(lastList()?.map((item) => item.color)).toEqual([undefined, 'red', 'red']);
    expect(lastList()?.[0]).not.toHaveProperty('color');
    expect(stageState().looks).toEqual(['yellow:-', 'red:-', 'red:-']);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('img')
        .map((swatch) => swatch.getAttribute('aria-label')),
    ).toEqual(['Colour: yellow', 'Colour: red', 'Colour: red']);
  });

  it('recolours the selected annotation as one undo stop, and shows its colour', () => {
    const { onChange, lastList } = renderPopup([
      annotation('Valve'),
      { ...annotation('Hose', box(50, 50)), color: 'green' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'stage: click shape 1' }));
    expect(radio('Colour: green').checked).toBe(true);

    fireEvent.click(radio('Colour: blue'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(lastList()).toEqual([
      annotation('Valve'),
      { ...annotation('Hose', box(50, 50)), color: 'blue' },
    ]);
    expect(radio('Colour: blue').checked).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(lastList()?.[1]?.color).toBe('green');

    // Nothing selected: the picker shows the colour of the next shape, the last one chosen.
    fireEvent.click(screen.getByRole('button', { name: 'stage: click empty frame' }));
    expect(radio('Colour: blue').checked).toBe(true);
    drawAndSubmit('Clamp');
    expect(lastList()?.[2]).toMatchObject({ text: 'Clamp', color: 'blue' });
  });

  it('makes a recoloured annotation yellow again without a colour field', () => {
    const { lastList } = renderPopup([{ ...annotation('Valve'), color: 'white' }]);
    fireEvent.click(screen.getByRole('button', { name: 'stage: click shape 0' }));
    fireEvent.click(radio('Colour: yellow'));
    expect(lastList()).toEqual([annotation('Valve')]);
  });
});
