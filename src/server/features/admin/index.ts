// What other features use of the admin feature.
export { heading, type PdfDocument, renderPdf } from './pdfs/render';
