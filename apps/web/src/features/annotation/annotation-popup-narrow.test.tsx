import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isNarrowFrame } from './annotation-popup';
import { annotation, arrow, box, OTHER_FRAME_MS } from './test/annotations';
import { renderPopup, stageState } from './test/popup-screen';

/** The stage reports the width it draws the frame at. */
const drawnWide = (width: number) =>
  fireEvent.click(screen.getByRole('button', { name: `stage: drawn ${width} px wide` }));

const shapes = [
  annotation('Check the seal', box(15, 18, 0, 0, 'callout')),
  annotation('Drain plug', box(10, 50)),
  annotation('Serial number', box(70, 60, 20, 20, 'blur')),
  annotation('Loosen this nut', arrow(62, 72, 42, 42)),
  annotation('Other frame', box(5, 5), OTHER_FRAME_MS),
  annotation('Tighten the cap', box(85, 18, 0, 0, 'callout')),
];
const rowKeys = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-key]')?.textContent ?? null);

describe('AnnotationPopup on a narrow frame', () => {
  it('switches to keys under 448 px of drawn frame (28rem, as the guide does), not before it is drawn', () => {
    expect([0, 300, 342, 447, 448, 800].map(isNarrowFrame)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('on a phone, tells the stage to draw keys and shows each key before its text in the list', () => {
    renderPopup(shapes);
    expect(stageState().keyed).toBe(false);
    drawnWide(342);
    const state = stageState();
    expect(state.keyed).toBe(true);
    // Callouts keep their numbers, other texted shapes get letters; a blur region no key.
    expect(state.keys).toEqual(['1', 'A', null, 'B', '2']);
    expect(rowKeys()).toEqual(['1', 'A', null, 'B', '2']);
    const [callout] = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(callout?.querySelector('[data-key]')?.className).toContain('rounded-full');
  });

  it('drawn wide again, keeps the texts on the frame and no keys in the list', () => {
    renderPopup(shapes);
    drawnWide(342);
    drawnWide(800);
    expect(stageState().keyed).toBe(false);
    expect(rowKeys()).toEqual([null, null, null, null, null]);
  });
});
