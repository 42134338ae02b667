import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// PostgreSQL text cannot hold NUL, and jsonb refuses a UTF-16 surrogate that has no partner.
export const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/** "firstName" → "First name", "stop_id" → "Stop id". */
export function fieldLabel(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function unstorableText(label: string): HttpError {
  return new HttpError(
    'validation',
    `${label} contains a character that is not allowed (a NUL byte or an unpaired surrogate)`,
  );
}

/** Throws a 400 naming the field when the text cannot be stored. */
export function assertStorableText(text: string, label: string): void {
  if (!isStorableText(text)) throw unstorableText(label);
}

/** Strings, arrays and objects hold text; numbers, booleans and null do not need walking. */
const mayHoldText = (value: unknown) =>
  typeof value === 'string' || (typeof value === 'object' && value !== null);

/**
 * The path of the first string, or object key, in a parsed body, query or params that cannot be stored; null
 * when all can. Walks without recursion, so deeply nested JSON cannot overflow the stack, and keeps each value
 * beside its field in two stacks, so that a body of thousands of values is walked without an object for each.
 */
function findUnstorableText(value: unknown, fallback: string): string | null {
  const values: unknown[] = [value];
  const fields: string[] = [fallback];
  while (values.length > 0) {
    const current = values.pop();
    const field = fields.pop() as string;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return field;
    } else if (Array.isArray(current)) {
      for (const item of current) {
        if (!mayHoldText(item)) continue;
        values.push(item);
        fields.push(field);
      }
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      // A raw body (a Buffer, as signed webhooks receive it) is bytes, not text: it is not walked.
      const record = current as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (!isStorableText(key)) return field;
        if (!mayHoldText(record[key])) continue;
        values.push(record[key]);
        fields.push(key);
      }
    }
  }
  return null;
}

/** One check for every route: text that the database would refuse is a 400 before any handler runs. */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, fallback] of [
      [request.params, 'Path'],
      [request.query, 'Query'],
      [request.body, 'Body'],
    ] as const) {
      const field = findUnstorableText(part, fallback);
      if (field !== null) throw unstorableText(fieldLabel(field));
    }
  });
}
