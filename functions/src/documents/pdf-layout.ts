// A tiny layout engine over pdf-lib: A4 pages, a cursor that moves down, text in WinAnsi,
// word wrapping and page breaks. The invoice and the credit note are drawn with it.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi } from './win-ansi.js';

const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

export type TextStyle = { size?: number; bold?: boolean; grey?: boolean };
export type Cell = { text: string; width: number; align?: 'left' | 'right' } & TextStyle;

export class PdfWriter {
  private page: PDFPage;
  y: number;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  static async create(title: string, author: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(toWinAnsi(title));
    doc.setAuthor(toWinAnsi(author));
    doc.setLanguage('fr-FR');
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(doc, regular, bold);
  }

  private font(style: TextStyle): PDFFont {
    return style.bold ? this.bold : this.regular;
  }

  widthOf(text: string, style: TextStyle = {}): number {
    return this.font(style).widthOfTextAtSize(toWinAnsi(text), style.size ?? 9);
  }

  /** Splits text into lines no wider than `width`. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of toWinAnsi(text).split(' ')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && this.widthOf(candidate, style) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return lines;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensureRoom(height: number): void {
    if (this.y - height >= MARGIN) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  drawAt(text: string, x: number, y: number, style: TextStyle = {}): void {
    this.page.drawText(toWinAnsi(text), {
      x,
      y,
      size: style.size ?? 9,
      font: this.font(style),
      color: style.grey ? GREY : BLACK,
    });
  }

  /** One paragraph at x, wrapped to width; moves the cursor below it. */
  paragraph(text: string, style: TextStyle = {}, x = MARGIN, width = CONTENT_WIDTH): void {
    const size = style.size ?? 9;
    for (const line of this.wrap(text, width, style)) {
      this.ensureRoom(size + 3);
      this.y -= size + 3;
      this.drawAt(line, x, this.y, style);
    }
  }

  /** A table row: each cell wrapped in its column; the row is as tall as its tallest cell. */
  row(cells: readonly Cell[]): void {
    const wrapped = cells.map((cell) => this.wrap(cell.text, cell.width - 4, cell));
    const size = Math.max(...cells.map((cell) => cell.size ?? 9));
    const lines = Math.max(...wrapped.map((w) => w.length));
    this.ensureRoom(lines * (size + 3) + 2);
    let x = MARGIN;
    cells.forEach((cell, index) => {
      (wrapped[index] ?? []).forEach((line, n) => {
        const y = this.y - (n + 1) * (size + 3);
        const left = cell.align === 'right' ? x + cell.width - 2 - this.widthOf(line, cell) : x;
        this.drawAt(line, left, y, cell);
      });
      x += cell.width;
    });
    this.y -= lines * (size + 3) + 2;
  }

  rule(): void {
    this.ensureRoom(6);
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 2;
  }

  gap(points: number): void {
    this.y -= points;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}
