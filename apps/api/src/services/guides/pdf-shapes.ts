import {
  ANNOTATION_COLOR_HEX,
  ANNOTATION_LABEL_HEX,
  calloutNumbers,
  colorOf,
} from '@stepwise/contracts';
import type PDFDocument from 'pdfkit';
import type { PdfShape } from './pdf-data';
import { pdfText } from './pdf-text';

/**
 * The annotation shapes and labels over a printed frame, the way the guide player and the stored
 * images draw them: rectangles as boxes, ovals as ellipses, points as dots, arrows from tail to a
 * filled head, callouts as numbered circles (contracts' calloutNumbers: list order on the frame),
 * blur regions as a dashed edge over the redacted picture; each in its own colour on a dark halo,
 * each label on a dark tag (above a box, beside a point or callout, at an arrow's tail).
 */

type Doc = InstanceType<typeof PDFDocument>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

const OUTLINE_COLOR = '#0f172a';
const LABEL_FONT_PT = 8;
const LABEL_PADDING_PT = 2.5;
const POINT_RADIUS_PT = 4.5;
/** Room for a two-digit number in bold 8 pt. */
export const CALLOUT_RADIUS_PT = 7;
const HALO_PT = 3.2;
const LINE_PT = 1.8;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The colour a shape is painted in (yellow unless it says otherwise). */
export const paintOf = (shape: Pick<PdfShape, 'color'>): string =>
  ANNOTATION_COLOR_HEX[colorOf(shape)];

/** A point of the frame (fractions) on the page. */
function at(area: Box, x: number, y: number): Point {
  return { x: area.x + clamp(x, 0, 1) * area.width, y: area.y + clamp(y, 0, 1) * area.height };
}

/** An arrow's tail and head on the page (a head never set sits on the tail). */
function arrowEnds(shape: PdfShape, area: Box): { tail: Point; head: Point } {
  return {
    tail: at(area, shape.x, shape.y),
    head: at(area, shape.endX ?? shape.x, shape.endY ?? shape.y),
  };
}

/**
 * Where a label goes: above a box's top-left when it fits, else inside below; right of a point
 * or a callout's circle; beside an arrow's tail, away from where it points. Kept inside `area`.
 */
export function labelOrigin(
  shape: Pick<PdfShape, 'type' | 'x' | 'y' | 'endX'>,
  box: Box,
  label: Box,
  area: Box,
) {
  const gap = 3;
  const middle = box.y - label.height / 2;
  let wanted: Point;
  if (shape.type === 'point') wanted = { x: box.x + gap * 2, y: middle };
  else if (shape.type === 'callout') wanted = { x: box.x + CALLOUT_RADIUS_PT + gap, y: middle };
  else if (shape.type === 'arrow') {
    const pointsRight = (shape.endX ?? shape.x) >= shape.x;
    wanted = { x: pointsRight ? box.x - label.width - gap : box.x + gap, y: middle };
  } else {
    wanted = {
      x: box.x,
      y: box.y - label.height - gap >= area.y ? box.y - label.height - gap : box.y + gap,
    };
  }
  return {
    x: clamp(wanted.x, area.x, Math.max(area.x, area.x + area.width - label.width)),
    y: clamp(wanted.y, area.y, Math.max(area.y, area.y + area.height - label.height)),
  };
}

/** A shape's box on the page (a point, callout or arrow: its spot, with no size). */
export function shapeBox(shape: PdfShape, area: Box): Box {
  const x = clamp(shape.x, 0, 1);
  const y = clamp(shape.y, 0, 1);
  const sized = shape.type === 'rectangle' || shape.type === 'oval' || shape.type === 'blur';
  return {
    x: area.x + x * area.width,
    y: area.y + y * area.height,
    width: sized ? clamp(shape.width, 0, 1 - x) * area.width : 0,
    height: sized ? clamp(shape.height, 0, 1 - y) * area.height : 0,
  };
}

/** Strokes what `trace` draws twice: a dark halo, then the colour (visible on any photo). */
function haloStroke(doc: Doc, paint: string, trace: () => void) {
  trace();
  doc.lineWidth(HALO_PT).strokeColor(OUTLINE_COLOR).strokeOpacity(0.7).stroke();
  trace();
  doc.lineWidth(LINE_PT).strokeColor(paint).strokeOpacity(1).stroke();
}

function drawArrow(doc: Doc, shape: PdfShape, area: Box, paint: string) {
  const { tail, head } = arrowEnds(shape, area);
  const length = Math.hypot(head.x - tail.x, head.y - tail.y);
  if (length === 0) return;
  const [ux, uy] = [(head.x - tail.x) / length, (head.y - tail.y) / length];
  const back = Math.min(length, 9);
  const half = 4.5;
  const base = { x: head.x - ux * back, y: head.y - uy * back };
  doc.lineCap('round');
  haloStroke(doc, paint, () => doc.moveTo(tail.x, tail.y).lineTo(base.x, base.y));
  doc.lineCap('butt');
  doc
    .polygon(
      [head.x, head.y],
      [base.x - uy * half, base.y + ux * half],
      [base.x + uy * half, base.y - ux * half],
    )
    .lineWidth(0.8)
    .fillAndStroke(paint, OUTLINE_COLOR);
}

function drawCallout(doc: Doc, box: Box, number: number | null, paint: string) {
  doc.circle(box.x, box.y, CALLOUT_RADIUS_PT).lineWidth(1).fillAndStroke(paint, OUTLINE_COLOR);
  if (number === null) return;
  const text = String(number);
  doc.font('Helvetica-Bold').fontSize(LABEL_FONT_PT).fillColor(OUTLINE_COLOR);
  const width = doc.widthOfString(text);
  doc.text(text, box.x - width / 2, box.y - LABEL_FONT_PT * 0.36, {
    lineBreak: false,
    width: width + 1,
  });
}

function drawShape(doc: Doc, shape: PdfShape, number: number | null, area: Box) {
  const box = shapeBox(shape, area);
  const paint = paintOf(shape);
  switch (shape.type) {
    case 'point':
      doc.circle(box.x, box.y, POINT_RADIUS_PT).lineWidth(1.2).fillAndStroke(paint, OUTLINE_COLOR);
      return;
    case 'callout':
      drawCallout(doc, box, number, paint);
      return;
    case 'arrow':
      drawArrow(doc, shape, area, paint);
      return;
    case 'oval':
      haloStroke(doc, paint, () =>
        doc.ellipse(box.x + box.width / 2, box.y + box.height / 2, box.width / 2, box.height / 2),
      );
      return;
    case 'blur':
      // The picture under it is already redacted (redacted-frames.ts); the dashed edge says so.
      doc.dash(4, { space: 3 });
      haloStroke(doc, paint, () => doc.rect(box.x, box.y, box.width, box.height));
      doc.undash();
      return;
    default:
      haloStroke(doc, paint, () => doc.rect(box.x, box.y, box.width, box.height));
  }
}

function drawLabel(doc: Doc, shape: PdfShape, area: Box) {
  // A blur region's text would tell what was hidden.
  const text = shape.type === 'blur' ? '' : pdfText(shape.label).trim();
  if (!text) return;
  const maxTextWidth = Math.max(20, area.width - LABEL_PADDING_PT * 2);
  const textWidth = Math.min(doc.widthOfString(text), maxTextWidth);
  const label = {
    x: 0,
    y: 0,
    width: textWidth + LABEL_PADDING_PT * 2,
    height: LABEL_FONT_PT + LABEL_PADDING_PT * 2,
  };
  const origin = labelOrigin(shape, shapeBox(shape, area), label, area);
  doc
    .rect(origin.x, origin.y, label.width, label.height)
    .fillOpacity(0.8)
    .fill(OUTLINE_COLOR)
    .fillOpacity(1);
  doc
    .fillColor(ANNOTATION_LABEL_HEX[colorOf(shape)])
    .text(text, origin.x + LABEL_PADDING_PT, origin.y + LABEL_PADDING_PT, {
      width: textWidth + 1,
      height: LABEL_FONT_PT + 1,
      lineBreak: false,
      ellipsis: true,
    });
}

/** Draws the shapes and then their labels over an image drawn at `area` (clipped to it). */
export function drawShapes(doc: Doc, shapes: readonly PdfShape[], area: Box) {
  doc.save();
  doc.rect(area.x, area.y, area.width, area.height).clip();
  const numbers = calloutNumbers(shapes);
  shapes.forEach((shape, i) => {
    drawShape(doc, shape, numbers[i] ?? null, area);
  });
  doc.font('Helvetica-Bold').fontSize(LABEL_FONT_PT);
  for (const shape of shapes) drawLabel(doc, shape, area);
  doc.restore();
  doc.fillColor('black').strokeColor('black').lineWidth(1);
}
