import type { jsPDF } from 'jspdf';
import pLimit from 'p-limit';
import type { Box } from '@/lib/queries/basemap-towns';
import type { NaturalEarth } from '@/lib/queries/natural-earth';
import type { Town } from '../../../common/contract/basemap';
import type { RoutePoint } from '../../../common/contract/fields';
import type { DistanceUnit } from '../../../common/units';
import { fetchExportData } from './export-data';
import { writeCover } from './pdf-cover';
import { COLORS, MARGIN, PAGE_WIDTH, PdfFlow } from './pdf-flow';
import { PHOTOS_PER_STOP, writeStop } from './pdf-stop';
import { guideFileName, pdfText } from './pdf-text';
import { loadThumbnail } from './photo-thumbnails';
import { type Basemap, drawRouteImage, routeBox } from './route-image';

/** Thumbnails fetched and converted at the same time: enough to keep the connection and the decoder busy. */
const THUMBNAILS_AT_ONCE = 6;

/** Steps of the guide written so far: the cover with the map, then one per stop. */
export interface GuideProgress {
  done: number;
  total: number;
}

function writeFooters(doc: jsPDF, title: string): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    doc.setTextColor(COLORS.muted);
    doc.text(pdfText(title), MARGIN, 289, { maxWidth: 120 });
    doc.text(`Page ${page} of ${pages}`, PAGE_WIDTH - MARGIN, 289, { align: 'right' });
  }
}

/** Where the route image's map comes from; either may fail, and the image is drawn without it. */
export interface OfflineMapSource {
  atlas(): Promise<NaturalEarth>;
  towns(box: Box): Promise<Town[]>;
}

async function loadBasemap(source: OfflineMapSource, box: Box | null): Promise<Basemap> {
  const [atlas, towns] = await Promise.all([
    source.atlas().catch(() => null),
    box ? source.towns(box).catch(() => []) : [],
  ]);
  return { atlas, towns };
}

/** Fetches the trip, writes the travel guide in the browser and downloads it; returns the file name. */
export async function exportTravelGuide(
  tripId: number,
  route: readonly RoutePoint[],
  unit: DistanceUnit,
  onProgress: (progress: GuideProgress) => void,
  offlineMap: OfflineMapSource,
): Promise<string> {
  const data = await fetchExportData(tripId);
  const basemap = loadBasemap(offlineMap, routeBox(data.stops, route));
  const total = data.stops.length + 1;
  onProgress({ done: 0, total });
  // Every thumbnail is asked for at once, in the order of the guide, a few at a time, while the rest is
  // written; each stop is written as soon as its own have come.
  const limit = pLimit(THUMBNAILS_AT_ONCE);
  const sections = data.stops.map((stop) => {
    const photos = (data.photosByStop[String(stop.id)] ?? []).slice(0, PHOTOS_PER_STOP);
    return { stop, photos, images: Promise.all(photos.map((photo) => limit(() => loadThumbnail(photo)))) };
  });

  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title: pdfText(data.trip.title), subject: 'Travel guide', creator: 'Roadbook' });
  const flow = new PdfFlow(doc);

  writeCover(flow, data, drawRouteImage(data.stops, route, await basemap), unit);
  onProgress({ done: 1, total });

  if (sections.length > 0) {
    flow.newPage();
    flow.text('Stops', { size: 20, style: 'bold', color: COLORS.teal });
    flow.gap(4);
  }
  for (const [index, { stop, photos, images }] of sections.entries()) {
    const loaded = await images;
    writeStop(
      flow,
      stop,
      index + 1,
      photos.map((photo, photoIndex) => ({ photo, image: loaded[photoIndex] ?? null })),
    );
    onProgress({ done: index + 2, total });
  }

  writeFooters(doc, data.trip.title);
  const fileName = guideFileName(data.trip.title);
  doc.save(fileName);
  return fileName;
}
