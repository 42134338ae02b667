import { z } from 'zod';

/** GET /healthz: the process runs and answers. */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /readyz when every service this server depends on answers (otherwise a 503 `not_ready` error). */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  storage: z.literal('ok'),
});
