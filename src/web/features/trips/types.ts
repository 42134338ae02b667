import type { z } from 'zod';
import type { TRIP_STATUSES } from '../../../common/contract/fields';
import type { receivedShareSchema } from '../../../common/contract/sharing';
import type { tripDetailSchema, tripSchema } from '../../../common/contract/trips';

export type TripStatus = (typeof TRIP_STATUSES)[number];

export type Trip = z.input<typeof tripSchema>;

/** A trip as GET /api/trips/:id returns it; canEdit is false for readers who are not the owner. */
export type TripDetail = z.input<typeof tripDetailSchema>;

/** A share held by the signed-in person, in "Shared with Me". */
export type SharedTrip = z.input<typeof receivedShareSchema>;
