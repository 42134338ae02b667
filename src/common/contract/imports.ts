import { z } from 'zod';

/** What an import can be. */
export const IMPORT_KINDS = [
  'polarsteps',
  'google-records',
  'google-semantic',
  'google-timeline',
  'gpx',
  'tcx',
  'kml',
  'geojson',
  'roadbook',
  'immich',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const counts = {
  trips: z.number().int(),
  stops: z.number().int(),
  points: z.number().int(),
  photos: z.number().int(),
};

/** An import as `GET /api/imports/{id}` answers it. */
export const importSchema = z.object({
  id: z.string(),
  status: z.enum(['analysing', 'ready', 'importing', 'done', 'failed', 'cancelled']),
  progress: z.number().int().min(0).max(100),
  kind: z.enum(IMPORT_KINDS).nullable(),
  found: z.object({ ...counts, from: z.string().nullable(), to: z.string().nullable() }).nullable(),
  created: z.object(counts),
  skipped: z.array(z.object({ file: z.string(), reason: z.string() })),
  message: z.string().nullable(),
  files: z.array(z.object({ name: z.string(), size: z.number().int() })),
  tripId: z.number().int().nullable(),
  /** The trips it made, to open once it is done. */
  tripIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type ImportDto = z.infer<typeof importSchema>;

export const createdImportSchema = z.object({ id: z.string(), status: z.literal('analysing') });
