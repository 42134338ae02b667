import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import type { TestClient } from '../support/http-client';
import { freePort, startTestServer, type TestServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';
import { ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let offline: TestServer;
let online: TestServer;
/** Its mail server never answers: its invitations stay queued. */
let unreachable: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  [offline, online, unreachable] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { SMTP_URL: smtp.url } }),
    freePort().then((port) => startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), online.close(), unreachable.close()]);
  await smtp.close();
});

const invite = (client: TestClient, tripId: number, sharedWithEmail: string) =>
  client.post(`/api/trips/${tripId}/share`, { sharedWithEmail });
const listed = async (client: TestClient, tripId: number) =>
  (await client.get(`/api/trips/${tripId}/shares`)).body as { id: number; delivery: string | null }[];

describe('an e-mail invitation with no mail server set up', () => {
  it('is kept but not sent, in the reply and in the share list', async () => {
    const { client, tripId } = await ownerWithTrip(offline);
    const response = await invite(client, tripId, 'pal@example.com');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ sharedWithEmail: 'pal@example.com', delivery: 'not-sent' });
    expect(await listed(client, tripId)).toEqual([
      expect.objectContaining({ id: response.body.id, delivery: 'not-sent' }),
    ]);
  });

  it('to an account is not sent either, and the server says mail is not set up', async () => {
    const { client, tripId } = await ownerWithTrip(offline);
    const friend = offline.client();
    const { user } = await signUp(friend);
    const response = await client.post(`/api/trips/${tripId}/share`, { sharedWithId: user.id });
    expect(response.body.delivery).toBe('not-sent');
    expect((await offline.client().get('/api/config')).body.services.mail).toBe(false);
  });
});

describe('an e-mail invitation through a mail server', () => {
  it('is queued, then sent once the mail server accepted it', async () => {
    const { client, tripId } = await ownerWithTrip(online);
    const response = await invite(client, tripId, 'road-friend@example.com');
    expect(response.status).toBe(201);
    expect(response.body.delivery).toBe('queued');
    const mail = await smtp.delivered((m) => m.to.includes('road-friend@example.com'));
    expect(mail.text).toContain(`/shared-trip/${response.body.inviteToken}`);
    expect(await eventually(async () => (await listed(client, tripId))[0]?.delivery === 'sent', 10_000)).toBe(
      true,
    );
    expect((await online.client().get('/api/config')).body.services.mail).toBe(true);
  });
});

describe('invitations mailed before their delivery was kept', () => {
  const migration = fs.readFileSync('src/server/db/migrations/0030_share_delivery_backfill.sql', 'utf8');
  /** The share rows as a server before the delivery column left them, then the migration run over them. */
  async function forgottenThenMigrated(server: TestServer) {
    const { db } = server.database;
    await db.execute(sql`UPDATE trip_shares SET invitation_delivery = NULL`);
    await db.transaction(async (tx) => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await tx.execute(sql.raw(statement));
    });
  }

  it('are not-sent when kept in the outbox, sent once the mail server took them, queued while it has not', async () => {
    const kept = await ownerWithTrip(offline);
    const keptShare = (await invite(kept.client, kept.tripId, 'kept@example.com')).body;
    const mailed = await ownerWithTrip(online);
    const mailedShare = (await invite(mailed.client, mailed.tripId, 'mailed@example.com')).body;
    await smtp.delivered((m) => m.to.includes('mailed@example.com'));
    expect(
      await eventually(
        async () => (await listed(mailed.client, mailed.tripId))[0]?.delivery === 'sent',
        10_000,
      ),
    ).toBe(true);
    const stuck = await ownerWithTrip(unreachable);
    const stuckShare = (await invite(stuck.client, stuck.tripId, 'stuck@example.com')).body;
    expect(stuckShare.delivery).toBe('queued');

    await Promise.all([offline, online, unreachable].map(forgottenThenMigrated));
    const deliveryOf = async (client: TestClient, tripId: number, id: number) =>
      (await listed(client, tripId)).find((share) => share.id === id)?.delivery;
    expect(await deliveryOf(kept.client, kept.tripId, keptShare.id)).toBe('not-sent');
    expect(await deliveryOf(mailed.client, mailed.tripId, mailedShare.id)).toBe('sent');
    expect(await deliveryOf(stuck.client, stuck.tripId, stuckShare.id)).toBe('queued');
  });
});

describe('who may invite and read the invitations', () => {
  it('refuses an address that is not one, with a message and a code', async () => {
    const { client, tripId } = await ownerWithTrip(offline);
    const response = await invite(client, tripId, 'pal-at-example');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message: 'Please enter a valid email', code: 'validation' });
    expect(await listed(client, tripId)).toEqual([]);
  });

  it("answers 404 for someone else's trip and 401 without a session", async () => {
    const { client, tripId } = await ownerWithTrip(offline);
    await invite(client, tripId, 'pal@example.com');
    const stranger = await ownerWithTrip(offline);
    const theirs = await invite(stranger.client, tripId, 'other@example.com');
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('not_found');
    expect((await stranger.client.get(`/api/trips/${tripId}/shares`)).status).toBe(404);
    const anonymous = offline.client();
    expect((await invite(anonymous, tripId, 'other@example.com')).status).toBe(401);
    const list = await anonymous.get(`/api/trips/${tripId}/shares`);
    expect(list.status).toBe(401);
    expect(list.body.code).toBe('unauthorized');
    expect(await listed(client, tripId)).toHaveLength(1);
  });
});
