import type { ImportDto } from './imports-api';

/** How the preview names what was recognised. */
export const IMPORT_KIND_LABELS: Record<NonNullable<ImportDto['kind']>, string> = {
  polarsteps: 'Polarsteps export',
  'google-records': 'Google location history (Records.json)',
  'google-semantic': 'Google Semantic Location History',
  'google-timeline': 'Google Maps Timeline export',
  gpx: 'GPX tracks',
  tcx: 'TCX activities',
  kml: 'KML / KMZ (Google My Maps or Earth)',
  geojson: 'GeoJSON',
  roadbook: 'Roadbook export',
  immich: 'Immich photos',
};

/** Sources with a history of many days, of which the traveller picks the days to bring in. */
export const hasDateRange = (kind: ImportDto['kind']) =>
  kind === 'google-records' || kind === 'google-semantic' || kind === 'google-timeline';
