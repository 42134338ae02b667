import type { TestClient, TestResponse } from './http-client';
import { ownerWithTrip } from './trips';

/** A traveller with a trip (2026-05-01 to 05-08 unless overridden) and a device of `app` that has no trip of its own. */
export async function ownerWithDevice(
  server: { client(): TestClient },
  app: string,
  tripOverrides: Record<string, unknown> = {},
) {
  const owner = await ownerWithTrip(server, tripOverrides);
  const created = await owner.client.post('/api/devices', { name: `${app} phone`, app });
  if (created.status !== 201) throw new Error(`device creation failed: ${created.status} ${created.text}`);
  return { ...owner, device: created.body as { id: number; token: string } };
}

/** A phone's request: no cookies, the token where its app puts it. */
export async function phone(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(new URL(path, baseUrl), {
    method: init.method ?? 'POST',
    body: init.body,
    headers: init.headers,
  });
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('content-type')?.includes('application/json') && text !== '')
    body = JSON.parse(text);
  return { status: response.status, body: body as TestResponse['body'], text };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});
export const json = { 'content-type': 'application/json' };
export const form = { 'content-type': 'application/x-www-form-urlencoded' };
