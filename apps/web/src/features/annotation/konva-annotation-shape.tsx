import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LABEL_HEX,
  ANNOTATION_STYLE,
  type AnnotationColor,
  type AnnotationShape,
} from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { Circle, Group, Label, Tag, Text } from 'react-konva';
import {
  arrowFromPixels,
  arrowToPixels,
  clampBoxPosition,
  clampPoint,
  dragBoxOf,
  geometryFromPixels,
  geometryToPixels,
  type LabelAnchor,
  labelPosition,
  MIN_ARROW_PX,
  moveGeometry,
  type PixelArrow,
  type PixelBox,
  type PixelSize,
  surfaceLabelFontPx,
} from './annotation-geometry';
import {
  CALLOUT_NUMBER_COLOR,
  CALLOUT_RADIUS_PX,
  LABEL_BACKGROUND,
  LABEL_PADDING_PX,
  ShapeBody,
} from './konva-shape-body';
import type { StageAnnotation } from './stage-types';
import type { FrameSource } from './use-frame-image';

/** Puts a rectangle, oval or blur node on `box` (x, y = top-left, as the shapes are laid out). */
function applyBox(node: Konva.Shape, type: AnnotationShape, box: PixelBox): void {
  node.scale({ x: 1, y: 1 });
  node.position({ x: box.x, y: box.y });
  node.size({ width: box.width, height: box.height });
  if (type === 'oval') node.offset({ x: -box.width / 2, y: -box.height / 2 });
}

interface ShapeLabelProps {
  text: string;
  type: AnnotationShape;
  box: PixelBox;
  size: PixelSize;
  /** The text's colour on its dark tag (ANNOTATION_LABEL_HEX). */
  textPaint: string;
  anchor: LabelAnchor;
  /** The key drawn instead of the text on a narrow frame, on a tag of the shape's colour. */
  shownKey: { label: string; paint: string } | null;
}

/** A key's font (px): the size of the guide's key tags and the popup list's badges. */
const KEY_FONT_PX = 11;

/**
 * The label on a dark tag, in its colour's label tint (ANNOTATION_LABEL_HEX; 16 px, smaller on a
 * narrow surface), or on a narrow frame its key, dark on a tag of the shape's colour; placed once
 * Konva has measured it.
 */
function ShapeLabel({ text, type, box, size, textPaint, anchor, shownKey }: ShapeLabelProps) {
  const labelRef = useRef<Konva.Label>(null);
  // After every render: the label's size depends on its text, its place on the shape's box.
  useLayoutEffect(() => {
    const label = labelRef.current;
    if (!label) return;
    label.position(
      labelPosition(type, box, { width: label.width(), height: label.height() }, size, 4, anchor),
    );
    label.getLayer()?.batchDraw();
  });
  return (
    <Label ref={labelRef} listening={false}>
      <Tag
        fill={shownKey ? shownKey.paint : LABEL_BACKGROUND}
        cornerRadius={3}
        stroke={shownKey ? LABEL_BACKGROUND : undefined}
        strokeWidth={shownKey ? 1 : 0}
      />
      <Text
        text={shownKey ? shownKey.label : text}
        fontSize={
          shownKey ? KEY_FONT_PX : surfaceLabelFontPx(size.width, ANNOTATION_STYLE.labelFontPx)
        }
        fontStyle={shownKey ? 'bold' : 'normal'}
        fill={shownKey ? CALLOUT_NUMBER_COLOR : textPaint}
        padding={LABEL_PADDING_PX}
      />
    </Label>
  );
}

export interface AnnotationNodeProps {
  annotation: StageAnnotation;
  size: PixelSize;
  /** A narrow frame: its key instead of its text (none for a callout, whose number shows). */
  keyed: boolean;
  selected: boolean;
  /** The frame, for a blur region's preview. */
  image: FrameSource;
  registerNode: (index: number, node: Konva.Shape | null) => void;
  onSelect: (index: number) => void;
  onShapeChange: (index: number, geometry: AnnotationGeometry) => void;
}

function setCursor(event: KonvaEventObject<MouseEvent>, cursor: string): void {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
}

/**
 * One annotation of the frame: a draggable group of its shape and label (a selected arrow also
 * shows handles on its tail and head). Konva moves the nodes while the pointer is down; the
 * record changes once, on drag end or transform end.
 */
export function AnnotationNode({
  annotation,
  size,
  keyed,
  selected,
  image,
  registerNode,
  onSelect,
  onShapeChange,
}: AnnotationNodeProps) {
  const { index, geometry, text, color, number, labelKey } = annotation;
  const box = geometryToPixels(geometry, size);
  const dragBox = dragBoxOf(geometry, size);
  const paint = ANNOTATION_COLOR_HEX[color];
  const arrowRef = useRef<Konva.Arrow>(null);
  const arrow = geometry.type === 'arrow' ? arrowToPixels(geometry, size) : null;

  const handleDragEnd = (event: KonvaEventObject<DragEvent>) => {
    if (event.target !== event.currentTarget) return;
    const group = event.target;
    const delta = { x: group.x(), y: group.y() };
    group.position({ x: 0, y: 0 });
    onShapeChange(index, moveGeometry(geometry, delta, size));
  };

  const handleTransformEnd = (event: KonvaEventObject<Event>) => {
    const node = event.target as Konva.Shape;
    const resized = {
      x: node.x(),
      y: node.y(),
      width: node.width() * node.scaleX(),
      height: node.height() * node.scaleY(),
    };
    const next = geometryFromPixels(geometry.type, resized, size);
    applyBox(node, geometry.type, geometryToPixels(next, size));
    onShapeChange(index, next);
  };

  return (
    <Group
      draggable
      dragBoundFunc={(position) => {
        const topLeft = clampBoxPosition(
          { x: dragBox.x + position.x, y: dragBox.y + position.y },
          dragBox,
          size,
        );
        return { x: topLeft.x - dragBox.x, y: topLeft.y - dragBox.y };
      }}
      onDragStart={() => onSelect(index)}
      onDragEnd={handleDragEnd}
      onPointerDown={(event) => {
        event.cancelBubble = true;
        onSelect(index);
      }}
      onMouseEnter={(event) => setCursor(event, 'move')}
      onMouseLeave={(event) => setCursor(event, 'crosshair')}
    >
      <ShapeBody
        geometry={geometry}
        size={size}
        paint={paint}
        number={number}
        selected={selected}
        image={image}
        nodeRef={(node) => registerNode(index, node)}
        arrowRef={arrowRef}
        onTransformEnd={handleTransformEnd}
      />
      {keyed && (labelKey === null || geometry.type === 'callout') ? null : (
        <ShapeLabel
          text={text}
          type={geometry.type}
          box={box}
          size={size}
          textPaint={ANNOTATION_LABEL_HEX[color]}
          anchor={{ radius: CALLOUT_RADIUS_PX, head: arrow?.head }}
          shownKey={keyed && labelKey !== null ? { label: labelKey, paint } : null}
        />
      )}
      {selected && arrow ? (
        <ArrowHandles
          arrow={arrow}
          size={size}
          arrowRef={arrowRef}
          onChange={(next) => onShapeChange(index, arrowFromPixels(next.tail, next.head, size))}
        />
      ) : null}
    </Group>
  );
}

const HANDLE_RADIUS_PX = 6;

/**
 * Handles on a selected arrow's tail and head: dragging one reshapes the arrow as it moves and
 * commits once, on drag end. An arrow dragged shorter than MIN_ARROW_PX springs back.
 */
function ArrowHandles({
  arrow,
  size,
  arrowRef,
  onChange,
}: {
  arrow: PixelArrow;
  size: PixelSize;
  arrowRef: RefObject<Konva.Arrow | null>;
  onChange: (next: PixelArrow) => void;
}) {
  const reshaped = (end: keyof PixelArrow, node: Konva.Node): PixelArrow => ({
    ...arrow,
    [end]: clampPoint(node.position(), size),
  });
  const setPoints = ({ tail, head }: PixelArrow) => {
    arrowRef.current?.points([tail.x, tail.y, head.x, head.y]);
    arrowRef.current?.getLayer()?.batchDraw();
  };
  return (['tail', 'head'] as const).map((end) => (
    <Circle
      key={end}
      name={`arrow-${end}`}
      x={arrow[end].x}
      y={arrow[end].y}
      radius={HANDLE_RADIUS_PX}
      fill="white"
      stroke="#0f172a"
      strokeWidth={1.5}
      draggable
      dragBoundFunc={(position) => clampPoint(position, size)}
      onPointerDown={(event) => {
        event.cancelBubble = true;
      }}
      onDragMove={(event) => setPoints(reshaped(end, event.target))}
      onDragEnd={(event) => {
        event.cancelBubble = true;
        const next = reshaped(end, event.target);
        const { tail, head } = next;
        if (Math.hypot(head.x - tail.x, head.y - tail.y) < MIN_ARROW_PX) {
          event.target.position(arrow[end]);
          setPoints(arrow);
          return;
        }
        onChange(next);
      }}
    />
  ));
}

/** The drawn, not yet submitted shape (dashed, not interactive), in the colour it will have. */
export function PendingShape({
  geometry,
  size,
  color,
  number,
  image,
}: {
  geometry: AnnotationGeometry;
  size: PixelSize;
  color: AnnotationColor;
  number: number;
  image: FrameSource | null;
}) {
  return (
    <Group listening={false}>
      <ShapeBody
        geometry={geometry}
        size={size}
        paint={ANNOTATION_COLOR_HEX[color]}
        number={number}
        image={image}
        dashed
      />
    </Group>
  );
}
