import type { TrackPoint } from '../tracks/geometry';

// The document at the root of a "Download my data" ZIP (`roadbook-export.json`); docs/export-format.md describes
// it for other tools. Files are named by their path inside the ZIP.

export const EXPORT_FORMAT = 'roadbook-export';
export const EXPORT_VERSION = 1;
export const EXPORT_DOCUMENT = 'roadbook-export.json';

export interface RoadbookExport {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedAt: string;
  user: ExportedUser;
  trips: ExportedTrip[];
  /** Phones and trackers that record into the account, without their tokens. */
  devices: ExportedDevice[];
}

export interface ExportedUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  plan: string;
  distanceUnit: string;
  findableByName: boolean;
  privacyZones: unknown[];
  createdAt: string;
}

export interface ExportedTrip {
  id: number;
  /** Where the trip's files are in the ZIP: `trips/<id>-<slug>`. */
  folder: string;
  title: string;
  description: string | null;
  startLocation: string;
  endLocation: string;
  startDate: string;
  endDate: string;
  status: string;
  totalMiles: number;
  drivingTime: string;
  createdAt: string;
  stops: ExportedStop[];
  photos: ExportedPhoto[];
  /** The recorded route: its points in `<folder>/route.json`, and as GPX and GeoJSON beside it. */
  route: { file: string; pointCount: number; gpx: string; geojson: string } | null;
  shares: ExportedShare[];
}

export interface ExportedStop {
  id: number;
  name: string;
  description: string | null;
  comments: string | null;
  visitType: string;
  arrivalTime: string | null;
  departureTime: string | null;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2, when the stop's source named it. */
  country: string | null;
  stopOrder: number | null;
  wikipediaUrl: string | null;
  websiteUrl: string | null;
  aiDescription: string | null;
  memo: ExportedMemo | null;
}

export interface ExportedMemo {
  file: string;
  mimetype: string;
  size: number;
  durationSeconds: number | null;
  transcript: string | null;
}

export interface ExportedPhoto {
  id: number;
  /** The original as it was uploaded, byte for byte. */
  file: string;
  sha256: string;
  originalName: string;
  mimetype: string;
  size: number;
  width: number | null;
  height: number | null;
  latitude: number | null;
  longitude: number | null;
  takenAt: string | null;
  caption: string | null;
  tags: string[];
  locationName: string | null;
  stopId: number | null;
  uploadedAt: string;
}

export interface ExportedShare {
  kind: 'link' | 'invitation';
  permission: string;
  email: string | null;
  createdAt: string;
  expiresAt: string | null;
}

export interface ExportedDevice {
  name: string;
  app: string;
  tripId: number | null;
  createdAt: string;
  lastSeenAt: string | null;
}

/** The route file beside the document: the points as the trip stores them. */
export type ExportedRoute = TrackPoint[];
