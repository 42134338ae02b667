import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../common/errors';
import { databaseUnavailable, isForeignKeyViolation } from '../db/errors';
import { ProviderError } from '../providers/provider-error';
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

const friendlyFastifyErrors: Record<string, { message: string; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: 'Requests must send JSON or multipart form data',
    code: 'unsupported_media_type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    message: 'Request body must not be empty when sent as JSON',
    code: 'validation',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { message: 'Request body is not valid JSON', code: 'validation' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'Request body is too large', code: 'too_large' },
};

/** Fastify's other client errors, by status; any other is bad input. */
const CLIENT_ERROR_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'not_found',
  413: 'too_large',
  415: 'unsupported_media_type',
};

/** Every error leaves as `{ message, code }`; anything unexpected is logged and reported with its request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The status always follows from the code, as it does for HttpError.
    const send = (body: ErrorBody, headers: Record<string, string> = {}) =>
      reply.code(ERROR_STATUS[body.code]).headers(headers).send(body);
    if (error instanceof HttpError) {
      return send({ message: error.message, code: error.code, ...error.extra }, error.headers);
    }
    if (error instanceof ProviderError) {
      request.log.warn({ err: error }, 'outside service failed');
      return send({
        message: error.message,
        code: error.kind === 'timeout' ? 'provider_timeout' : 'provider_failed',
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send({
        message: validationMessage(error.validation, error.validationContext),
        code: 'validation',
        errors: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message ?? '' })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const friendly =
        friendlyFastifyErrors[error.code] ??
        (error instanceof SyntaxError ? friendlyFastifyErrors.FST_ERR_CTP_INVALID_JSON_BODY : undefined);
      return send(friendly ?? { message: error.message, code: CLIENT_ERROR_CODES[status] ?? 'validation' });
    }
    // A row referring to one that a request running alongside has just deleted.
    if (isForeignKeyViolation(error)) {
      request.log.warn({ err: error }, 'a referenced row was gone');
      return send({ message: 'Not found', code: 'not_found' });
    }
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn({ reason: unavailable }, 'database unavailable');
      return send(
        {
          message:
            unavailable === 'slow'
              ? 'The database took too long to answer. Please try again in a moment.'
              : 'The database is not answering at the moment. Please try again in a few seconds.',
          code: 'database_unavailable',
        },
        { 'retry-after': '5' },
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return send({
      message: `Something went wrong on our side. Reference: ${request.id}`,
      code: 'internal',
      reference: request.id,
    });
  });
}
