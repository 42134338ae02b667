import { figureSource } from '@/lib/figure-source';
import { formatDate } from '@/lib/format';
import { type DistanceUnit, distanceNumber, unitLabel } from '../../../common/units';
import type { ExportData } from './export-data';
import { COLORS, CONTENT_WIDTH, MARGIN, PAGE_WIDTH, type PdfFlow } from './pdf-flow';
import { pdfText } from './pdf-text';
import { ROUTE_IMAGE_HEIGHT, ROUTE_IMAGE_WIDTH } from './route-image';

const BAND_HEIGHT = 62;
const MAP_WIDTH = 162;
const MAP_HEIGHT = (MAP_WIDTH * ROUTE_IMAGE_HEIGHT) / ROUTE_IMAGE_WIDTH;

/** "Start → End", the arrow drawn as a line since the PDF fonts have no arrow character. */
function writeStartToEnd(flow: PdfFlow, start: string, end: string): void {
  const { doc } = flow;
  const from = pdfText(start);
  const to = pdfText(end);
  if (doc.getTextWidth(from) + doc.getTextWidth(to) + 13 > CONTENT_WIDTH) {
    flow.text(`${start} → ${end}`, { size: 12 });
    flow.gap(2);
    return;
  }
  const y = flow.y + 2.2;
  doc.text(from, MARGIN, flow.y, { baseline: 'top' });
  const arrowX = MARGIN + doc.getTextWidth(from) + 2.5;
  doc.setDrawColor(COLORS.teal);
  doc.setFillColor(COLORS.teal);
  doc.setLineWidth(0.5);
  doc.line(arrowX, y, arrowX + 6, y);
  doc.triangle(arrowX + 6, y - 1.3, arrowX + 8, y, arrowX + 6, y + 1.3, 'F');
  doc.text(to, arrowX + 10.5, flow.y, { baseline: 'top' });
  flow.gap(7);
}

function writeStats(flow: PdfFlow, stats: readonly [string, string][]): void {
  const { doc } = flow;
  const gap = 4;
  const width = (CONTENT_WIDTH - gap * (stats.length - 1)) / stats.length;
  stats.forEach(([value, label], index) => {
    const x = MARGIN + index * (width + gap);
    doc.setFillColor('#F0FDFA');
    doc.setDrawColor('#CCFBF1');
    doc.roundedRect(x, flow.y, width, 18, 2, 2, 'FD');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(13);
    doc.setTextColor(COLORS.teal);
    doc.text(pdfText(value), x + width / 2, flow.y + 4, {
      baseline: 'top',
      align: 'center',
      maxWidth: width - 2,
    });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(COLORS.muted);
    doc.text(label, x + width / 2, flow.y + 10.5, { baseline: 'top', align: 'center', maxWidth: width - 2 });
  });
  flow.gap(26);
}

/** The first page: title band, dates, start and end, the trip's numbers, its story and the route map. */
export function writeCover(
  flow: PdfFlow,
  { trip, metadata }: ExportData,
  routeImage: string,
  unit: DistanceUnit,
): void {
  const { doc } = flow;
  doc.setFillColor(COLORS.teal);
  doc.rect(0, 0, PAGE_WIDTH, BAND_HEIGHT, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor('#99F6E4');
  doc.text('ROADBOOK TRAVEL GUIDE', MARGIN, 18, { baseline: 'top' });
  doc.setFontSize(26);
  doc.setTextColor('#FFFFFF');
  const title: string[] = doc.splitTextToSize(pdfText(trip.title), CONTENT_WIDTH);
  doc.text(title.slice(0, 2), MARGIN, 27, { baseline: 'top', lineHeightFactor: 1.15 });

  flow.y = BAND_HEIGHT + 10;
  flow.text(`${formatDate(trip.startDate)} - ${formatDate(trip.endDate)}`, { size: 12, style: 'bold' });
  flow.gap(1.5);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(12);
  doc.setTextColor(COLORS.ink);
  writeStartToEnd(flow, trip.startLocation, trip.endLocation);
  writeStats(flow, [
    [distanceNumber(trip.distance.miles, unit), `${unitLabel(unit)}, ${figureSource(trip.distance.source)}`],
    [trip.driving.time, `driving time, ${figureSource(trip.driving.source)}`],
    [String(metadata.totalStops), metadata.totalStops === 1 ? 'stop' : 'stops'],
    [String(metadata.totalPhotos), metadata.totalPhotos === 1 ? 'photo' : 'photos'],
    [String(trip.days), trip.days === 1 ? 'day' : 'days'],
  ]);
  if (trip.description) {
    flow.text(trip.description, { size: 11, color: '#334155' });
    flow.gap(6);
  }

  flow.need(MAP_HEIGHT + 10);
  flow.text('Route Map', { size: 14, style: 'bold', color: COLORS.teal });
  flow.gap(2);
  const x = (PAGE_WIDTH - MAP_WIDTH) / 2;
  doc.addImage(routeImage, 'PNG', x, flow.y, MAP_WIDTH, MAP_HEIGHT);
  doc.setDrawColor(COLORS.rule);
  doc.setLineWidth(0.4);
  doc.rect(x, flow.y, MAP_WIDTH, MAP_HEIGHT);
  flow.gap(MAP_HEIGHT);
}
