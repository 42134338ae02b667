import type { jsPDF } from 'jspdf';
import { pdfText } from './pdf-text';

export const PAGE_WIDTH = 210;
export const MARGIN = 18;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const TOP = 20;
/** Past this line nothing new starts on the page. */
const PAGE_BREAK_Y = 250;
/** Nothing is drawn below this line, which leaves room for the footer. */
const PAGE_BOTTOM = 280;
const MM_PER_POINT = 0.3528;
const LINE_SPACING = 1.35;
/** The room a rule between sections takes, above and below it. */
export const SEPARATOR_HEIGHT = 12;

export const COLORS = {
  teal: '#0F766E',
  ink: '#0F172A',
  muted: '#64748B',
  rule: '#E2E8F0',
};

interface TextStyle {
  size: number;
  style?: 'normal' | 'bold' | 'italic';
  color?: string;
  indent?: number;
}

/** Writes down A4 pages in millimetres, starting a new page when the position passes 250. */
export class PdfFlow {
  y = TOP;

  constructor(readonly doc: jsPDF) {}

  newPage(): void {
    this.doc.addPage();
    this.y = TOP;
  }

  /** Makes room for a block of `height` millimetres. */
  need(height: number): void {
    if (this.y > PAGE_BREAK_Y || this.y + height > PAGE_BOTTOM) this.newPage();
  }

  /**
   * Starts a new page unless every line of a block whose last line starts `height` millimetres down can start
   * on this one: text lines that start past the break line go to the next page, and would leave the block's
   * first lines (a heading) alone at the foot of this one.
   */
  keepTogether(height: number): void {
    if (this.y + height > PAGE_BREAK_Y) this.newPage();
  }

  /** Whether a block of `height` millimetres starts its last line on this page. */
  fits(height: number): boolean {
    return this.y + height <= PAGE_BREAK_Y;
  }

  static lineHeight(size: number): number {
    return size * MM_PER_POINT * LINE_SPACING;
  }

  /** Wrapped text, line by line, so long text runs on to the next page. */
  text(text: string, { size, style = 'normal', color = COLORS.ink, indent = 0 }: TextStyle): void {
    const { doc } = this;
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.setTextColor(color);
    const lineHeight = PdfFlow.lineHeight(size);
    const lines: string[] = doc.splitTextToSize(pdfText(text), CONTENT_WIDTH - indent);
    for (const line of lines) {
      this.need(lineHeight);
      doc.text(line, MARGIN + indent, this.y, { baseline: 'top' });
      this.y += lineHeight;
    }
  }

  /** "Label: address" on one line or more, the address a link the reader can follow. */
  link(label: string, url: string, size: number): void {
    const { doc } = this;
    const lineHeight = PdfFlow.lineHeight(size);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(size);
    const lines: string[] = doc.splitTextToSize(pdfText(`${label}: ${url}`), CONTENT_WIDTH);
    for (const line of lines) {
      this.need(lineHeight);
      doc.setTextColor(COLORS.teal);
      doc.text(line, MARGIN, this.y, { baseline: 'top' });
      doc.link(MARGIN, this.y, doc.getTextWidth(line), lineHeight, { url });
      this.y += lineHeight;
    }
  }

  gap(height: number): void {
    this.y += height;
  }

  /** A rule between sections, left out at the foot of a page where the next section starts anew. */
  separator(): void {
    if (this.y > PAGE_BREAK_Y) return;
    this.y += SEPARATOR_HEIGHT / 3;
    this.doc.setDrawColor(COLORS.rule);
    this.doc.setLineWidth(0.3);
    this.doc.line(MARGIN, this.y, PAGE_WIDTH - MARGIN, this.y);
    this.y += (SEPARATOR_HEIGHT * 2) / 3;
  }
}
