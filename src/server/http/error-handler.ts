import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable, isForeignKeyViolation } from '../db/errors';
import { HttpError } from './errors';

function humanize(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

// Zod's built-in wording; our own schema messages already name their field.
const GENERIC_MESSAGE = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** The first problem, worded so that it names the field it is about. */
function validationMessage(issues: { instancePath: string; message?: string }[], context?: string): string {
  const first = issues[0];
  const message = first?.message ?? 'Invalid request';
  const field = first?.instancePath.split('/').filter(Boolean).at(-1);
  if (!field || /^\d+$/.test(field)) {
    return context === 'body' && message.includes('expected object')
      ? 'Request body must be a JSON object'
      : message;
  }
  return GENERIC_MESSAGE.test(message) ? `${humanize(field)}: ${message}` : message;
}

const friendlyFastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Requests must send JSON or multipart form data',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when sent as JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
};

/** Every error leaves as `{ message }`; anything unexpected is logged and reported with its request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({
        message: validationMessage(error.validation, error.validationContext),
        errors: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        friendlyFastifyMessages[error.code] ??
        (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Request body is not valid JSON'
          : error.message);
      return reply.code(status).send({ message });
    }
    if (isForeignKeyViolation(error)) return reply.code(404).send({ message: 'Not found' });
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          message:
            unavailable === 'slow'
              ? 'The database took too long to answer. Please try again in a moment.'
              : 'The database is not answering at the moment. Please try again in a few seconds.',
        });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: `Something went wrong on our side. Reference: ${request.id}`, reference: request.id });
  });
}
