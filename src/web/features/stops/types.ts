import type { z } from 'zod';
import type { stopSchema } from '../../../common/contract/stops';

export type { AiDescriptionSource } from '../../../common/contract/stops';

/** A stop as the server returns it; times are ISO date-times, the memo's duration is in seconds. */
export type Stop = z.input<typeof stopSchema>;
