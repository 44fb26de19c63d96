import type { AnnotationShape } from '@stepwise/contracts';
import { ANNOTATION_STYLE } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useLayoutEffect, useRef } from 'react';
import { Circle, Ellipse, Group, Label, Rect, Tag, Text } from 'react-konva';
import {
  clampBoxPosition,
  geometryFromPixels,
  geometryToPixels,
  labelPosition,
  type PixelBox,
  type PixelSize,
} from './annotation-geometry';
import type { StageAnnotation } from './stage-types';

export const POINT_RADIUS_PX = 6;
export const LABEL_PADDING_PX = 3;
export const LABEL_BACKGROUND = 'rgba(15, 23, 42, 0.75)';
const PENDING_DASH = [8, 6];

/** Puts a rectangle or an oval node on `box` (x, y = top-left, as the shapes are laid out). */
function applyBox(node: Konva.Shape, type: AnnotationShape, box: PixelBox): void {
  node.scale({ x: 1, y: 1 });
  node.position({ x: box.x, y: box.y });
  node.size({ width: box.width, height: box.height });
  if (type === 'oval') node.offset({ x: -box.width / 2, y: -box.height / 2 });
}

interface ShapeBodyProps {
  type: AnnotationShape;
  box: PixelBox;
  dashed?: boolean;
  selected?: boolean;
  nodeRef?: (node: Konva.Shape | null) => void;
  onTransformEnd?: (event: KonvaEventObject<Event>) => void;
}

/** The outline of a shape; rectangles and ovals are laid out from their top-left corner. */
function ShapeBody({ type, box, dashed, selected, nodeRef, onTransformEnd }: ShapeBodyProps) {
  const stroke = {
    stroke: ANNOTATION_STYLE.color,
    strokeWidth: ANNOTATION_STYLE.lineWidthPx,
    strokeScaleEnabled: false,
    hitStrokeWidth: 12,
    dash: dashed ? PENDING_DASH : undefined,
    shadowColor: 'black',
    shadowBlur: selected ? 6 : 2,
    shadowOpacity: 0.8,
  };
  if (type === 'point') {
    return (
      <Circle
        ref={nodeRef}
        x={box.x}
        y={box.y}
        radius={POINT_RADIUS_PX}
        fill={ANNOTATION_STYLE.color}
        stroke={selected ? 'white' : LABEL_BACKGROUND}
        strokeWidth={selected ? 3 : 1}
        hitStrokeWidth={14}
        dash={dashed ? [3, 2] : undefined}
      />
    );
  }
  if (type === 'oval') {
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
  }
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

interface ShapeLabelProps {
  text: string;
  type: AnnotationShape;
  box: PixelBox;
  size: PixelSize;
}

/** The yellow 16 px label on a dark tag, placed once Konva has measured it. */
function ShapeLabel({ text, type, box, size }: ShapeLabelProps) {
  const labelRef = useRef<Konva.Label>(null);
  // After every render: the label's size depends on its text, its place on the shape's box.
  useLayoutEffect(() => {
    const label = labelRef.current;
    if (!label) return;
    label.position(
      labelPosition(type, box, { width: label.width(), height: label.height() }, size),
    );
    label.getLayer()?.batchDraw();
  });
  return (
    <Label ref={labelRef} listening={false}>
      <Tag fill={LABEL_BACKGROUND} cornerRadius={3} />
      <Text
        text={text}
        fontSize={ANNOTATION_STYLE.labelFontPx}
        fill={ANNOTATION_STYLE.color}
        padding={LABEL_PADDING_PX}
      />
    </Label>
  );
}

export interface AnnotationNodeProps {
  annotation: StageAnnotation;
  size: PixelSize;
  selected: boolean;
  registerNode: (index: number, node: Konva.Shape | null) => void;
  onSelect: (index: number) => void;
  onShapeChange: (index: number, geometry: AnnotationGeometry) => void;
}

function setCursor(event: KonvaEventObject<MouseEvent>, cursor: string): void {
  const container = event.target.getStage()?.container();
  if (container) container.style.cursor = cursor;
}

/**
 * One annotation of the frame: a draggable group of its outline and label. Konva moves the nodes
 * while the pointer is down; the record changes once, on drag end or transform end.
 */
export function AnnotationNode({
  annotation,
  size,
  selected,
  registerNode,
  onSelect,
  onShapeChange,
}: AnnotationNodeProps) {
  const { index, geometry, text } = annotation;
  const box = geometryToPixels(geometry, size);

  const handleDragEnd = (event: KonvaEventObject<DragEvent>) => {
    if (event.target !== event.currentTarget) return;
    const group = event.target;
    const moved = { ...box, x: box.x + group.x(), y: box.y + group.y() };
    group.position({ x: 0, y: 0 });
    onShapeChange(index, geometryFromPixels(geometry.type, moved, size));
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
          { x: box.x + position.x, y: box.y + position.y },
          box,
          size,
        );
        return { x: topLeft.x - box.x, y: topLeft.y - box.y };
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
        type={geometry.type}
        box={box}
        selected={selected}
        nodeRef={(node) => registerNode(index, node)}
        onTransformEnd={handleTransformEnd}
      />
      <ShapeLabel text={text} type={geometry.type} box={box} size={size} />
    </Group>
  );
}

/** The drawn, not yet submitted shape (dashed, not interactive). */
export function PendingShape({
  geometry,
  size,
}: {
  geometry: AnnotationGeometry;
  size: PixelSize;
}) {
  return (
    <Group listening={false}>
      <ShapeBody type={geometry.type} box={geometryToPixels(geometry, size)} dashed />
    </Group>
  );
}
