import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripShares } from '../../src/server/db/schema';
import { acceptShare } from '../../src/server/features/sharing/repo';
import { eventually } from '../support/eventually';
import type { TestClient } from '../support/http-client';
import { confirmSubscription, pay, publicLinkToken, SANDBOX_PAYMENTS } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';
import { makeAdmin, signUp } from '../support/users';

// Sessions, share links and trips are kept in memory between changes (decision record 022). Every change below
// must be seen by the very next request: through the API, straight in the database, or while the server could
// not hear the database's announcements.

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: SANDBOX_PAYMENTS });
  admin = server.client();
  const { account } = await signUp(admin);
  await makeAdmin(server, account.username);
});
afterAll(() => server.close());

/**
 * A statement run beside the server, as an operator's shell would, without waiting for the server to hear what it
 * changes; its rows.
 */
async function outside<Row extends pg.QueryResultRow>(
  statement: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client(server.database.pool.options);
  await client.connect();
  try {
    return (await client.query<Row>(statement, values)).rows;
  } finally {
    await client.end();
  }
}

describe('a session kept in memory', () => {
  it('is refused right after signing out, however many reads ran alongside', async () => {
    const traveller = server.client();
    await signUp(traveller);
    const stolen = traveller.withCookiesOn();
    expect((await stolen.get('/api/user')).status).toBe(200);
    const [signedOut, ...alongside] = await Promise.all([
      traveller.post('/api/logout'),
      ...Array.from({ length: 20 }, () => stolen.get('/api/user')),
    ]);
    expect(signedOut.status).toBe(200);
    for (const read of alongside) expect([200, 401]).toContain(read.status);
    const after = await Promise.all(Array.from({ length: 5 }, () => stolen.get('/api/user')));
    expect(after.map((read) => read.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('is refused right after its traveller is banned, and shows a changed plan at once', async () => {
    const traveller = server.client();
    const { user } = await signUp(traveller);
    expect((await traveller.get('/api/user')).body.subscriptionTier).toBe('free');
    const { intent } = await pay(traveller, 'premium');
    expect((await confirmSubscription(traveller, intent.paymentIntentId, 'premium')).status).toBe(200);
    expect((await traveller.get('/api/user')).body.subscriptionTier).toBe('premium');
    expect((await admin.post('/api/admin/users/ban', { userId: user.id, reason: 'Spam' })).status).toBe(200);
    expect((await traveller.get('/api/user')).status).toBe(401);
  });

  it('follows a change made straight in the database, announced by it', async () => {
    const traveller = server.client();
    const { user } = await signUp(traveller);
    expect((await traveller.get('/api/user')).body.firstName).not.toBe('Renamed');
    await outside('UPDATE users SET first_name = $1 WHERE id = $2', ['Renamed', user.id]);
    expect(
      await eventually(async () => (await traveller.get('/api/user')).body.firstName === 'Renamed'),
    ).toBe(true);
    await outside('DELETE FROM sessions WHERE user_id = $1', [user.id]);
    expect(await eventually(async () => (await traveller.get('/api/user')).status === 401)).toBe(true);
  });
});

describe('a share link kept in memory', () => {
  it('closes right after the owner revokes it, and asks for a password set since', async () => {
    const { client: owner, tripId, userId } = await ownerWithTrip(server);
    const token = await publicLinkToken(server, owner, userId, tripId);
    const reader = server.client();
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(200);
    const [share] = await server.database.db
      .select()
      .from(tripShares)
      .where(eq(tripShares.inviteToken, token));
    expect((await owner.patch(`/api/trip-shares/${share?.id}`, { password: 'a good password' })).status).toBe(
      200,
    );
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(401);
    expect((await owner.delete(`/api/trips/${tripId}/public-link`)).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(404);
  });

  it('shows the trip’s changes at once and closes when the trip is suspended or its owner banned', async () => {
    const { client: owner, tripId, user } = await ownerWithTrip(server);
    const token = await publicLinkToken(server, owner, user.id, tripId);
    const reader = server.client();
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(200);
    expect((await owner.put(`/api/trips/${tripId}`, { title: 'Renamed on the road' })).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).body.trip.title).toBe('Renamed on the road');
    expect((await admin.patch(`/api/admin/trips/${tripId}`, { status: 'suspended' })).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(404);
    expect((await admin.patch(`/api/admin/trips/${tripId}`, { status: 'active' })).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(200);
    expect((await admin.post('/api/admin/users/ban', { userId: user.id, reason: 'Spam' })).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(404);
  });

  it('expires while kept', async () => {
    const { client: owner, tripId, userId } = await ownerWithTrip(server);
    const token = await publicLinkToken(server, owner, userId, tripId);
    const soon = new Date(Date.now() + 1500);
    await server.database.db
      .update(tripShares)
      .set({ expiresAt: soon })
      .where(eq(tripShares.inviteToken, token));
    const reader = server.client();
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(200);
    expect((await reader.get(`/api/shared-trip/${token}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, soon.getTime() - Date.now() + 50));
    const expired = await reader.get(`/api/shared-trip/${token}`);
    expect(expired.status).toBe(404);
    expect(expired.body.message).toBe('This link has expired');
  });
});

describe('an e-mail invitation kept in memory', () => {
  it('is claimed by one of two travellers opening it at once, and never taken from them after', async () => {
    const { client: owner, tripId } = await ownerWithTrip(server);
    const invited = await owner.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'pal@example.com' });
    expect(invited.status).toBe(201);
    const token = invited.body.inviteToken;
    expect((await server.client().get(`/api/shared-trip/${token}`)).body.share.status).toBe('pending');
    const travellers = [server.client(), server.client()];
    const ids: number[] = [];
    for (const traveller of travellers) ids.push((await signUp(traveller)).user.id);
    const opened = await Promise.all(
      travellers.map((traveller) => traveller.get(`/api/shared-trip/${token}`)),
    );
    expect(opened.map((reply) => reply.status)).toEqual([200, 200]);
    const claimed = await Promise.all(
      travellers.map(async (traveller) => (await traveller.get('/api/shared-trips')).body.length),
    );
    expect([...claimed].sort()).toEqual([0, 1]);
    // Whoever opens it later through a row that still says pending (kept, or read a moment before) cannot take it.
    const [claimant, other] = claimed[0] === 1 ? ids : [...ids].reverse();
    expect(await acceptShare(server.database.db, invited.body.id, Number(other))).toBe(false);
    const [share] = await server.database.db
      .select()
      .from(tripShares)
      .where(eq(tripShares.id, invited.body.id));
    expect(share?.sharedWithId).toBe(claimant);
  });
});

describe('while the server cannot hear the database', () => {
  it('forgets what it kept, so a change made meanwhile is seen once it hears again', async () => {
    const traveller = server.client();
    const { user } = await signUp(traveller);
    expect((await traveller.get('/api/user')).body.firstName).not.toBe('Unheard');
    const listening = async () =>
      (
        await outside<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'roadbook-events'",
        )
      ).map((row) => row.pid);
    const [before] = await listening();
    expect(before).toBeDefined();
    // The announcement of this change goes to no one: the connection that listens for them is gone.
    await outside('SELECT pg_terminate_backend($1, 5000)', [before]);
    await outside("UPDATE users SET first_name = 'Unheard' WHERE id = $1", [user.id]);
    expect(await eventually(async () => (await listening()).some((pid) => pid !== before), 10_000)).toBe(
      true,
    );
    expect((await traveller.get('/api/user')).body.firstName).toBe('Unheard');
  });
});

describe('an emptied table', () => {
  it('ends every kept session at once (an operator’s TRUNCATE)', async () => {
    const traveller = server.client();
    await signUp(traveller);
    expect((await traveller.get('/api/user')).status).toBe(200);
    await outside('TRUNCATE sessions');
    expect(await eventually(async () => (await traveller.get('/api/user')).status === 401)).toBe(true);
  });
});
