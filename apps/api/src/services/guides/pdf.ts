import { formatTimecode } from '@stepwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import PDFDocument from 'pdfkit';
import type { ObjectStore } from '../../storage/objects';
import { drawQr, fitInto, loadFrameImage, loadImage } from './pdf-annotations';
import type { PdfFrame, PdfGuide, PdfStep } from './pdf-data';
import {
  BODY_PT,
  contentLeft,
  contentWidth,
  ensureSpace,
  INK,
  itemList,
  MUTED,
  noteBox,
  PAGE_MARGIN,
  pageSpace,
  paragraph,
  rule,
  SMALL_PT,
  sectionTitle,
  textHeight,
} from './pdf-layout';
import { drawShapes } from './pdf-shapes';
import { pdfText } from './pdf-text';
import type { RedactedFrames } from './redacted-frames';

export { loadPdfGuide } from './pdf-data';
export { pdfFileName } from './pdf-text';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A QR code's printed side with its quiet zone: 3.2 cm, so that the code itself stays above 2.5 cm
 * (what phones read at arm's length) for any step link.
 */
export const QR_SIZE_PT = 92;
const FRAME_MAX_HEIGHT = 270;
const THUMBNAIL_MAX_HEIGHT = 250;

export interface RenderOptions {
  objects: ObjectStore;
  /**
   * Frames with blur regions are printed from their redacted copy, never the raw image; without
   * this they are not printed at all.
   */
  redactedFrames?: RedactedFrames;
  log?: FastifyBaseLogger;
  /** Where the web app is served (`https://host`), for the QR codes' player links. */
  origin: string;
  /** Stops the work when the client is gone. */
  isCancelled?: () => boolean;
}

/** The guide player's address at step `n` (1-based), as the QR codes open it. */
export function playerUrl(origin: string, projectId: string, n: number): string {
  return `${origin.replace(/\/+$/, '')}/guides/${encodeURIComponent(projectId)}?step=${n}`;
}

async function drawCover(doc: Doc, guide: PdfGuide, options: RenderOptions) {
  const width = contentWidth(doc);
  const x = contentLeft(doc);
  doc
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor(INK)
    .text(pdfText(guide.name), x, doc.y, { width });
  doc.moveDown(0.2);
  const byline = [
    guide.creator ? `by ${pdfText(guide.creator)}` : '',
    `${guide.steps.length} step${guide.steps.length === 1 ? '' : 's'}`,
  ]
    .filter(Boolean)
    .join('  ·  ');
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(byline, x, doc.y, { width });
  doc.fillColor(INK);
  doc.y += 12;

  if (guide.thumbnailPath) {
    const image = await loadImage(doc, options.objects, guide.thumbnailPath);
    if (image.ok) {
      const size = fitInto(image.width, image.height, width, THUMBNAIL_MAX_HEIGHT);
      ensureSpace(doc, size.height + 12);
      doc.image(image.image, x + (width - size.width) / 2, doc.y, size);
      doc.y += size.height + 14;
    }
  }

  paragraph(doc, guide.description ?? '', { size: 11.5, gapAfter: 8 });
  if (guide.tags.length > 0) {
    paragraph(doc, `Tags: ${guide.tags.join(', ')}`, {
      size: SMALL_PT,
      color: MUTED,
      gapAfter: 12,
    });
  }
  rule(doc);
  itemList(doc, 'Tools', guide.tools);
  itemList(doc, 'Materials', guide.materials);
  itemList(doc, 'Buy list', guide.buyList);
}

/** Title row of a step: its name on the left, the QR code to its player page on the right. */
function drawStepHeader(doc: Doc, step: PdfStep, options: RenderOptions, projectId: string) {
  const width = contentWidth(doc);
  const x = contentLeft(doc);
  const titleWidth = width - QR_SIZE_PT - 16;
  const title = `Step ${step.number}: ${pdfText(step.name)}`;
  const titleH = textHeight(doc, title, 'Helvetica-Bold', 16, titleWidth);
  const caption = 'Scan to open this step';
  const headerH = Math.max(titleH, QR_SIZE_PT + 12);
  // The title, its QR code and what comes first under it stay together: its first frame (of a
  // usual 16:9 size) when it has frames, else its first lines.
  const firstFrame = Math.min(FRAME_MAX_HEIGHT, (width * 9) / 16) + 24;
  ensureSpace(doc, headerH + (step.frames.length > 0 ? firstFrame : 40));
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(title, x, y, { width: titleWidth });
  const qrX = x + width - QR_SIZE_PT;
  drawQr(doc, playerUrl(options.origin, projectId, step.number), qrX, y, QR_SIZE_PT);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(caption, qrX, y + QR_SIZE_PT + 1, { width: QR_SIZE_PT, align: 'center' });
  doc.fillColor(INK);
  // Text under the title runs beside the QR code's column, then below it.
  doc.y = y + titleH + 6;
  const description = pdfText(step.description).trim();
  if (description) {
    doc
      .font('Helvetica')
      .fontSize(BODY_PT)
      .text(description, x, doc.y, { width: titleWidth, lineGap: 1.5 });
    doc.y += 6;
  }
  doc.y = Math.max(doc.y, y + headerH + 4);
}

async function drawFrame(doc: Doc, frame: PdfFrame, options: RenderOptions) {
  const width = contentWidth(doc);
  const x = contentLeft(doc);
  const labels = frame.shapes.map((s) => pdfText(s.label).trim()).filter(Boolean);
  // The app's time display (spec 9: mm:ss.mmm), as the guide player's frame titles.
  const caption = `Frame at ${formatTimecode(frame.timestampMs / 1000)}${labels.length ? `: ${labels.join(', ')}` : ''}`;
  const captionH = textHeight(doc, caption, 'Helvetica', SMALL_PT, width);
  const image = await loadFrameImage(doc, frame, options);
  if (!image.ok) {
    const note = `${caption} (${image.reason})`;
    ensureSpace(doc, textHeight(doc, note, 'Helvetica-Oblique', SMALL_PT, width) + 8);
    doc
      .font('Helvetica-Oblique')
      .fontSize(SMALL_PT)
      .fillColor(MUTED)
      .text(note, x, doc.y, { width });
    doc.fillColor(INK);
    doc.y += 8;
    return;
  }
  const maxHeight = Math.min(FRAME_MAX_HEIGHT, pageSpace(doc) - captionH - 12);
  const size = fitInto(image.width, image.height, width, maxHeight);
  // The frame and its caption are one block: never cut by a page break.
  ensureSpace(doc, size.height + captionH + 12);
  const left = x + (width - size.width) / 2;
  const top = doc.y;
  doc.image(image.image, left, top, size);
  drawShapes(doc, frame.shapes, { x: left, y: top, ...size });
  doc.rect(left, top, size.width, size.height).lineWidth(0.5).strokeColor('#94a3b8').stroke();
  doc.strokeColor(INK).lineWidth(1);
  doc
    .font('Helvetica')
    .fontSize(SMALL_PT)
    .fillColor(MUTED)
    .text(caption, x, top + size.height + 4, { width, align: 'center' });
  doc.fillColor(INK);
  doc.y += 10;
}

function drawQuestion(doc: Doc, question: string | null) {
  const value = pdfText(question).trim();
  if (!value) return;
  const width = contentWidth(doc);
  const h = textHeight(doc, value, 'Helvetica', BODY_PT, width);
  // The title, the question and the lines to write on stay together.
  sectionTitle(doc, 'Check your work', h + 40);
  paragraph(doc, value, { gapAfter: 10 });
  const x = contentLeft(doc);
  for (let i = 0; i < 2; i += 1) {
    doc.y += 14;
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#94a3b8')
      .stroke();
  }
  doc.strokeColor(INK).lineWidth(1);
  doc.y += 12;
}

/** Bytes the document may hold that the client has not read yet before drawing waits. */
const MAX_UNREAD_BYTES = 8 * 1024 * 1024;

/**
 * pdfkit pushes without regard to backpressure: wait while a slow client leaves more than
 * MAX_UNREAD_BYTES unread, so memory stays bounded whatever the reader's pace.
 */
async function whileUnread(doc: Doc, options: RenderOptions) {
  while (doc.readableLength > MAX_UNREAD_BYTES && !options.isCancelled?.() && !doc.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function drawStep(doc: Doc, guide: PdfGuide, step: PdfStep, options: RenderOptions) {
  drawStepHeader(doc, step, options, guide.projectId);
  for (const frame of step.frames) {
    if (options.isCancelled?.()) return;
    await whileUnread(doc, options);
    await drawFrame(doc, frame, options);
  }
  noteBox(doc, 'caution', step.cautions);
  noteBox(doc, 'tip', step.bestPractices);
  itemList(doc, 'Tools', step.tools);
  itemList(doc, 'Materials', step.materials);
  drawQuestion(doc, step.question);
}

/** Draws in the page's margin without pdfkit starting a new page, then puts the cursor back. */
function inMargin(doc: Doc, draw: () => void) {
  const { x, y } = doc;
  const bottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  draw();
  doc.page.margins.bottom = bottom;
  doc.x = x;
  doc.y = y;
  doc.fillColor(INK);
}

/** The page number, centred under the content. */
function drawFooter(doc: Doc, page: number) {
  inMargin(doc, () => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Page ${page}`, contentLeft(doc), doc.page.height - PAGE_MARGIN + 18, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
  });
}

/** Over a page that continues a step: the guide and the step, so a loose sheet is placed. */
function drawRunningHead(doc: Doc, guide: PdfGuide, step: PdfStep | null) {
  const head = step
    ? `${pdfText(guide.name)}  ·  Step ${step.number}: ${pdfText(step.name)}`
    : pdfText(guide.name);
  inMargin(doc, () => {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(head, contentLeft(doc), PAGE_MARGIN - 24, {
        width: contentWidth(doc),
        lineBreak: false,
        ellipsis: true,
      });
  });
}

/**
 * The printable guide as a PDF stream: a cover (thumbnail, name, creator, description, tags,
 * tools, materials, buy list), then on the same page when it fits each step with its QR code, annotated frames, notes, items and
 * question. Pages go out as they are made and images are read one at a time, so memory stays
 * flat whatever the number of steps. Pipe the returned document; it ends by itself.
 */
export function renderGuidePdf(guide: PdfGuide, options: RenderOptions): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    bufferPages: false,
    info: { Title: pdfText(guide.name), Author: pdfText(guide.creator), Creator: 'Stepwise' },
  });
  const running = { page: 1, step: null as PdfStep | null };
  drawFooter(doc, 1);
  doc.on('pageAdded', () => {
    running.page += 1;
    drawRunningHead(doc, guide, running.step);
    drawFooter(doc, running.page);
  });
  void (async () => {
    try {
      await drawCover(doc, guide, options);
      for (const step of guide.steps) {
        if (options.isCancelled?.()) break;
        running.step = step;
        // Steps follow the cover on its page when they fit (the header keeps a step's title,
        // QR code and first frame together, else it starts a page). White space, not a rule,
        // between steps: a rule would read as a third answer line.
        doc.y += step.number === 1 ? 18 : 26;
        ensureSpace(doc, QR_SIZE_PT + 60);
        await drawStep(doc, guide, step, options);
      }
    } catch (error) {
      // Headers are long gone: the reply is cut short, which a client sees as a failed download.
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    doc.end();
  })();
  return doc;
}
