import type { AnnotationGeometry } from '@stepwise/machines';
import type Konva from 'konva';
import type { KonvaEventObject } from 'konva/lib/Node';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Stage, Transformer } from 'react-konva';
import {
  clampPoint,
  fitImage,
  geometryFromDrag,
  isBoxInside,
  isBoxShape,
  type PixelPoint,
  type PixelSize,
} from './annotation-geometry';
import { AnnotationNode, PendingShape } from './konva-annotation-shape';
import type { AnnotationStageProps, StageAnnotation } from './stage-types';
import { annotationTexts } from './texts';
import { type FrameSource, frameSizeOf, useFrameImage } from './use-frame-image';
import { useSurfaceBounds } from './use-surface-bounds';

const BACKGROUND_NAME = 'frame-image';

const isBlur = (annotation: StageAnnotation) => annotation.geometry.type === 'blur';
const blurFirst = (a: StageAnnotation, b: StageAnnotation) => Number(isBlur(b)) - Number(isBlur(a));

/**
 * The production drawing surface: the frame fills the available width (aspect ratio kept, sized
 * from a ResizeObserver) and the author draws, selects, drags and resizes shapes on it.
 */
export function KonvaAnnotationStage(props: AnnotationStageProps) {
  const [containerRef, bounds] = useSurfaceBounds<HTMLDivElement>();
  const frame = useFrameImage(props.imageUrl, props.image);
  const size =
    frame.status === 'loaded'
      ? fitImage(frameSizeOf(frame.image), bounds.width, bounds.maxHeight)
      : null;
  // The frame's drawn width decides between texts and keys: a phone held either way, or a short
  // window, draws it narrow even in a wide popup.
  const drawnWidth = size?.width ?? 0;
  const { onSurfaceWidth } = props;
  useEffect(() => {
    onSurfaceWidth(drawnWidth);
  }, [onSurfaceWidth, drawnWidth]);

  return (
    <div ref={containerRef} className="flex w-full justify-center">
      {frame.status === 'loaded' && size && size.width > 0 ? (
        <AnnotationSurface {...props} image={frame.image} size={size} />
      ) : (
        <p
          role={frame.status === 'failed' ? 'alert' : undefined}
          className="flex h-48 w-full items-center justify-center rounded-lg bg-slate-100 text-slate-600"
        >
          {frame.status === 'failed' ? annotationTexts.imageFailed : annotationTexts.imageLoading}
        </p>
      )}
    </div>
  );
}

interface SurfaceProps extends Omit<AnnotationStageProps, 'image'> {
  image: FrameSource;
  size: PixelSize;
}

function AnnotationSurface({
  image,
  size,
  tool,
  color,
  nextCalloutNumber,
  annotations,
  keyed,
  pending,
  selectedIndex,
  onDraw,
  onSelect,
  onShapeChange,
}: SurfaceProps) {
  const transformerRef = useRef<Konva.Transformer>(null);
  const shapeNodes = useRef(new Map<number, Konva.Shape>());
  const drawStart = useRef<PixelPoint | null>(null);
  const [drawing, setDrawing] = useState<AnnotationGeometry | null>(null);

  const registerNode = useCallback((index: number, node: Konva.Shape | null) => {
    if (node) shapeNodes.current.set(index, node);
    else shapeNodes.current.delete(index);
  }, []);

  const selected = annotations.find((annotation) => annotation.index === selectedIndex);
  const resizable = selected !== undefined && isBoxShape(selected.geometry.type);
  // The transformer follows the selection; points, callouts and arrows (which have end handles)
  // move but have no box to resize.
  useEffect(() => {
    const transformer = transformerRef.current;
    if (!transformer) return;
    const node = resizable && selectedIndex !== null ? shapeNodes.current.get(selectedIndex) : null;
    transformer.nodes(node ? [node] : []);
    transformer.getLayer()?.batchDraw();
  });

  const pointerOn = (event: KonvaEventObject<PointerEvent>): PixelPoint | null => {
    const position = event.target.getStage()?.getPointerPosition();
    return position ? clampPoint(position, size) : null;
  };

  const startDrawing = (event: KonvaEventObject<PointerEvent>) => {
    const target = event.target;
    const onBackground = target === target.getStage() || target.name() === BACKGROUND_NAME;
    if (!onBackground || event.evt.button !== 0) return;
    const start = pointerOn(event);
    if (!start) return;
    onSelect(null);
    drawStart.current = start;
    // Keep receiving the gesture when the pointer leaves the canvas mid-drag.
    const element = event.evt.target;
    if (element instanceof Element) element.setPointerCapture?.(event.evt.pointerId);
    setDrawing(geometryFromDrag(tool, start, start, size));
  };

  const continueDrawing = (event: KonvaEventObject<PointerEvent>) => {
    const start = drawStart.current;
    const position = start ? pointerOn(event) : null;
    if (start && position) setDrawing(geometryFromDrag(tool, start, position, size));
  };

  const finishDrawing = (event: KonvaEventObject<PointerEvent>) => {
    const start = drawStart.current;
    if (!start) return;
    drawStart.current = null;
    setDrawing(null);
    const end = pointerOn(event) ?? start;
    const geometry = geometryFromDrag(tool, start, end, size);
    if (geometry) onDraw(geometry);
  };

  const shownPending = drawing ?? (drawStart.current ? null : pending);

  return (
    <Stage
      width={size.width}
      height={size.height}
      style={{ cursor: 'crosshair', touchAction: 'none' }}
      onPointerDown={startDrawing}
      onPointerMove={continueDrawing}
      onPointerUp={finishDrawing}
      onPointerCancel={finishDrawing}
    >
      <Layer>
        <KonvaImage image={image} width={size.width} height={size.height} name={BACKGROUND_NAME} />
      </Layer>
      <Layer>
        {/* Blur regions under the other shapes, as the stored images redact them first. */}
        {[...annotations].sort(blurFirst).map((annotation) => (
          <AnnotationNode
            key={annotation.index}
            annotation={annotation}
            size={size}
            keyed={keyed}
            selected={annotation.index === selectedIndex}
            image={image}
            registerNode={registerNode}
            onSelect={onSelect}
            onShapeChange={onShapeChange}
          />
        ))}
        {shownPending ? (
          <PendingShape
            geometry={shownPending}
            size={size}
            color={color}
            number={nextCalloutNumber}
            // Pixelated once drawn, not on every move of the pointer.
            image={drawing ? null : image}
          />
        ) : null}
        <Transformer
          ref={transformerRef}
          rotateEnabled={false}
          keepRatio={false}
          ignoreStroke
          anchorSize={9}
          borderStroke="white"
          anchorStroke="#0f172a"
          boundBoxFunc={(oldBox, newBox) => (isBoxInside(newBox, size) ? newBox : oldBox)}
        />
      </Layer>
    </Stage>
  );
}
