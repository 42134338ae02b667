import { z } from 'zod';
import { isoDate } from './fields';
import { actorSchema } from './users';

const AI_DESCRIPTION_SOURCES = ['anthropic', 'openai', 'offline'] as const;
export type AiDescriptionSource = (typeof AI_DESCRIPTION_SOURCES)[number];

/** A stop; its memo's duration is in seconds. */
export const stopSchema = z.object({
  id: z.number(),
  tripId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  comments: z.string().nullable(),
  /** One of VISIT_TYPES, or a type a stop had before the list. */
  visitType: z.string(),
  arrivalTime: isoDate.nullable(),
  departureTime: isoDate.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** ISO 3166-1 alpha-2, when the stop's source named its country (an imported Polarsteps step). */
  country: z.string().nullable(),
  stopOrder: z.number().nullable(),
  wikipediaUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  aiDescription: z.string().nullable(),
  aiDescriptionSource: z.enum(AI_DESCRIPTION_SOURCES).nullable(),
  voiceMemoFilename: z.string().nullable(),
  voiceMemoDuration: z.number().nullable(),
  voiceMemoMimetype: z.string().nullable(),
  voiceMemoTranscript: z.string().nullable(),
  /** Who recorded the memo. */
  voiceMemoCreatedBy: actorSchema.nullable(),
  /** Who added the stop; null for stops from before attribution or whose author left. */
  createdBy: actorSchema.nullable(),
  /** Raised by each change: send it as If-Match to edit only the version you saw. */
  version: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export const placeNameSchema = z.object({ name: z.string(), stop: stopSchema });
export const transcriptSchema = z.object({ transcript: z.string().nullable(), stop: stopSchema });

export const generatedDescriptionSchema = z.object({
  description: z.string().nullable(),
  source: z.enum(AI_DESCRIPTION_SOURCES),
  stop: stopSchema,
});

/** A stop as it travels, times as ISO strings: what the browser holds. */
export type Stop = z.input<typeof stopSchema>;
