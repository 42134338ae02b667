import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripShares, trips, users } from '../../src/server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function insertTrip(userId: number, title: string, status: 'active' | 'suspended' = 'active') {
  const [trip] = await server.database.db
    .insert(trips)
    .values({
      userId,
      title,
      startLocation: 'Denver',
      endLocation: 'Moab',
      startDate: new Date('2026-05-01'),
      endDate: new Date('2026-05-07'),
      status,
    })
    .returning();
  if (!trip) throw new Error('no trip');
  return trip;
}

describe('GET /api/trips', () => {
  it("lists the user's own trips, newest first, and nobody else's", async () => {
    const me = server.client();
    const { user } = await signUp(me);
    const { user: other } = await signUp(server.client());
    expect((await me.get('/api/trips')).body).toEqual([]);
    await insertTrip(user.id, 'First');
    await insertTrip(user.id, 'Second');
    await insertTrip(other.id, 'Not mine');
    const response = await me.get('/api/trips');
    expect(response.status).toBe(200);
    expect(response.body.map((t: { title: string }) => t.title)).toEqual(['Second', 'First']);
    expect(response.body[0]).toMatchObject({ totalMiles: 0, drivingTime: '0h 0m', status: 'active' });
  });
});

describe('GET /api/shared-trips', () => {
  it('lists trips shared with the account, and e-mail invitations once opened, and hides suspended or banned ones', async () => {
    const { user: owner } = await signUp(server.client(), { firstName: 'Olive' });
    const reader = server.client();
    const { user } = await signUp(reader);
    const byId = await insertTrip(owner.id, 'Shared by id');
    const byEmail = await insertTrip(owner.id, 'Shared by email');
    const suspended = await insertTrip(owner.id, 'Suspended', 'suspended');
    await server.database.db.insert(tripShares).values([
      {
        tripId: byId.id,
        ownerId: owner.id,
        sharedWithId: user.id,
        inviteToken: 'token-id',
        inviteMessage: 'Enjoy!',
      },
      {
        tripId: byEmail.id,
        ownerId: owner.id,
        sharedWithEmail: user.email.toUpperCase(),
        inviteToken: 'token-mail',
      },
      { tripId: suspended.id, ownerId: owner.id, sharedWithId: user.id, inviteToken: 'token-suspended' },
    ]);

    expect((await reader.get('/api/shared-trips')).body).toHaveLength(1);
    expect((await reader.get('/api/shared-trip/token-mail')).status).toBe(400);
    await server.database.db
      .update(tripShares)
      .set({ inviteToken: 'token-mail-0123456789' })
      .where(eq(tripShares.inviteToken, 'token-mail'));
    expect((await reader.get('/api/shared-trip/token-mail-0123456789')).status).toBe(200);
    const response = await reader.get('/api/shared-trips');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(2);
    const shared = response.body.find((s: { inviteToken: string }) => s.inviteToken === 'token-id');
    expect(shared).toMatchObject({
      message: 'Enjoy!',
      trip: { title: 'Shared by id' },
      owner: { id: owner.id, firstName: 'Olive', username: owner.username },
    });
    expect(JSON.stringify(response.body)).not.toContain(owner.email);

    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, owner.id));
    expect((await reader.get('/api/shared-trips')).body).toEqual([]);
  });
});
