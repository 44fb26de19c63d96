import { describe, expect, it } from 'vitest';
import {
  arrowToPixels,
  clampGeometry,
  dragBoxOf,
  geometryFromDrag,
  geometryToPixels,
  labelPosition,
  MIN_ARROW_PX,
  moveGeometry,
} from './annotation-geometry';
import { arrow, box } from './test/annotations';

const surface = { width: 800, height: 400 };
/** The middle of the surface: 50%, 50%. */
const middle = { x: 400, y: 200 };

describe('drawing an arrow', () => {
  it.each([
    ['up-right', { x: 600, y: 100 }, arrow(50, 50, 75, 25)],
    ['up-left', { x: 200, y: 100 }, arrow(50, 50, 25, 25)],
    ['down-left', { x: 200, y: 300 }, arrow(50, 50, 25, 75)],
    ['down-right', { x: 600, y: 300 }, arrow(50, 50, 75, 75)],
    ['straight left', { x: 100, y: 200 }, arrow(50, 50, 12.5, 50)],
    ['straight up', { x: 400, y: 0 }, arrow(50, 50, 50, 0)],
  ])('runs from the press (tail) to the release (head): %s', (_, end, expected) => {
    expect(geometryFromDrag('arrow', middle, end, surface)).toEqual(expected);
  });

  it('keeps a head dragged off the frame on its edge', () => {
    expect(geometryFromDrag('arrow', middle, { x: -100, y: 500 }, surface)).toEqual(
      arrow(50, 50, 0, 100),
    );
  });

  it('ignores an arrow shorter than the minimum (a click)', () => {
    expect(geometryFromDrag('arrow', middle, middle, surface)).toBeNull();
    const short = { x: middle.x + MIN_ARROW_PX - 1, y: middle.y };
    expect(geometryFromDrag('arrow', middle, short, surface)).toBeNull();
    const long = { x: middle.x + MIN_ARROW_PX, y: middle.y };
    expect(geometryFromDrag('arrow', middle, long, surface)).toEqual(arrow(50, 50, 51, 50));
  });

  it('gives an arrow no box: its geometry is the two ends', () => {
    const drawn = geometryFromDrag('arrow', middle, { x: 200, y: 100 }, surface);
    expect(drawn).toMatchObject({ width: 0, height: 0 });
    expect(arrowToPixels(drawn!, surface)).toEqual({
      tail: { x: 400, y: 200 },
      head: { x: 200, y: 100 },
    });
  });
});

describe('placing a callout and dragging a blur region', () => {
  it('places a callout where the pointer is released, with no size', () => {
    expect(geometryFromDrag('callout', { x: 0, y: 0 }, { x: 200, y: 100 }, surface)).toEqual(
      box(25, 25, 0, 0, 'callout'),
    );
  });

  it('draws a blur region as a box in any drag direction, ignoring a click', () => {
    expect(geometryFromDrag('blur', { x: 480, y: 300 }, { x: 80, y: 100 }, surface)).toEqual(
      box(10, 25, 50, 50, 'blur'),
    );
    expect(geometryFromDrag('blur', middle, middle, surface)).toBeNull();
  });
});

describe('keeping the new shapes inside the frame', () => {
  it('clamps both ends of an arrow and gives a callout no size', () => {
    expect(clampGeometry({ ...arrow(50, 50, 0, 0), x: 1.2, end_x: -0.1, end_y: 0.3 })).toEqual(
      arrow(100, 50, 0, 30),
    );
    expect(clampGeometry(box(120, 30, 5, 5, 'callout'))).toEqual(box(100, 30, 0, 0, 'callout'));
    expect(clampGeometry(box(95, 95, 10, 10, 'blur'))).toEqual(box(90, 90, 10, 10, 'blur'));
  });

  it('moves an arrow by both ends and drags it by the box it spans', () => {
    const pointing = arrow(50, 50, 25, 25);
    expect(dragBoxOf(pointing, surface)).toEqual({ x: 200, y: 100, width: 200, height: 100 });
    expect(moveGeometry(pointing, { x: 80, y: -40 }, surface)).toEqual(arrow(60, 40, 35, 15));
  });

  it('moves boxes and callouts as before', () => {
    expect(moveGeometry(box(10, 10, 20, 20, 'blur'), { x: 80, y: 40 }, surface)).toEqual(
      box(20, 20, 20, 20, 'blur'),
    );
    expect(moveGeometry(box(10, 10, 0, 0, 'callout'), { x: 80, y: 40 }, surface)).toEqual(
      box(20, 20, 0, 0, 'callout'),
    );
    expect(geometryToPixels(box(10, 10, 0, 0, 'callout'), surface)).toEqual({
      x: 80,
      y: 40,
      width: 0,
      height: 0,
    });
  });
});

describe('labels of the new shapes', () => {
  const label = { width: 60, height: 20 };
  const at = (x: number, y: number) => ({ x, y, width: 0, height: 0 });

  it("puts a callout's label past its circle", () => {
    expect(labelPosition('callout', at(100, 100), label, surface, 4, { radius: 12 })).toEqual({
      x: 116,
      y: 90,
    });
  });

  it("puts a callout's label on its left by the right edge, never over its number", () => {
    expect(labelPosition('callout', at(760, 100), label, surface, 4, { radius: 12 })).toEqual({
      x: 684,
      y: 90,
    });
  });

  it("puts an arrow's label beside its tail, away from the head", () => {
    const tail = at(300, 200);
    expect(labelPosition('arrow', tail, label, surface, 4, { head: { x: 500, y: 100 } })).toEqual({
      x: 236,
      y: 190,
    });
    expect(labelPosition('arrow', tail, label, surface, 4, { head: { x: 100, y: 300 } })).toEqual({
      x: 304,
      y: 190,
    });
  });

  it('keeps a label by the edge inside the frame', () => {
    expect(labelPosition('arrow', at(10, 395), label, surface, 4, { head: middle })).toEqual({
      x: 0,
      y: 380,
    });
  });
});
