import PDFDocument from "pdfkit";
import type { Block, Diagram, Section, WhitepaperDocument } from "./document.ts";

/** Lays out a whitepaper as an A4 PDF: cover, contents, numbered sections, tables, figures, page footers. */
export function renderWhitepaperPdf(paper: WhitepaperDocument, options: { generatedAt?: Date } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: "en",
    info: {
      Title: paper.title,
      Subject: paper.subtitle,
      Author: "Horizon",
      Keywords: paper.keywords.join(", "),
      CreationDate: options.generatedAt ?? new Date(),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const layout = new Layout(doc);
  layout.cover(paper);
  const contentsPage = layout.reserveContentsPage();
  const entries = paper.sections.map((section, index) => layout.section(section, index + 1));
  layout.contents(contentsPage, entries);
  layout.footers(paper.title);
  doc.end();
  return done;
}

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { top: 64, bottom: 72, side: 60 };
const CONTENT_WIDTH = PAGE.width - MARGIN.side * 2;

const COLOR = {
  navy: "#070B1A",
  navyRaised: "#151C3F",
  violet: "#7C5CFF",
  cyan: "#22D3EE",
  ink: "#1D2340",
  muted: "#4A5275",
  paleText: "#B8C0E0",
  white: "#FFFFFF",
  rule: "#D9DCEB",
  zebra: "#F3F4FA",
  calloutFill: "#F1EEFF",
};

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };
const BODY_SIZE = 10.5;
const BODY_GAP = 3.2;

interface ContentsEntry {
  number: number;
  title: string;
  pageIndex: number;
  destination: string;
}

class Layout {
  doc: PDFKit.PDFDocument;

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  get bottom(): number {
    return PAGE.height - MARGIN.bottom;
  }

  /** Starts a new page unless `height` points still fit below the cursor. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  currentPageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  cover(paper: WhitepaperDocument): void {
    const { doc } = this;
    doc.addPage({ size: "A4", margins: { top: 0, bottom: 0, left: 0, right: 0 } });
    doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.navy);
    // Decorative arcs, drawn rather than imported, in the brand colours.
    for (let ring = 0; ring < 7; ring++) {
      doc
        .circle(PAGE.width + 40, 120, 120 + ring * 46)
        .lineWidth(1)
        .strokeOpacity(0.5 - ring * 0.06)
        .stroke(ring % 2 === 0 ? COLOR.violet : COLOR.cyan);
    }
    doc.strokeOpacity(1);
    const band = doc.linearGradient(MARGIN.side, 0, PAGE.width - MARGIN.side, 0);
    band.stop(0, COLOR.violet).stop(1, COLOR.cyan);
    doc.rect(MARGIN.side, 300, 84, 5).fill(band);

    doc
      .fillColor(COLOR.cyan)
      .font(FONT.bold)
      .fontSize(11)
      .text("WHITEPAPER", MARGIN.side, 270, { characterSpacing: 2 });
    doc
      .fillColor(COLOR.white)
      .font(FONT.bold)
      .fontSize(34)
      .text(paper.title, MARGIN.side, 330, { width: CONTENT_WIDTH - 40, lineGap: 4 });
    doc.moveDown(0.5);
    doc
      .fillColor(COLOR.paleText)
      .font(FONT.regular)
      .fontSize(16)
      .text(paper.subtitle, { width: CONTENT_WIDTH - 40 });
    doc.moveDown(1.6);
    doc
      .fillColor(COLOR.paleText)
      .font(FONT.regular)
      .fontSize(11)
      .text(paper.abstract, { width: CONTENT_WIDTH - 80, lineGap: 3 });

    doc.rect(0, PAGE.height - 110, PAGE.width, 110).fill(COLOR.navyRaised);
    doc
      .fillColor(COLOR.white)
      .font(FONT.bold)
      .fontSize(20)
      .text("Horizon", MARGIN.side, PAGE.height - 78);
    doc
      .fillColor(COLOR.paleText)
      .font(FONT.regular)
      .fontSize(10)
      .text("Streaming software from Bengaluru, India", MARGIN.side, PAGE.height - 52);
  }

  reserveContentsPage(): number {
    this.doc.addPage();
    return this.currentPageIndex();
  }

  section(section: Section, number: number): ContentsEntry {
    const { doc } = this;
    // Sections open a fresh page unless the previous one left most of a page free.
    if (number === 1 || doc.y > PAGE.height * 0.45) doc.addPage();
    else doc.moveDown(1.4);
    const destination = `section-${number}`;
    doc.addNamedDestination(destination);
    doc.outline.addItem(`${number}. ${section.title}`);
    const entry = { number, title: section.title, pageIndex: this.currentPageIndex(), destination };

    doc
      .fillColor(COLOR.violet)
      .font(FONT.bold)
      .fontSize(10)
      .text(`SECTION ${number}`, MARGIN.side, doc.y, { characterSpacing: 1.5 });
    doc.moveDown(0.3);
    doc.fillColor(COLOR.ink).font(FONT.bold).fontSize(20).text(section.title, { width: CONTENT_WIDTH });
    const ruleY = doc.y + 6;
    doc
      .moveTo(MARGIN.side, ruleY)
      .lineTo(MARGIN.side + 48, ruleY)
      .lineWidth(2)
      .stroke(COLOR.cyan);
    doc.y = ruleY + 14;
    for (const block of section.blocks) this.block(block);
    return entry;
  }

  block(block: Block): void {
    switch (block.kind) {
      case "paragraph":
        this.paragraph(block.text);
        return;
      case "list":
        this.list(block.items);
        return;
      case "table":
        this.table(block);
        return;
      case "callout":
        this.callout(block.title, block.text);
        return;
      case "figure":
        this.figure(block.caption, block.diagram);
        return;
    }
  }

  bodyStyle(): PDFKit.PDFDocument {
    return this.doc.fillColor(COLOR.ink).font(FONT.regular).fontSize(BODY_SIZE);
  }

  paragraph(text: string): void {
    const { doc } = this;
    this.bodyStyle();
    // Avoid a single orphaned line at the foot of a page.
    this.ensureSpace(Math.min(doc.heightOfString(text, { width: CONTENT_WIDTH, lineGap: BODY_GAP }), 3 * 16));
    doc.text(text, MARGIN.side, doc.y, { width: CONTENT_WIDTH, lineGap: BODY_GAP, align: "left" });
    doc.moveDown(0.8);
  }

  list(items: string[]): void {
    const { doc } = this;
    const indent = 16;
    const width = CONTENT_WIDTH - indent;
    for (const item of items) {
      this.bodyStyle();
      const match = /^([^:]{2,48}): (.+)$/s.exec(item);
      this.ensureSpace(Math.min(doc.heightOfString(item, { width, lineGap: BODY_GAP }), 2 * 16));
      const top = doc.y;
      doc.circle(MARGIN.side + 4, top + 5.5, 2.2).fill(COLOR.violet);
      if (match?.[1] && match[2]) {
        doc
          .fillColor(COLOR.ink)
          .font(FONT.bold)
          .text(`${match[1]}: `, MARGIN.side + indent, top, { width, lineGap: BODY_GAP, continued: true });
        doc.font(FONT.regular).text(match[2], { width, lineGap: BODY_GAP });
      } else {
        this.bodyStyle().text(item, MARGIN.side + indent, top, { width, lineGap: BODY_GAP });
      }
      doc.moveDown(0.45);
    }
    doc.moveDown(0.4);
  }

  table(block: Extract<Block, { kind: "table" }>): void {
    const { doc } = this;
    const widths = (block.widths ?? block.columns.map(() => 1 / block.columns.length)).map((w) => w * CONTENT_WIDTH);
    const padding = 6;
    const size = 9;
    const cellHeight = (cells: string[], font: string) =>
      Math.max(
        ...cells.map((cell, column) => {
          doc.font(font).fontSize(size);
          return doc.heightOfString(cell, { width: (widths[column] ?? 0) - padding * 2, lineGap: 1.5 });
        }),
      ) +
      padding * 2;

    const drawRow = (cells: string[], y: number, height: number, header: boolean, zebra: boolean) => {
      if (header) doc.rect(MARGIN.side, y, CONTENT_WIDTH, height).fill(COLOR.navyRaised);
      else if (zebra) doc.rect(MARGIN.side, y, CONTENT_WIDTH, height).fill(COLOR.zebra);
      let x = MARGIN.side;
      cells.forEach((cell, column) => {
        const width = widths[column] ?? 0;
        doc
          .fillColor(header ? COLOR.white : column === 0 ? COLOR.ink : COLOR.muted)
          .font(header || column === 0 ? FONT.bold : FONT.regular)
          .fontSize(size)
          .text(cell, x + padding, y + padding, { width: width - padding * 2, lineGap: 1.5 });
        x += width;
      });
      doc
        .moveTo(MARGIN.side, y + height)
        .lineTo(MARGIN.side + CONTENT_WIDTH, y + height)
        .lineWidth(0.5)
        .stroke(COLOR.rule);
    };

    const headerHeight = cellHeight(block.columns, FONT.bold);
    const firstRowHeight = block.rows[0] ? cellHeight(block.rows[0], FONT.regular) : 0;
    this.ensureSpace(20 + headerHeight + firstRowHeight);
    doc.fillColor(COLOR.ink).font(FONT.bold).fontSize(9.5).text(block.caption, MARGIN.side, doc.y, {
      width: CONTENT_WIDTH,
    });
    doc.moveDown(0.4);
    let y = doc.y;
    drawRow(block.columns, y, headerHeight, true, false);
    y += headerHeight;
    block.rows.forEach((row, index) => {
      const height = cellHeight(row, FONT.regular);
      if (y + height > this.bottom) {
        doc.addPage();
        y = doc.y;
        drawRow(block.columns, y, headerHeight, true, false);
        y += headerHeight;
      }
      drawRow(row, y, height, false, index % 2 === 1);
      y += height;
    });
    doc.x = MARGIN.side;
    doc.y = y + 16;
  }

  callout(title: string, text: string): void {
    const { doc } = this;
    const padding = 14;
    const width = CONTENT_WIDTH - padding * 2 - 4;
    doc.font(FONT.bold).fontSize(11);
    const titleHeight = doc.heightOfString(title, { width });
    doc.font(FONT.regular).fontSize(BODY_SIZE);
    const textHeight = doc.heightOfString(text, { width, lineGap: BODY_GAP });
    const height = titleHeight + textHeight + padding * 2 + 6;
    this.ensureSpace(height + 8);
    const top = doc.y;
    doc.roundedRect(MARGIN.side, top, CONTENT_WIDTH, height, 8).fill(COLOR.calloutFill);
    doc.rect(MARGIN.side, top, 4, height).fill(COLOR.violet);
    doc
      .fillColor(COLOR.violet)
      .font(FONT.bold)
      .fontSize(11)
      .text(title, MARGIN.side + padding + 4, top + padding, { width });
    doc.moveDown(0.3);
    doc.fillColor(COLOR.ink).font(FONT.regular).fontSize(BODY_SIZE).text(text, { width, lineGap: BODY_GAP });
    doc.x = MARGIN.side;
    doc.y = top + height + 16;
  }

  figure(caption: string, diagram: Diagram): void {
    const { doc } = this;
    const height = diagramHeight(diagram);
    this.ensureSpace(height + 40);
    const top = doc.y + 4;
    drawDiagram(doc, diagram, MARGIN.side, top);
    doc
      .fillColor(COLOR.muted)
      .font(FONT.italic)
      .fontSize(9)
      .text(caption, MARGIN.side, top + height + 8, { width: CONTENT_WIDTH, align: "center" });
    doc.x = MARGIN.side;
    doc.moveDown(1.2);
  }

  contents(pageIndex: number, entries: ContentsEntry[]): void {
    const { doc } = this;
    doc.switchToPage(pageIndex);
    doc.fillColor(COLOR.ink).font(FONT.bold).fontSize(24).text("Contents", MARGIN.side, MARGIN.top);
    doc.moveDown(1);
    for (const entry of entries) {
      const y = doc.y;
      const pageLabel = String(entry.pageIndex + 1);
      doc
        .font(FONT.bold)
        .fontSize(12)
        .fillColor(COLOR.violet)
        .text(String(entry.number).padStart(2, "0"), MARGIN.side, y);
      doc
        .font(FONT.regular)
        .fontSize(12)
        .fillColor(COLOR.ink)
        .text(entry.title, MARGIN.side + 34, y, {
          width: CONTENT_WIDTH - 80,
        });
      doc.text(pageLabel, MARGIN.side, y, { width: CONTENT_WIDTH, align: "right" });
      const lineY = y + 18;
      doc
        .moveTo(MARGIN.side + 34, lineY)
        .lineTo(MARGIN.side + CONTENT_WIDTH, lineY)
        .lineWidth(0.5)
        .dash(1, { space: 2 })
        .stroke(COLOR.rule)
        .undash();
      doc.goTo(MARGIN.side, y - 2, CONTENT_WIDTH, 20, entry.destination);
      doc.y = lineY + 12;
    }
  }

  footers(title: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start + 1; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // Writing below the bottom margin would start a new page; lift the margin while drawing the footer.
      const savedBottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = PAGE.height - 44;
      doc
        .moveTo(MARGIN.side, y - 8)
        .lineTo(PAGE.width - MARGIN.side, y - 8)
        .lineWidth(0.5)
        .stroke(COLOR.rule);
      doc
        .fillColor(COLOR.muted)
        .font(FONT.regular)
        .fontSize(8.5)
        .text(`Horizon  |  ${title}`, MARGIN.side, y, {
          width: CONTENT_WIDTH / 2,
          lineBreak: false,
        });
      doc.text(`Page ${index + 1} of ${range.count}`, MARGIN.side, y, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
      doc.page.margins.bottom = savedBottom;
    }
  }
}

function stepColor(index: number, count: number): string {
  const from = [0x7c, 0x5c, 0xff];
  const to = [0x22, 0xd3, 0xee];
  const t = count <= 1 ? 0 : index / (count - 1);
  return `#${from
    .map((start, channel) =>
      Math.round(start + ((to[channel] ?? 0) - start) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const BOX = { width: 200, height: 78, gap: 56 };
const FLOW = { perRow: 3, height: 88, rowGap: 34 };
const LAYER = { height: 40, gap: 12 };

function diagramHeight(diagram: Diagram): number {
  switch (diagram.kind) {
    case "cycle":
      return BOX.height * 2 + BOX.gap;
    case "flow": {
      const rows = Math.ceil(diagram.steps.length / FLOW.perRow);
      return rows * FLOW.height + (rows - 1) * FLOW.rowGap;
    }
    case "layers":
      return diagram.layers.length * LAYER.height + (diagram.layers.length - 1) * LAYER.gap;
  }
}

function drawDiagram(doc: PDFKit.PDFDocument, diagram: Diagram, left: number, top: number): void {
  switch (diagram.kind) {
    case "cycle":
      drawCycle(doc, diagram.steps, left, top);
      return;
    case "flow":
      drawFlow(doc, diagram.steps, left, top);
      return;
    case "layers":
      drawLayers(doc, diagram.layers, left, top);
      return;
  }
}

function drawStepBox(
  doc: PDFKit.PDFDocument,
  step: { title: string; text: string },
  number: number,
  color: string,
  x: number,
  y: number,
  width: number,
  height: number,
): void {
  doc.roundedRect(x, y, width, height, 8).lineWidth(1.2).fillAndStroke("#FFFFFF", color);
  doc.rect(x, y + 10, 3, height - 20).fill(color);
  doc
    .fillColor(color)
    .font(FONT.bold)
    .fontSize(10)
    .text(`${number}  ${step.title}`, x + 12, y + 9, { width: width - 20, lineBreak: false });
  doc
    .fillColor(COLOR.muted)
    .font(FONT.regular)
    .fontSize(8.5)
    .text(step.text, x + 12, y + 26, { width: width - 22, height: height - 30, lineGap: 1 });
}

function arrow(doc: PDFKit.PDFDocument, x1: number, y1: number, x2: number, y2: number, color: string): void {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 7;
  doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(1.5).stroke(color);
  doc
    .moveTo(x2, y2)
    .lineTo(x2 - head * Math.cos(angle - Math.PI / 7), y2 - head * Math.sin(angle - Math.PI / 7))
    .lineTo(x2 - head * Math.cos(angle + Math.PI / 7), y2 - head * Math.sin(angle + Math.PI / 7))
    .closePath()
    .fill(color);
}

/** Four (or fewer) boxes clockwise on a 2 x 2 grid, each pointing to the next, the last back to the first. */
function drawCycle(doc: PDFKit.PDFDocument, steps: { title: string; text: string }[], left: number, top: number): void {
  const totalWidth = BOX.width * 2 + BOX.gap;
  const x0 = left + (CONTENT_WIDTH - totalWidth) / 2;
  const x1 = x0 + BOX.width + BOX.gap;
  const y0 = top;
  const y1 = top + BOX.height + BOX.gap;
  const positions = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ] as const;
  const count = Math.min(steps.length, 4);
  const centreX = x0 + totalWidth / 2;
  const centreY = y0 + BOX.height + BOX.gap / 2;
  doc.circle(centreX, centreY, 20).lineWidth(1).stroke(COLOR.rule);
  doc
    .fillColor(COLOR.muted)
    .font(FONT.bold)
    .fontSize(7)
    .text("LOOP", centreX - 20, centreY - 3, {
      width: 40,
      align: "center",
      lineBreak: false,
    });
  for (let index = 0; index < count; index++) {
    const [x, y] = positions[index] ?? [x0, y0];
    const step = steps[index];
    if (step) drawStepBox(doc, step, index + 1, stepColor(index, count), x, y, BOX.width, BOX.height);
  }
  const color = COLOR.muted;
  const midY0 = y0 + BOX.height / 2;
  const midY1 = y1 + BOX.height / 2;
  const midX0 = x0 + BOX.width / 2;
  const midX1 = x1 + BOX.width / 2;
  arrow(doc, x0 + BOX.width + 6, midY0, x1 - 6, midY0, color);
  arrow(doc, midX1, y0 + BOX.height + 6, midX1, y1 - 6, color);
  arrow(doc, x1 - 6, midY1, x0 + BOX.width + 6, midY1, color);
  arrow(doc, midX0, y1 - 6, midX0, y0 + BOX.height + 6, color);
}

/** Boxes left to right in rows of three; each row continues from the end of the previous one. */
function drawFlow(doc: PDFKit.PDFDocument, steps: { title: string; text: string }[], left: number, top: number): void {
  const gap = 26;
  const width = (CONTENT_WIDTH - gap * (FLOW.perRow - 1)) / FLOW.perRow;
  const height = FLOW.height;
  steps.forEach((step, index) => {
    const row = Math.floor(index / FLOW.perRow);
    const column = index % FLOW.perRow;
    const x = left + column * (width + gap);
    const y = top + row * (height + FLOW.rowGap);
    drawStepBox(doc, step, index + 1, stepColor(index, steps.length), x, y, width, height);
    const hasNext = index < steps.length - 1;
    if (!hasNext) return;
    if (column < FLOW.perRow - 1) {
      arrow(doc, x + width + 3, y + height / 2, x + width + gap - 3, y + height / 2, COLOR.muted);
    } else {
      // Wrap: down from the row's last box, back to the first column of the next row.
      const startX = x + width / 2;
      const midY = y + height + FLOW.rowGap / 2;
      const endX = left + width / 2;
      doc
        .moveTo(startX, y + height + 3)
        .lineTo(startX, midY)
        .lineTo(endX, midY)
        .lineWidth(1.5)
        .stroke(COLOR.muted);
      arrow(doc, endX, midY, endX, y + height + FLOW.rowGap - 3, COLOR.muted);
    }
  });
}

/** Stacked bands: a coloured label on the left, the layer's parts as chips on the right. */
function drawLayers(
  doc: PDFKit.PDFDocument,
  layers: { title: string; parts: string[] }[],
  left: number,
  top: number,
): void {
  const labelWidth = 110;
  layers.forEach((layer, index) => {
    const y = top + index * (LAYER.height + LAYER.gap);
    const color = stepColor(index, layers.length);
    doc.roundedRect(left, y, CONTENT_WIDTH, LAYER.height, 8).fill(COLOR.zebra);
    doc.roundedRect(left, y, labelWidth, LAYER.height, 8).fill(color);
    doc
      .fillColor(COLOR.white)
      .font(FONT.bold)
      .fontSize(10)
      .text(layer.title, left, y + LAYER.height / 2 - 5, { width: labelWidth, align: "center", lineBreak: false });
    const chipGap = 8;
    const chipsLeft = left + labelWidth + 12;
    const chipWidth = (CONTENT_WIDTH - labelWidth - 24 - chipGap * (layer.parts.length - 1)) / layer.parts.length;
    layer.parts.forEach((part, partIndex) => {
      const x = chipsLeft + partIndex * (chipWidth + chipGap);
      doc
        .roundedRect(x, y + 7, chipWidth, LAYER.height - 14, 6)
        .lineWidth(0.8)
        .fillAndStroke("#FFFFFF", COLOR.rule);
      doc.fillColor(COLOR.ink).font(FONT.regular).fontSize(8.5);
      const textHeight = doc.heightOfString(part, { width: chipWidth - 8 });
      doc.text(part, x + 4, y + (LAYER.height - textHeight) / 2 + 1, { width: chipWidth - 8, align: "center" });
    });
    if (index < layers.length - 1) {
      const x = left + labelWidth / 2;
      arrow(doc, x, y + LAYER.height + 1, x, y + LAYER.height + LAYER.gap - 1, COLOR.muted);
    }
  });
}
