import type PDFDocument from 'pdfkit';
import type { PdfItem } from './pdf-data';
import { pdfText } from './pdf-text';

/**
 * Page flow of the printable guide: A4, 50 pt margins, Helvetica. Every block is measured before
 * it is drawn and goes to a new page when it does not fit, so a frame or a step title is never
 * cut; only long running text continues on the next page.
 */

type Doc = InstanceType<typeof PDFDocument>;

export const PAGE_MARGIN = 50;
export const BODY_PT = 10.5;
export const SMALL_PT = 9;
export const MUTED = '#475569';
export const INK = '#0f172a';

export function contentLeft(doc: Doc): number {
  return doc.page.margins.left;
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function pageBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Height left on this page below the cursor. */
export function spaceLeft(doc: Doc): number {
  return pageBottom(doc) - doc.y;
}

/** The height a whole page offers. */
export function pageSpace(doc: Doc): number {
  return pageBottom(doc) - doc.page.margins.top;
}

/** A new page unless `height` fits below the cursor (or the page is still empty). */
export function ensureSpace(doc: Doc, height: number): void {
  const atTop = doc.y <= doc.page.margins.top + 0.5;
  if (!atTop && spaceLeft(doc) < height) doc.addPage();
}

export function textHeight(
  doc: Doc,
  text: string,
  font: string,
  size: number,
  width: number,
): number {
  if (!text) return 0;
  return doc.font(font).fontSize(size).heightOfString(text, { width });
}

/** Running text at the left margin; it may continue on the next page. */
export function paragraph(
  doc: Doc,
  text: string,
  options: { font?: string; size?: number; color?: string; gapAfter?: number } = {},
): void {
  const value = pdfText(text).trim();
  if (!value) return;
  const font = options.font ?? 'Helvetica';
  const size = options.size ?? BODY_PT;
  // A paragraph starts where at least two of its lines fit.
  ensureSpace(doc, Math.min(textHeight(doc, value, font, size, contentWidth(doc)), size * 2.6));
  doc
    .font(font)
    .fontSize(size)
    .fillColor(options.color ?? INK)
    .text(value, contentLeft(doc), doc.y, { width: contentWidth(doc), lineGap: 1.5 });
  doc.fillColor(INK);
  doc.y += options.gapAfter ?? 6;
}

/** A section title kept with at least `keepWith` points of what follows it. */
export function sectionTitle(doc: Doc, title: string, keepWith = 40): void {
  const size = 12.5;
  ensureSpace(doc, size + 6 + keepWith);
  doc
    .font('Helvetica-Bold')
    .fontSize(size)
    .fillColor(INK)
    .text(pdfText(title), contentLeft(doc), doc.y, { width: contentWidth(doc) });
  doc.y += 3;
}

export function itemLine(item: PdfItem): string {
  const spec = item.specification?.trim() ? ` (${item.specification.trim()})` : '';
  return `${item.name.trim()}${spec}`;
}

/** A list of items with their quantities, one line each ("3 ×  Screw (4 mm)"). */
export function itemList(doc: Doc, title: string, items: readonly PdfItem[], fontSize = BODY_PT) {
  const first = items[0];
  if (!first) return;
  const width = contentWidth(doc);
  const qtyWidth = 42;
  const textWidth = width - qtyWidth - 4;
  const firstHeight = textHeight(doc, pdfText(itemLine(first)), 'Helvetica', fontSize, textWidth);
  sectionTitle(doc, title, firstHeight + 2);
  for (const item of items) {
    const line = pdfText(itemLine(item));
    const h = textHeight(doc, line, 'Helvetica', fontSize, textWidth);
    ensureSpace(doc, h + 2);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(fontSize)
      .fillColor(INK)
      .text(`${item.quantity} ×`, contentLeft(doc), y, { width: qtyWidth - 6, align: 'right' });
    doc
      .font('Helvetica')
      .fontSize(fontSize)
      .text(line, contentLeft(doc) + qtyWidth, y, { width: textWidth, lineGap: 1 });
    doc.y = Math.max(doc.y, y + h) + 2;
  }
  doc.y += 6;
}

const NOTE_STYLES = {
  caution: { fill: '#fef3c7', bar: '#d97706', title: 'Caution' },
  tip: { fill: '#dcfce7', bar: '#16a34a', title: 'Best practice' },
} as const;

/**
 * A highlighted note (caution: amber; best practice: green) with a coloured bar and a title. Drawn
 * as one box when it fits on a page; longer notes run as plain text under the title.
 */
export function noteBox(doc: Doc, kind: keyof typeof NOTE_STYLES, text: string): void {
  const value = pdfText(text).trim();
  if (!value) return;
  const style = NOTE_STYLES[kind];
  const pad = 8;
  const width = contentWidth(doc);
  const innerWidth = width - pad * 2 - 4;
  const titleH = textHeight(doc, style.title, 'Helvetica-Bold', BODY_PT, innerWidth);
  const bodyH = textHeight(doc, value, 'Helvetica', BODY_PT, innerWidth);
  const height = pad * 2 + titleH + 3 + bodyH;
  if (height > pageSpace(doc)) {
    sectionTitle(doc, style.title);
    paragraph(doc, value);
    return;
  }
  ensureSpace(doc, height);
  const x = contentLeft(doc);
  const y = doc.y;
  doc.save();
  doc.rect(x, y, width, height).fill(style.fill);
  doc.rect(x, y, 4, height).fill(style.bar);
  doc.restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(BODY_PT)
    .fillColor(INK)
    .text(style.title, x + pad + 4, y + pad, { width: innerWidth });
  doc
    .font('Helvetica')
    .fontSize(BODY_PT)
    .text(value, x + pad + 4, y + pad + titleH + 3, { width: innerWidth, lineGap: 0 });
  doc.y = y + height + 8;
}

/** A thin rule across the content width. */
export function rule(doc: Doc, color = '#cbd5e1'): void {
  const y = doc.y;
  doc
    .moveTo(contentLeft(doc), y)
    .lineTo(contentLeft(doc) + contentWidth(doc), y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
  doc.strokeColor(INK).lineWidth(1);
  doc.y = y + 10;
}
