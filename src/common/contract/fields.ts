import { z } from 'zod';

/**
 * A moment: a Date on the server, an ISO date-time string on the wire and in the browser. Responses are
 * encoded through it, so serialising a reply turns Dates into strings.
 */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

const TRIP_STATUSES = ['draft', 'active', 'completed', 'suspended'] as const;
export const tripStatus = z.enum(TRIP_STATUSES);

export const SHARE_TYPES = ['view', 'edit'] as const;
export const SHARE_STATUSES = ['pending', 'accepted'] as const;
/**
 * Where an e-mail stands: `not-sent` (no mail server is set up: kept on the server), `queued` (handed to the mail
 * job, not yet accepted by the mail server), `sent` (the mail server accepted it).
 */
export const MAIL_DELIVERIES = ['sent', 'queued', 'not-sent'] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];

export const trackPointSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  time: z.string().optional(),
  ele: z.number().optional(),
  /** The line breaks before this point: what lay between is hidden from the reader (a privacy zone). */
  gapBefore: z.boolean().optional(),
});

/** The answer of an action that returns nothing else: "Trip deleted", "Share removed"… */
export const messageSchema = z.object({ message: z.string() });

export type TripStatus = (typeof TRIP_STATUSES)[number];
export type RoutePoint = z.input<typeof trackPointSchema>;
