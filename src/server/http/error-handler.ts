import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';
import { fieldLabel } from './text-guard';

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
  return GENERIC_MESSAGE.test(message) ? `${fieldLabel(field)}: ${message}` : message;
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
      const { message, code } = error;
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(code ? { message, code } : { message });
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
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: `Something went wrong on our side. Reference: ${request.id}`, reference: request.id });
  });
}
