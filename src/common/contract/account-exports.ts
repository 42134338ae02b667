import { z } from 'zod';

/** GET /api/user/exports/{id}: a "Download my data" ZIP, as it stands. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  progress: z.number().int().min(0).max(100),
  bytes: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type AccountExportDto = z.infer<typeof accountExportSchema>;

export const queuedExportSchema = z.object({ id: z.string(), status: z.literal('queued') });
