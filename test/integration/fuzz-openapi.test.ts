import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '../../src/server/http/text-guard';
import { LogCapture } from '../support/log-capture';
import {
  type FieldPath,
  fieldsOf,
  hostileText,
  type Operation,
  oddValue,
  operationsOf,
  percentEncode,
  plausible,
  withField,
} from '../support/openapi-fuzz';
import { SANDBOX_PAYMENTS, setPlan } from '../support/plans';
import { startTestServer } from '../support/server';
import { addStop, createTrip } from '../support/trips';
import { makeAdmin, type NewAccount, signUp } from '../support/users';

// A few runs for each field of each operation keep the whole file to some seconds on either engine.
const TEXT_RUNS = 4;
const ODD_RUNS = 2;

const log = new LogCapture();
// The payment operations answer 503 on a server without payments: this one sells through the sandbox.
// At debug every request is logged: the most the log ever holds.
const server = await startTestServer({ env: { LOG_LEVEL: 'debug', ...SANDBOX_PAYMENTS }, logStream: log });
const client = server.client();
const operations = operationsOf(server.app.swagger() as never).sort(
  (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
);

let account: NewAccount;
const ids: Record<string, number | string> = {};

beforeAll(async () => {
  const { account: made, user } = await signUp(client);
  account = made;
  await makeAdmin(server, user.username);
  await setPlan(server, user.id, 'pro');
  const trip = await createTrip(client);
  const stop = await addStop(client, trip.id);
  const { user: friend } = await signUp(server.client());
  await client.post(`/api/trips/${trip.id}/share`, { sharedWithId: friend.id });
  const shares = await client.get(`/api/trips/${trip.id}/shares`);
  const link = await client.post(`/api/trips/${trip.id}/public-link`);
  const promo = await client.post('/api/promo-codes', {
    code: 'FUZZ10',
    description: 'Fuzzing',
    subscriptionTier: 'premium',
  });
  Object.assign(ids, {
    trip: trip.id,
    stop: stop.id,
    share: shares.body[0]?.id ?? 1,
    token: String(link.body.shareUrl).split('/').pop() ?? 'x',
    promo: promo.body.id ?? 1,
  });
});

afterAll(() => server.close());

// An operation may end the session (a ban, a sign-in as someone else): the next one starts signed in again.
afterEach(async () => {
  if ((await client.get('/api/user')).status !== 200) {
    await client.post('/api/login', { username: account.username, password: account.password });
  }
});

function pathValue(path: string, name: string): number | string | undefined {
  if (name === 'token') return ids.token;
  if (name === 'shareId') return ids.share;
  if (path.startsWith('/api/stops/')) return ids.stop;
  if (path.startsWith('/api/promo-codes/')) return ids.promo;
  if (path.includes('/trips/')) return ids.trip;
  return 1;
}

interface Input {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function plausibleInput(operation: Operation): Input {
  const input: Input = { params: {}, query: {}, body: plausible(operation.body) };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path') input.params[parameter.name] = pathValue(operation.path, parameter.name);
    else input.query[parameter.name] = plausible(parameter.schema);
  }
  return input;
}

/** Operations that answered 2xx at least once: the fuzzing reached their handlers, not only the gates. */
const reached = new Set<string>();

async function send(operation: Operation, input: Input) {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    percentEncode(String(input.params[name])),
  );
  const query = Object.entries(input.query)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${percentEncode(String(value))}`)
    .join('&');
  const hasBody = operation.body !== undefined;
  const response = await fetch(`${server.baseUrl}${path}${query ? `?${query}` : ''}`, {
    method: operation.method,
    headers: {
      cookie: client.cookieHeader(),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(input.body) : undefined,
    // The answer of this operation, not of the page a redirect names (a web page the API tests do not build).
    redirect: 'manual',
  });
  // An event stream never ends by itself: its status is the answer.
  const endless = response.headers.get('content-type')?.startsWith('text/event-stream');
  if (endless) await response.body?.cancel();
  const text = endless ? '' : await response.text();
  if (response.status < 300) reached.add(`${operation.method} ${operation.path}`);
  return { status: response.status, text };
}

type Slot = { in: 'body' | 'query' | 'path'; name: string; field: FieldPath };

function textSlots(operation: Operation): Slot[] {
  return [
    ...operation.parameters.map((p) => ({ in: p.in as 'query' | 'path', name: p.name, field: [] })),
    ...fieldsOf(operation.body, true).map((field) => ({ in: 'body' as const, name: field.join('.'), field })),
  ];
}

function withValue(input: Input, slot: Slot, value: unknown): Input {
  if (slot.in === 'body') return { ...input, body: withField(input.body, slot.field, value) };
  const part = slot.in === 'path' ? 'params' : 'query';
  return { ...input, [part]: { ...input[part], [slot.name]: value } };
}

describe('every operation of the OpenAPI document, with hostile values in each field', () => {
  it.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s never answers 5xx',
    async (_name, operation) => {
      // The plain plausible request first, as a control for the hostile ones.
      expect((await send(operation, plausibleInput(operation))).status).toBeLessThan(500);
      for (const slot of textSlots(operation)) {
        await fc.assert(
          fc.asyncProperty(hostileText, async (text) => {
            const response = await send(operation, withValue(plausibleInput(operation), slot, text));
            expect(response.status, `${slot.in} ${slot.name}: ${response.text}`).toBeLessThan(500);
            if (slot.in === 'body' && !isStorableText(text)) {
              expect(response.status, `${slot.name}: ${response.text}`).toBe(400);
              expect(JSON.parse(response.text).code).toBe('validation');
            }
          }),
          // Every text field gets at least one string the database cannot store.
          { numRuns: TEXT_RUNS, examples: [['a\u0000b']] },
        );
      }
      for (const field of fieldsOf(operation.body, false)) {
        await fc.assert(
          fc.asyncProperty(oddValue, async (value) => {
            const slot: Slot = { in: 'body', name: field.join('.'), field };
            const response = await send(operation, withValue(plausibleInput(operation), slot, value));
            expect(response.status, `${slot.name}: ${response.text}`).toBeLessThan(500);
          }),
          { numRuns: ODD_RUNS },
        );
      }
    },
    // Sign-up hashes a password for each of its many fields' values: a busy machine needs longer than the default.
    120_000,
  );

  it('reached the handlers of many operations, not only their sign-in and access checks', () => {
    // A third: the plausible requests do not yet satisfy admin-only, multipart and payment operations.
    expect(reached.size).toBeGreaterThan(operations.length / 3);
  });

  it('left no password hash and no query parameters in the log', () => {
    expect(log.text()).toContain('"statusCode":400');
    expect(log.text()).not.toMatch(/\$argon2/);
    expect(log.text()).not.toMatch(/params:/);
  });
});
