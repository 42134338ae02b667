import { expect } from 'vitest';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import type { TestClient } from './http-client';

/** Asks for "Download my data" and waits until the ZIP is ready: the export's reply then. */
export async function readyExport(client: TestClient) {
  const requested = await client.post('/api/user/export');
  expect(requested.status).toBe(202);
  expect(requested.body).toEqual({ id: expect.any(String), status: 'queued' });
  const ready = await waitUntil(
    async () => {
      const answer = await client.get(`/api/user/exports/${requested.body.id}`);
      return ['ready', 'failed'].includes(answer.body.status) ? answer.body : undefined;
    },
    30_000,
    100,
  );
  expect(ready?.status).toBe('ready');
  return ready;
}
