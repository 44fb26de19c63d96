import { describe, expect, it } from 'vitest';
import {
  clampBoxPosition,
  clampGeometry,
  fitImage,
  geometryFromDrag,
  geometryFromPixels,
  geometryToPixels,
  isBoxInside,
  labelPosition,
  MIN_SHAPE_PX,
  surfaceLabelFontPx,
} from './annotation-geometry';
import { box } from './test/annotations';

const surface = { width: 800, height: 400 };

describe('geometryToPixels', () => {
  it('turns fractions of the image into pixels of the surface', () => {
    expect(geometryToPixels(box(10, 25, 50, 50), surface)).toEqual({
      x: 80,
      y: 100,
      width: 400,
      height: 200,
    });
  });

  it('places a point with no size', () => {
    expect(geometryToPixels(box(50, 50, 0, 0, 'point'), surface)).toEqual({
      x: 400,
      y: 200,
      width: 0,
      height: 0,
    });
  });

  it('keeps a shape that sticks out inside the image', () => {
    expect(geometryToPixels(box(90, -10, 30, 20), surface)).toEqual({
      x: 560,
      y: 0,
      width: 240,
      height: 80,
    });
  });
});

describe('clampGeometry', () => {
  it('moves a shape back inside and caps its size at the whole frame', () => {
    expect(clampGeometry(box(95, 95, 10, 10))).toEqual(box(90, 90, 10, 10));
    expect(clampGeometry(box(-3, 20, 150, 10))).toEqual(box(0, 20, 100, 10));
  });

  it('gives a point no size and treats NaN as 0', () => {
    expect(clampGeometry(box(120, Number.NaN, 5, 5, 'point'))).toEqual(box(100, 0, 0, 0, 'point'));
  });
});

describe('geometryFromPixels / geometryFromDrag', () => {
  it('turns a pixel box into fractions of the image', () => {
    expect(geometryFromPixels('oval', { x: 80, y: 100, width: 400, height: 200 }, surface)).toEqual(
      box(10, 25, 50, 50, 'oval'),
    );
  });

  it('draws a rectangle in any drag direction, clamped to the image', () => {
    expect(geometryFromDrag('rectangle', { x: 480, y: 300 }, { x: 80, y: -50 }, surface)).toEqual(
      box(10, 0, 50, 75),
    );
  });

  it('ignores a rectangle or oval smaller than the minimum', () => {
    const tiny = { x: 100 + MIN_SHAPE_PX - 1, y: 150 };
    expect(geometryFromDrag('oval', { x: 100, y: 100 }, tiny, surface)).toBeNull();
  });

  it('places a point where the pointer is released', () => {
    expect(geometryFromDrag('point', { x: 0, y: 0 }, { x: 200, y: 100 }, surface)).toEqual(
      box(25, 25, 0, 0, 'point'),
    );
  });
});

describe('layout helpers', () => {
  it('fits an image in the width and height allowed, keeping its ratio', () => {
    expect(fitImage({ width: 1920, height: 1080 }, 960, 1000)).toEqual({ width: 960, height: 540 });
    expect(fitImage({ width: 1080, height: 1920 }, 960, 480)).toEqual({ width: 270, height: 480 });
    expect(fitImage({ width: 0, height: 0 }, 960, 480)).toEqual({ width: 0, height: 0 });
  });

  it('keeps a dragged box inside the surface', () => {
    const size = { width: 100, height: 50 };
    expect(clampBoxPosition({ x: 750, y: -20 }, size, surface)).toEqual({ x: 700, y: 0 });
  });

  it('accepts a resized box only inside the surface and above the minimum size', () => {
    expect(isBoxInside({ x: 0, y: 0, width: 800, height: 400 }, surface)).toBe(true);
    expect(isBoxInside({ x: -5, y: 0, width: 100, height: 100 }, surface)).toBe(false);
    expect(isBoxInside({ x: 10, y: 10, width: 2, height: 100 }, surface)).toBe(false);
  });

  it('puts a label above a shape, else inside it; beside a point', () => {
    const label = { width: 60, height: 22 };
    expect(
      labelPosition('rectangle', { x: 100, y: 100, width: 50, height: 50 }, label, surface),
    ).toEqual({ x: 100, y: 74 });
    expect(
      labelPosition('rectangle', { x: 100, y: 10, width: 50, height: 50 }, label, surface),
    ).toEqual({ x: 100, y: 14 });
    // By the right edge the label goes to the point's left instead of over it.
    expect(labelPosition('point', { x: 790, y: 200, width: 0, height: 0 }, label, surface)).toEqual(
      {
        x: 722,
        y: 189,
      },
    );
  });

  it('keeps the label font on a wide surface and shrinks it on a phone, not below 11 px', () => {
    expect(surfaceLabelFontPx(846, 16)).toBe(16);
    expect(surfaceLabelFontPx(560, 16)).toBe(16);
    expect(surfaceLabelFontPx(420, 16)).toBe(12);
    expect(surfaceLabelFontPx(308, 16)).toBe(11);
  });
});
