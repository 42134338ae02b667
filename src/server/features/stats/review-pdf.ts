import { geoNaturalEarth1, geoPath } from 'd3-geo';
import { whereAlpha2 } from 'iso-3166-1';
import type { YearReview } from '../../../common/contract/stats';
import { type DistanceUnit, distanceNumber, formatDistance, unitLabel } from '../../../common/units';
import { heading, type PdfDocument, renderPdf } from '../admin';
import { worldCountries } from './world-shapes';

const TEAL = '#0F766E';
const LAND = '#E2E8F0';
const MUTED = '#475569';

interface ReviewPdfInput extends Omit<YearReview, 'publicUrl' | 'photos'> {
  ownerName: string;
  unit: DistanceUnit;
  /** JPEG thumbnails of the best photos. */
  photos: Buffer[];
}

const dayText = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The world with the visited countries filled and each stop and photo cell as a dot, drawn as vectors. */
function drawMap(doc: PdfDocument, review: ReviewPdfInput, top: number, width: number, height: number) {
  const left = doc.page.margins.left;
  const projection = geoNaturalEarth1().fitExtent(
    [
      [left, top],
      [left + width, top + height],
    ],
    { type: 'Sphere' },
  );
  const path = geoPath(projection);
  const visited = new Set(review.stats.countries.map((c) => whereAlpha2(c.code)?.numeric).filter(Boolean));
  doc.save();
  doc.rect(left, top, width, height).fill('#F0F9FF');
  for (const country of worldCountries().features) {
    const d = path(country);
    if (d) doc.path(d).fill(visited.has(String(country.id)) ? TEAL : LAND);
  }
  for (const [lat, lng] of review.highlights.places) {
    const at = projection([lng, lat]);
    if (at) doc.circle(at[0], at[1], 2).fillOpacity(0.8).fill('#F59E0B');
  }
  doc.restore();
}

function drawFigures(doc: PdfDocument, review: ReviewPdfInput) {
  const { stats, unit } = review;
  const figures: [string, string][] = [
    [String(stats.trips), stats.trips === 1 ? 'trip' : 'trips'],
    [String(stats.days), stats.days === 1 ? 'day on the road' : 'days on the road'],
    [distanceNumber(stats.distanceMiles, unit, { digits: 0 }), unitLabel(unit)],
    [String(stats.countries.length), stats.countries.length === 1 ? 'country' : 'countries'],
    [String(stats.photos), stats.photos === 1 ? 'photo' : 'photos'],
  ];
  const top = doc.y;
  const left = doc.page.margins.left;
  const column = (doc.page.width - left - doc.page.margins.right) / figures.length;
  figures.forEach(([value, label], index) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(20)
      .fillColor(TEAL)
      .text(value, left + index * column, top, { width: column });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left + index * column, top + 24, { width: column });
  });
  doc.x = left;
  doc.y = top + 44;
}

function drawPhotos(doc: PdfDocument, photos: Buffer[]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const gap = 8;
  const size = (width - 2 * gap) / 3;
  for (let index = 0; index < photos.length; index++) {
    if (index % 3 === 0) {
      if (doc.y + size > doc.page.height - doc.page.margins.bottom) doc.addPage();
      if (index > 0) doc.y += size + gap;
    }
    doc.image(photos[index] as Buffer, left + (index % 3) * (size + gap), doc.y, {
      fit: [size, size],
      align: 'center',
      valign: 'center',
    });
  }
  doc.x = left;
  doc.y += size + gap;
}

/** The year in review as an A4 PDF: the numbers, the world map, countries, records, months and best photos. */
export function drawReviewPdf(review: ReviewPdfInput): Promise<Buffer> {
  return renderPdf(`${review.year} in review`, (doc) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    doc.font('Helvetica-Bold').fontSize(26).fillColor('#111827').text(`${review.year} in review`);
    doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(`The travels of ${review.ownerName} · Roadbook`);
    doc.moveDown(1);
    drawFigures(doc, review);
    const mapHeight = width / 2;
    drawMap(doc, review, doc.y, width, mapHeight);
    doc.y += mapHeight + 8;

    heading(doc, 'Countries');
    if (review.stats.countries.length === 0) doc.text('No located stops, photos or routes this year.');
    for (const country of review.stats.countries) {
      doc.text(
        `${country.name} — first visit ${dayText(country.firstVisit)}, ${country.trips} ${country.trips === 1 ? 'trip' : 'trips'}`,
      );
    }

    const { longestTrip, longestDay, mostPhotographed } = review.highlights.records;
    heading(doc, 'Records');
    if (longestTrip)
      doc.text(
        `Longest trip: ${longestTrip.title}, ${longestTrip.days} days, ${formatDistance(longestTrip.distanceMiles, review.unit, { digits: 0 })}`,
      );
    if (longestDay)
      doc.text(
        `Longest day's drive: ${formatDistance(longestDay.distanceMiles, review.unit, { digits: 0 })} on ${dayText(longestDay.date)} (${longestDay.title})`,
      );
    if (mostPhotographed)
      doc.text(
        `Most photographed place: ${mostPhotographed.name}, ${mostPhotographed.photos} ${mostPhotographed.photos === 1 ? 'photo' : 'photos'} (${mostPhotographed.title})`,
      );
    if (!longestTrip) doc.text('No trips this year.');

    if (review.highlights.months.length > 0) {
      heading(doc, 'Month by month');
      for (const month of review.highlights.months) {
        const name = new Date(`${month.month}-01T00:00:00Z`).toLocaleDateString('en-US', {
          month: 'long',
          timeZone: 'UTC',
        });
        doc.text(
          `${name}: ${month.trips} ${month.trips === 1 ? 'trip' : 'trips'}, ${month.days} days, ${formatDistance(month.distanceMiles, review.unit, { digits: 0 })}`,
        );
      }
    }

    if (review.photos.length > 0) {
      heading(doc, 'Best photos');
      drawPhotos(doc, review.photos);
    }
  });
}
