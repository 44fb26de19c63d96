import type { MsRange } from './timeline-view';

/** What a step block shows; the same record the timeline gets. */
export interface DrawnStep {
  number: number;
  name: string;
  startMs: number;
  endMs: number;
  aiGenerated?: boolean;
}

/** The blocks' colours: Tailwind's violet (AI-proposed) and sky (authored) 100/300/900. */
const TONES = {
  ai: { fill: '#ede9fe', border: '#c4b5fd', text: '#4c1d95' },
  authored: { fill: '#e0f2fe', border: '#7dd3fc', text: '#0c4a6e' },
} as const;

/** A block is never thinner than this (px), so a short step stays visible and clickable. */
export const MIN_BLOCK_PX = 4;
const PADDING_PX = 4;
const GAP_PX = 4;
const RADIUS_PX = 4;
const FONT_PX = 12;
const AI_MARK = '\u2726';
const ELLIPSIS = '\u2026';
/** Measured text widths kept between draws (names and their cut versions). */
const MAX_CACHED_WIDTHS = 4000;

export interface StepBlockLane {
  top: number;
  height: number;
  /** The page's font family, read off the canvas once. */
  fontFamily: string;
}

/**
 * Draws the step blocks that overlap `range` (number, AI mark, name cut with an ellipsis) on the
 * track canvas; `toX` maps a time to the canvas's x. The clickable, labelled buttons are laid over
 * the blocks by StepBlocks and draw nothing themselves, so a zoom or a scroll repaints one canvas
 * instead of hundreds of styled elements.
 */
export function drawStepBlocks(
  context: CanvasRenderingContext2D,
  steps: readonly DrawnStep[],
  range: MsRange,
  toX: (ms: number) => number,
  lane: StepBlockLane,
  widths: Map<string, number>,
): void {
  const bold = `600 ${FONT_PX}px ${lane.fontFamily}`;
  const regular = `400 ${FONT_PX}px ${lane.fontFamily}`;
  const measure = (text: string, font: string) => {
    const key = `${font}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
      context.font = font;
      width = context.measureText(text).width;
      widths.set(key, width);
    }
    return width;
  };
  context.lineWidth = 1;
  context.textBaseline = 'middle';
  const middle = lane.top + lane.height / 2;
  for (const step of steps) {
    if (step.endMs < range.fromMs || step.startMs > range.toMs) continue;
    const x = Math.round(toX(step.startMs));
    const width = Math.max(MIN_BLOCK_PX, Math.round(toX(step.endMs)) - x);
    const tone = step.aiGenerated ? TONES.ai : TONES.authored;
    context.fillStyle = tone.fill;
    context.strokeStyle = tone.border;
    context.beginPath();
    context.roundRect(x + 0.5, lane.top + 0.5, width - 1, lane.height - 1, RADIUS_PX);
    context.fill();
    context.stroke();

    // The label, as far as it fits: the number, the AI mark, then the name cut with an ellipsis.
    let room = width - 2 * PADDING_PX;
    let textX = x + PADDING_PX;
    const number = String(step.number);
    const numberWidth = measure(number, bold);
    if (numberWidth > room) continue;
    context.save();
    context.beginPath();
    context.rect(x, lane.top, width, lane.height);
    context.clip();
    context.fillStyle = tone.text;
    context.font = bold;
    context.fillText(number, textX, middle);
    textX += numberWidth + GAP_PX;
    room -= numberWidth + GAP_PX;
    if (step.aiGenerated && room > 0) {
      const markWidth = measure(AI_MARK, regular);
      if (markWidth <= room) {
        context.font = regular;
        context.fillText(AI_MARK, textX, middle);
        textX += markWidth + GAP_PX;
        room -= markWidth + GAP_PX;
      }
    }
    const label = fitText(step.name, room, (text) => measure(text, regular));
    if (label) {
      context.font = regular;
      context.fillText(label, textX, middle);
    }
    context.restore();
  }
}

/** The longest start of `text` (with an ellipsis when cut) that is at most `room` px wide. */
export function fitText(text: string, room: number, width: (text: string) => number): string {
  if (room <= 0 || text === '') return '';
  if (width(text) <= room) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (width(text.slice(0, middle) + ELLIPSIS) <= room) low = middle;
    else high = middle - 1;
  }
  return low === 0 ? '' : text.slice(0, low).trimEnd() + ELLIPSIS;
}
