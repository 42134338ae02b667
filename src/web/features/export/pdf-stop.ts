import type { jsPDF } from 'jspdf';
import { formatDateTime, visitTypeLabel } from '@/lib/format';
import { formatDuration } from '@/lib/format-duration';
import { formatDeparture, isWebAddress } from '@/lib/stop-visit';
import type { Photo } from '../../../common/contract/photos';
import type { Stop } from '../../../common/contract/stops';
import { COLORS, MARGIN, PdfFlow, SEPARATOR_HEIGHT } from './pdf-flow';
import { aiParagraphs, pdfText } from './pdf-text';

export const PHOTOS_PER_STOP = 6;
const PHOTOS_PER_ROW = 3;
const THUMB_WIDTH = 40;
const THUMB_HEIGHT = 30;
const THUMB_GAP = 6;
/** A photo's name under its picture: as many lines as fit this, the last one shortened with an ellipsis. */
const NAME_LINES = 2;
const NAME_LINE_HEIGHT = 3.2;

export interface StopPhoto {
  photo: Photo;
  /** JPEG bytes, or null when the file could not be loaded. */
  image: Uint8Array | null;
}

const HEADING_SIZE = 15;
const HEADING_GAP = 1.5;
const DETAIL_SIZE = 10;

/** The lines under a stop's name, which start on the page of its name. */
function detailLines(stop: Stop): string[] {
  return [
    `Visit type: ${visitTypeLabel(stop.visitType)}`,
    stop.arrivalTime && `Arrival: ${formatDateTime(stop.arrivalTime)}`,
    stop.departureTime && `Departure: ${formatDeparture(stop.departureTime, stop.arrivalTime)}`,
  ].filter((line): line is string => Boolean(line));
}

/** How far down the last of the heading's and details' lines starts: the block that stays on one page. */
function headingBlock(stop: Stop): number {
  return (
    PdfFlow.lineHeight(HEADING_SIZE) +
    HEADING_GAP +
    (detailLines(stop).length - 1) * PdfFlow.lineHeight(DETAIL_SIZE)
  );
}

function writeHeading(flow: PdfFlow, stop: Stop, number: number): void {
  const { doc } = flow;
  doc.setFillColor(COLORS.teal);
  doc.circle(MARGIN + 4, flow.y + 3.2, 4, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor('#FFFFFF');
  doc.text(String(number), MARGIN + 4, flow.y + 3.2, { align: 'center', baseline: 'middle' });
  flow.text(stop.name, { size: 15, style: 'bold', indent: 11 });
  flow.gap(1.5);
}

/** A voice memo cannot play on paper: the guide says there is one, and gives its words when transcribed. */
function voiceMemoLine(stop: Stop): string | null {
  if (!stop.voiceMemoFilename) return null;
  const length = stop.voiceMemoDuration ? ` (${formatDuration(stop.voiceMemoDuration)})` : '';
  return stop.voiceMemoTranscript
    ? `Voice memo${length}: “${stop.voiceMemoTranscript.trim()}”`
    : `Voice memo${length}: listen to it on the trip's page in Roadbook.`;
}

function writeDetails(flow: PdfFlow, stop: Stop): void {
  for (const line of detailLines(stop)) flow.text(line, { size: 10, color: COLORS.muted });
  if (stop.description) {
    flow.gap(2);
    flow.text(stop.description, { size: 10.5 });
  }
  if (stop.comments) {
    flow.gap(2);
    flow.text(`Comments: ${stop.comments}`, { size: 10, style: 'italic' });
  }
  const memo = voiceMemoLine(stop);
  if (memo) {
    flow.gap(2);
    flow.text(memo, { size: 10, style: 'italic' });
  }
  const links = [
    ['Wikipedia', stop.wikipediaUrl],
    ['Website', stop.websiteUrl],
  ] as const;
  for (const [label, url] of links) {
    if (!url || !isWebAddress(url)) continue;
    flow.gap(1);
    flow.link(label, url, 9.5);
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

/** The name in lines no wider than a picture (in the current font), at most `NAME_LINES` of them. */
export function photoNameLines(doc: jsPDF, name: string): string[] {
  const lines: string[] = doc.splitTextToSize(pdfText(name), THUMB_WIDTH);
  if (lines.length <= NAME_LINES) return lines;
  let last = lines.slice(NAME_LINES - 1).join(' ');
  while (last.length > 1 && doc.getTextWidth(`${last}…`) > THUMB_WIDTH) last = last.slice(0, -1).trimEnd();
  return [...lines.slice(0, NAME_LINES - 1), `${last}…`];
}

function writePhotos(flow: PdfFlow, photos: readonly StopPhoto[]): void {
  const { doc } = flow;
  flow.gap(3);
  for (let row = 0; row < photos.length; row += PHOTOS_PER_ROW) {
    flow.need(THUMB_HEIGHT + 2 + NAME_LINES * NAME_LINE_HEIGHT);
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
      photoNameLines(doc, photo.originalName).forEach((line, index) => {
        doc.text(line, x, flow.y + THUMB_HEIGHT + 1.5 + index * NAME_LINE_HEIGHT, { baseline: 'top' });
      });
    });
    flow.gap(THUMB_HEIGHT + 4 + NAME_LINES * NAME_LINE_HEIGHT);
  }
}

/**
 * One stop, after a rule from the one before: number and name, details, AI description, up to six photos. The
 * heading and its details start on the same page: never a stop's name alone at the foot of one.
 */
export function writeStop(flow: PdfFlow, stop: Stop, number: number, photos: readonly StopPhoto[]): void {
  const block = headingBlock(stop);
  if (number > 1 && flow.fits(SEPARATOR_HEIGHT + block)) flow.separator();
  flow.keepTogether(block);
  writeHeading(flow, stop, number);
  writeDetails(flow, stop);
  if (stop.aiDescription) writeAiDescription(flow, stop.aiDescription);
  if (photos.length > 0) writePhotos(flow, photos);
}
