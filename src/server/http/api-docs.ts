import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Describes routes for /api/docs. Replies are documented as they are sent: the Dates that responses encode
 * (see common/contract/fields isoDate) travel as ISO date-time strings, and a reply that is null as a whole (a
 * redirect, no content) carries no body.
 */
export const apiDocsTransform = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: ({ zodSchema, jsonSchema, path }) => {
      if (zodSchema._zod.def.type === 'date') {
        jsonSchema.type = 'string';
        jsonSchema.format = 'date-time';
      }
      if (zodSchema._zod.def.type === 'null' && path.length === 0) {
        jsonSchema.type = 'null';
        delete jsonSchema.nullable;
        delete jsonSchema.enum;
      }
    },
  },
});
