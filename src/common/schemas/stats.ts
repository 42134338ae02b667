import { z } from 'zod';

const YEAR_MESSAGE = 'Year must be a whole number between 1900 and 9999';
const year = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(1900, YEAR_MESSAGE)
  .max(9999, YEAR_MESSAGE);

/** GET /api/stats/{year} */
export const statsYearParams = z.object({ year });

/** GET /api/stats/highlights?year= */
export const highlightsQuery = z.object({ year: year.optional() });
