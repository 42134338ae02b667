import fc from 'fast-check';

/** The part of JSON Schema that the API's OpenAPI document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
    >
  >;
}

/** Every operation that takes JSON, a query or path parameters. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = operation.requestBody?.content;
      if (content && !content['application/json']) continue;
      const parameters = (operation.parameters ?? []).filter((p) => p.in !== 'header');
      const body = content?.['application/json']?.schema;
      if (!body && parameters.length === 0) continue;
      operations.push({ method: method.toUpperCase(), path, parameters, body });
    }
  }
  return operations;
}

const typeOf = (schema: JsonSchema) =>
  (Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type) ??
  schema.anyOf?.map((s) => s.type).find((t) => t && t !== 'null');

function matching(schema: JsonSchema): string {
  const pattern = new RegExp(schema.pattern ?? '', 'u');
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER);
  const found = fc.sample(fc.stringMatching(pattern), 50).find(fits);
  return found ?? 'a'.repeat(schema.minLength ?? 1);
}

/** A plausible value for the schema, so that one field at a time can be made hostile. */
export function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, plausible(property)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => plausible(schema.items));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date-time') return '2026-05-01T12:00:00Z';
      if (schema.pattern) return matching(schema);
      return 'Sample text'.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? 100);
    default:
      // Dates accept several shapes and carry no type in the document.
      return '2026-05-01';
  }
}

export type FieldPath = (string | number)[];

/** The paths of the fields in a schema; `text` keeps only those that hold text (or any value, as dates do). */
export function fieldsOf(schema: JsonSchema | undefined, text: boolean, at: FieldPath = []): FieldPath[] {
  if (!schema) return [];
  const type = typeOf(schema);
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      fieldsOf(property, text, [...at, name]),
    );
  }
  if (type === 'array') return [...(text ? [] : [at]), ...fieldsOf(schema.items, text, [...at, 0])];
  if (text && type !== 'string' && type !== undefined) return [];
  return at.length > 0 ? [at] : [];
}

export function withField(value: unknown, path: FieldPath, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...FieldPath];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withField(copy[head], rest, replacement);
  return copy;
}

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Text PostgreSQL cannot store: a NUL byte or an unpaired surrogate somewhere inside. */
export const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.oneof(fc.constant('\u0000'), loneSurrogate),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, poison, after]) => before + poison + after);

/** Text that a client should never be able to turn into a 500. */
export const hostileText = fc.oneof(
  unstorableText,
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom(
    '',
    ' ',
    '\u202e\u0301\ufeff',
    '../../etc/passwd',
    "'; drop table users; --",
    '%00',
    '-1e309',
    '9'.repeat(400),
    '😀'.repeat(300),
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** Values of the wrong kind or at the edges of what JSON can say. */
export const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, -0, 0.5, -1, 2 ** 31, [], {}, null, true, [[[[[[[[]]]]]]]]),
);

/** Percent-encodes text as WTF-8, so that unpaired surrogates reach the server as their three bytes. */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(char);
    }
  }
  return encoded;
}
