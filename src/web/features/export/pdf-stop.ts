import { formatDateTime, visitTypeLabel } from '@/lib/format';
import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import { hasLocation } from '../../../common/geo';
import { COLORS, MARGIN, type PdfFlow } from './pdf-flow';
import { aiParagraphs, pdfText } from './pdf-text';

export const PHOTOS_PER_STOP = 6;
const PHOTOS_PER_ROW = 3;
const THUMB_WIDTH = 40;
const THUMB_HEIGHT = 30;
const THUMB_GAP = 6;
const NAME_LENGTH = 12;

export interface StopPhoto {
  photo: Photo;
  /** JPEG bytes, or null when the file could not be loaded. */
  image: Uint8Array | null;
}

function writeHeading(flow: PdfFlow, stop: Stop, number: number): void {
  const { doc } = flow;
  flow.need(24);
  doc.setFillColor(COLORS.teal);
  doc.circle(MARGIN + 4, flow.y + 3.2, 4, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor('#FFFFFF');
  doc.text(String(number), MARGIN + 4, flow.y + 3.2, { align: 'center', baseline: 'middle' });
  flow.text(stop.name, { size: 15, style: 'bold', indent: 11 });
  flow.gap(1.5);
}

function writeDetails(flow: PdfFlow, stop: Stop): void {
  const details = [
    `Visit type: ${visitTypeLabel(stop.visitType)}`,
    stop.arrivalTime && `Arrival: ${formatDateTime(stop.arrivalTime)}`,
    hasLocation(stop.latitude, stop.longitude) &&
      `Coordinates: ${stop.latitude.toFixed(5)}, ${stop.longitude.toFixed(5)}`,
  ];
  for (const line of details) if (line) flow.text(line, { size: 10, color: COLORS.muted });
  if (stop.description) {
    flow.gap(2);
    flow.text(stop.description, { size: 10.5 });
  }
}

function writeAiDescription(flow: PdfFlow, text: string): void {
  const paragraphs = aiParagraphs(text);
  if (paragraphs.length === 0) return;
  flow.gap(3);
  flow.need(12);
  flow.text('About this place', { size: 11, style: 'bold', color: COLORS.teal });
  flow.gap(1);
  for (const paragraph of paragraphs) {
    flow.text(paragraph, { size: 10 });
    flow.gap(2);
  }
}

function writePhotos(flow: PdfFlow, photos: readonly StopPhoto[]): void {
  const { doc } = flow;
  flow.gap(3);
  for (let row = 0; row < photos.length; row += PHOTOS_PER_ROW) {
    flow.need(THUMB_HEIGHT + 6);
    photos.slice(row, row + PHOTOS_PER_ROW).forEach(({ photo, image }, column) => {
      const x = MARGIN + column * (THUMB_WIDTH + THUMB_GAP);
      // Named by the photo, so jsPDF need not read the bytes through to tell images apart.
      if (image) doc.addImage(image, 'JPEG', x, flow.y, THUMB_WIDTH, THUMB_HEIGHT, `photo-${photo.id}`);
      else {
        doc.setFillColor('#F1F5F9');
        doc.rect(x, flow.y, THUMB_WIDTH, THUMB_HEIGHT, 'F');
      }
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(8);
      doc.setTextColor(COLORS.muted);
      doc.text(pdfText(photo.originalName.slice(0, NAME_LENGTH)), x, flow.y + THUMB_HEIGHT + 1.5, {
        baseline: 'top',
      });
    });
    flow.gap(THUMB_HEIGHT + 8);
  }
}

/** One stop, after a rule from the one before: number and name, details, AI description, up to six photos. */
export function writeStop(flow: PdfFlow, stop: Stop, number: number, photos: readonly StopPhoto[]): void {
  if (number > 1) flow.separator();
  writeHeading(flow, stop, number);
  writeDetails(flow, stop);
  if (stop.aiDescription) writeAiDescription(flow, stop.aiDescription);
  if (photos.length > 0) writePhotos(flow, photos);
}
