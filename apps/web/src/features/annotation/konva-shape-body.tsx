import { ANNOTATION_STYLE } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import type Konva from 'konva';
import { Pixelate } from 'konva/lib/filters/Pixelate';
import type { KonvaEventObject } from 'konva/lib/Node';
import { type Ref, useLayoutEffect, useMemo, useRef } from 'react';
import { Arrow, Circle, Ellipse, Image as KonvaImage, Rect, Text } from 'react-konva';
import {
  arrowToPixels,
  geometryToPixels,
  type PixelBox,
  type PixelSize,
} from './annotation-geometry';
import { type FrameSource, frameSizeOf } from './use-frame-image';

export const POINT_RADIUS_PX = 6;
export const CALLOUT_RADIUS_PX = 12;
export const LABEL_PADDING_PX = 3;
export const LABEL_BACKGROUND = 'rgba(15, 23, 42, 0.75)';
/** A callout's number is dark on every palette colour (the better contrast on each). */
export const CALLOUT_NUMBER_COLOR = '#0f172a';
export const ARROW_HEAD_PX = { length: 14, width: 12 } as const;
const PENDING_DASH = [8, 6];
const BLUR_DASH = [6, 4];
/** The frost over a blur region, so it reads as hidden even where the pixelation cannot run. */
const BLUR_FROST = 'rgba(255, 255, 255, 0.3)';

/** The size of the blocks a blur region shows in the editor: about 1/60 of the frame, >= 6 px. */
export const blurPixelPx = (size: PixelSize): number =>
  Math.max(6, Math.round(Math.max(size.width, size.height) / 60));

export interface ShapeBodyProps {
  geometry: AnnotationGeometry;
  size: PixelSize;
  /** How the colour is painted (ANNOTATION_COLOR_HEX). */
  paint: string;
  /** A callout's number. */
  number?: number | null;
  dashed?: boolean;
  selected?: boolean;
  /** The frame, for a blur region's pixelated preview (none: the frost alone). */
  image?: FrameSource | null;
  /** The node the transformer resizes (a box shape's outline) or that marks the shape. */
  nodeRef?: (node: Konva.Shape | null) => void;
  /** An arrow's node, which its end handles reshape while they are dragged. */
  arrowRef?: Ref<Konva.Arrow>;
  onTransformEnd?: (event: KonvaEventObject<Event>) => void;
}

/**
 * The drawing of one shape in its colour: rectangles, ovals and blur regions laid out from their
 * top-left corner, points and callouts around their spot, an arrow from its tail to its head.
 */
export function ShapeBody({
  geometry,
  size,
  paint,
  number = null,
  dashed,
  selected,
  image,
  nodeRef,
  arrowRef,
  onTransformEnd,
}: ShapeBodyProps) {
  const box = geometryToPixels(geometry, size);
  const stroke = {
    stroke: paint,
    strokeWidth: ANNOTATION_STYLE.lineWidthPx,
    strokeScaleEnabled: false,
    hitStrokeWidth: 12,
    dash: dashed ? PENDING_DASH : undefined,
    shadowColor: 'black',
    shadowBlur: selected ? 6 : 2,
    shadowOpacity: 0.8,
  };
  const marker = {
    stroke: selected ? 'white' : LABEL_BACKGROUND,
    strokeWidth: selected ? 3 : 1,
    hitStrokeWidth: 14,
    dash: dashed ? [3, 2] : undefined,
  };
  switch (geometry.type) {
    case 'point':
      return (
        <Circle
          ref={nodeRef}
          x={box.x}
          y={box.y}
          radius={POINT_RADIUS_PX}
          fill={paint}
          {...marker}
        />
      );
    case 'callout':
      return (
        <>
          <Circle
            ref={nodeRef}
            x={box.x}
            y={box.y}
            radius={CALLOUT_RADIUS_PX}
            fill={paint}
            {...marker}
          />
          <Text
            text={number === null ? '' : String(number)}
            x={box.x - CALLOUT_RADIUS_PX}
            y={box.y - CALLOUT_RADIUS_PX}
            width={CALLOUT_RADIUS_PX * 2}
            height={CALLOUT_RADIUS_PX * 2}
            align="center"
            verticalAlign="middle"
            fontSize={13}
            fontStyle="bold"
            fill={CALLOUT_NUMBER_COLOR}
            listening={false}
          />
        </>
      );
    case 'arrow': {
      const { tail, head } = arrowToPixels(geometry, size);
      return (
        <Arrow
          ref={(node) => {
            nodeRef?.(node);
            if (typeof arrowRef === 'function') arrowRef(node);
            else if (arrowRef) arrowRef.current = node;
          }}
          points={[tail.x, tail.y, head.x, head.y]}
          pointerLength={ARROW_HEAD_PX.length}
          pointerWidth={ARROW_HEAD_PX.width}
          fill={paint}
          lineCap="round"
          {...stroke}
        />
      );
    }
    case 'oval':
      return (
        <Ellipse
          ref={nodeRef}
          x={box.x}
          y={box.y}
          radiusX={box.width / 2}
          radiusY={box.height / 2}
          offsetX={-box.width / 2}
          offsetY={-box.height / 2}
          onTransformEnd={onTransformEnd}
          {...stroke}
        />
      );
    case 'blur':
      return (
        <>
          {image ? <PixelatedRegion image={image} box={box} size={size} /> : null}
          {/* The frost takes no clicks: like a rectangle, a region is picked by its edge and
              shapes can be drawn inside it. */}
          <Rect
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            fill={BLUR_FROST}
            listening={false}
          />
          <Rect
            ref={nodeRef}
            x={box.x}
            y={box.y}
            width={box.width}
            height={box.height}
            onTransformEnd={onTransformEnd}
            {...stroke}
            dash={dashed ? PENDING_DASH : BLUR_DASH}
          />
        </>
      );
    default:
      return (
        <Rect
          ref={nodeRef}
          x={box.x}
          y={box.y}
          width={box.width}
          height={box.height}
          onTransformEnd={onTransformEnd}
          {...stroke}
        />
      );
  }
}

/**
 * The frame's pixels under a blur region, pixelated (Konva's Pixelate filter on a cached crop of
 * the frame): the editor shows what the stored images will hide. A frame the browser will not let
 * a filter read (another origin without CORS) shows the frost alone.
 */
function PixelatedRegion({
  image,
  box,
  size,
}: {
  image: FrameSource;
  box: PixelBox;
  size: PixelSize;
}) {
  const ref = useRef<Konva.Image>(null);
  const natural = frameSizeOf(image);
  const scaleX = natural.width / size.width;
  const scaleY = natural.height / size.height;
  const crop = useMemo(
    () => ({
      x: box.x * scaleX,
      y: box.y * scaleY,
      width: box.width * scaleX,
      height: box.height * scaleY,
    }),
    [box.x, box.y, box.width, box.height, scaleX, scaleY],
  );
  // The filter works on the node's cache: made again whenever the region or the frame changes.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || crop.width < 1 || crop.height < 1) return;
    node.clearCache();
    node.image(image);
    node.crop(crop);
    node.cache();
    node.getLayer()?.batchDraw();
  }, [crop, image]);
  return (
    <KonvaImage
      ref={ref}
      image={image}
      x={box.x}
      y={box.y}
      width={box.width}
      height={box.height}
      crop={crop}
      filters={[Pixelate]}
      pixelSize={blurPixelPx(size)}
      listening={false}
    />
  );
}
