import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * Describes routes for /api/docs. Replies are documented as they are sent: the Dates that responses encode
 * (see common/contract/fields isoDate) travel as ISO date-time strings.
 */
export const apiDocsTransform = createJsonSchemaTransform({
  zodToJsonConfig: {
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') {
        jsonSchema.type = 'string';
        jsonSchema.format = 'date-time';
      }
    },
  },
});
