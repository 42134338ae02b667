import type PDFKit from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFKit>;

/** Runs a drawing function on a new A4 document and resolves with the finished PDF bytes. */
export async function renderPdf(title: string, draw: (doc: PdfDocument) => void): Promise<Buffer> {
  // Loaded on the first document an administrator asks for, not at every start.
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: title, Author: 'Roadbook' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export function heading(doc: PdfDocument, text: string, size = 16): void {
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('#0F766E').text(text).moveDown(0.3);
  doc.font('Helvetica').fontSize(10.5).fillColor('#111827');
}
