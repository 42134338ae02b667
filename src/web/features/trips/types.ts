import type { z } from 'zod';
import type { receivedShareSchema } from '../../../common/contract/sharing';

/** A share held by the signed-in person, in "Shared with Me". */
export type SharedTrip = z.input<typeof receivedShareSchema>;
