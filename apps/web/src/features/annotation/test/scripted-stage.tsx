import type { AnnotationShape } from '@stepwise/contracts';
import type { AnnotationGeometry } from '@stepwise/machines';
import type { AnnotationStageProps } from '../stage-types';
import { arrow, box } from './annotations';

/** What 'stage: draw' draws with each tool. */
const drawn = (tool: AnnotationShape): AnnotationGeometry => {
  if (tool === 'point' || tool === 'callout') return box(40, 50, 0, 0, tool);
  if (tool === 'arrow') return arrow(60, 70, 30, 20);
  return box(10, 20, 30, 15, tool);
};

/**
 * A drawing surface for jsdom, which has no canvas for Konva: buttons stand for the gestures the
 * Konva stage reports (draw, click a shape, click the empty frame, drag end, the width the frame
 * is drawn at), and the props it
 * received are shown as text so tests can read them.
 */
export function ScriptedStage({
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
  onSurfaceWidth,
}: AnnotationStageProps) {
  return (
    <div>
      <p data-testid="stage-state">
        {JSON.stringify({
          tool,
          color,
          nextCalloutNumber,
          pending,
          selectedIndex,
          shapes: annotations.map(({ index, text }) => `${index}:${text}`),
          looks: annotations.map(({ color: paint, number }) => `${paint}:${number ?? '-'}`),
          keyed,
          keys: annotations.map(({ labelKey }) => labelKey),
        })}
      </p>
      <button type="button" onClick={() => onDraw(drawn(tool))}>
        stage: draw
      </button>
      <button type="button" onClick={() => onSelect(null)}>
        stage: click empty frame
      </button>
      {[342, 800].map((width) => (
        <button key={width} type="button" onClick={() => onSurfaceWidth(width)}>
          {`stage: drawn ${width} px wide`}
        </button>
      ))}
      {annotations.map(({ index, geometry }) => (
        <span key={index}>
          <button type="button" onClick={() => onSelect(index)}>
            {`stage: click shape ${index}`}
          </button>
          <button
            type="button"
            onClick={() =>
              // Five percent of the frame right and down (computed in percent, so the sums are exact).
              onShapeChange(index, {
                ...geometry,
                x: (geometry.x * 100 + 5) / 100,
                y: (geometry.y * 100 + 5) / 100,
              })
            }
          >
            {`stage: drag shape ${index}`}
          </button>
        </span>
      ))}
    </div>
  );
}
