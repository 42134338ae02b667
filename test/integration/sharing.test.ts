import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, tripReports, trips, users } from '../../src/server/db/schema';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { freePort, startTestServer, type TestServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';
import { addStop, createTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function ownerWithTrip() {
  const client = server.client();
  const { user, account } = await signUp(client, { firstName: 'Olive' });
  const trip = await createTrip(client, { title: 'Canyon Country' });
  return { client, user, account, tripId: trip.id };
}

describe('sharing with an account', () => {
  it('is accepted by the recipient reading it, not by a HEAD request', async () => {
    const { client: owner, tripId } = await ownerWithTrip();
    const reader = server.client();
    const { user: readerUser } = await signUp(reader);
    const shared = await owner.post(`/api/trips/${tripId}/share`, { sharedWithId: readerUser.id });
    const url = `/api/shared-trip/${shared.body.inviteToken}`;
    expect((await reader.request('HEAD', url)).status).toBe(200);
    expect((await owner.get(`/api/trips/${tripId}/shares`)).body[0].status).toBe('pending');
    expect((await reader.get(url)).status).toBe(200);
    expect((await owner.get(`/api/trips/${tripId}/shares`)).body[0].status).toBe('accepted');
  });

  it('shares, lists, opens (accepting), and removes', async () => {
    const { client: owner, account: ownerAccount, tripId } = await ownerWithTrip();
    const reader = server.client();
    const { user: readerUser, account: readerAccount } = await signUp(reader, { firstName: 'Rita' });

    const shared = await owner.post(`/api/trips/${tripId}/share`, {
      sharedWithId: readerUser.id,
      message: 'Look!',
    });
    expect(shared.status).toBe(201);
    expect(shared.body).toMatchObject({ status: 'pending', shareType: 'view', inviteMessage: 'Look!' });
    expect(shared.body.inviteToken).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const mail = await smtp.delivered((m) => m.to.includes(readerAccount.email));
    expect(mail?.subject).toBe('Olive shared "Canyon Country" with you');
    expect(mail?.text).toContain(`${server.baseUrl}/shared-trip/${shared.body.inviteToken}`);
    expect(mail?.text).toContain('Olive wrote: "Look!"');

    const again = await owner.post(`/api/trips/${tripId}/share`, { sharedWithId: readerUser.id });
    expect(again.status).toBe(409);

    const list = (await owner.get(`/api/trips/${tripId}/shares`)).body;
    expect(list).toHaveLength(1);
    expect(list[0].user).toMatchObject({
      id: readerUser.id,
      firstName: 'Rita',
      username: readerAccount.username,
    });
    expect(list[0].user.email).not.toBe(readerAccount.email);
    expect(list[0].user.email).toMatch(/^t\*+@example\.com$/);

    const inbox = (await reader.get('/api/shared-trips')).body;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      message: 'Look!',
      trip: { title: 'Canyon Country' },
      owner: { firstName: 'Olive' },
    });

    const opened = await reader.get(`/api/shared-trip/${shared.body.inviteToken}`);
    expect(opened.status).toBe(200);
    expect(opened.body.share.status).toBe('accepted');
    expect((await owner.get(`/api/trips/${tripId}/shares`)).body[0].status).toBe('accepted');
    expect(opened.text).not.toContain(ownerAccount.email);

    const removed = await owner.delete(`/api/trip-shares/${shared.body.id}`);
    expect(removed.status).toBe(200);
    expect((await reader.get('/api/shared-trips')).body).toEqual([]);
    expect((await reader.get(`/api/shared-trip/${shared.body.inviteToken}`)).status).toBe(404);
  });

  it('refuses sharing with oneself or an unknown account, and bad input', async () => {
    const { client, user, tripId } = await ownerWithTrip();
    const self = await client.post(`/api/trips/${tripId}/share`, { sharedWithId: user.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('This is your own trip');
    expect((await client.post(`/api/trips/${tripId}/share`, { sharedWithId: 999999 })).status).toBe(404);
    const neither = await client.post(`/api/trips/${tripId}/share`, { message: 'hi' });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toBe('Choose a person or enter an email address to share with');
    const badEmail = await client.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'nope' });
    expect(badEmail.body.message).toBe('Please enter a valid email');
  });
});

describe('sharing by e-mail', () => {
  it('sends a working invitation link that needs no account, which the invitee claims by opening it signed in', async () => {
    const { client: owner, tripId } = await ownerWithTrip();
    await addStop(owner, tripId, { name: 'Moab' });
    const response = await owner.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: 'Friend@Example.com',
    });
    expect(response.status).toBe(201);
    const mail = await smtp.delivered((m) => m.to.some((to) => to.toLowerCase() === 'friend@example.com'));
    const link = mail?.text.match(/https?:\/\/\S+\/shared-trip\/(\S+)/);
    expect(link?.[1]).toBe(response.body.inviteToken);

    const visitor = await server.client().get(`/api/shared-trip/${link?.[1]}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({
      share: { status: 'pending', message: null },
      trip: { title: 'Canyon Country' },
      owner: { firstName: 'Olive' },
      stops: [{ name: 'Moab' }],
      photos: [],
      route: { routeData: [] },
    });
    expect(visitor.body.trip).not.toHaveProperty('userId');
    expect(visitor.text).not.toMatch(/password|argon2/);

    const impostor = server.client();
    await signUp(impostor, { email: 'friend@example.com' });
    expect((await impostor.get('/api/shared-trips')).body).toEqual([]);

    const friend = server.client();
    await signUp(friend);
    const opened = await friend.get(`/api/shared-trip/${link?.[1]}`);
    expect(opened.body.share.status).toBe('accepted');
    expect(
      (await friend.get('/api/shared-trips')).body.map((s: { trip: { id: number } }) => s.trip.id),
    ).toEqual([tripId]);
    expect((await impostor.get('/api/shared-trips')).body).toEqual([]);
  });

  it('keeps the share while the mail server is down, and delivers the invitation once it answers', async () => {
    const port = await freePort();
    const later = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let mailServer: Awaited<ReturnType<typeof startSmtpServer>> | undefined;
    try {
      const client = later.client();
      await signUp(client);
      const trip = await createTrip(client);
      const response = await client.post(`/api/trips/${trip.id}/share`, {
        sharedWithEmail: 'someone@example.com',
      });
      expect(response.status).toBe(201);
      expect((await client.get(`/api/trips/${trip.id}/shares`)).body).toHaveLength(1);
      // The first try finds no mail server; the job is tried again 5–10 s later.
      const sendMailJob = async () =>
        (
          await later.database.pool.query(
            `SELECT state, retry_count, data->>'messageId' AS "messageId" FROM pgboss.job WHERE name = 'send-mail'`,
          )
        ).rows;
      for (let tries = 0; (await sendMailJob())[0]?.state !== 'retry'; tries++) {
        if (tries > 600) throw new Error('the e-mail job was not tried within 30 s');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      mailServer = await startSmtpServer(port);
      const mail = await mailServer.delivered((m) => m.to.includes('someone@example.com'), 60);
      expect(mail.text).toContain(`/shared-trip/${response.body.inviteToken}`);
      const rows = await sendMailJob();
      expect(rows).toHaveLength(1);
      expect(rows[0].retry_count).toBeGreaterThan(0);
      // The Message-ID set when it was queued, the same on every try.
      expect(mail.messageId).toBe(rows[0].messageId);
      expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@127\.0\.0\.1>$/);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(mailServer.received).toHaveLength(1);
    } finally {
      await later.close();
      await mailServer?.close();
    }
  }, 90_000);

  it('queues one invitation for simultaneous shares to one address, of which one is made', async () => {
    const { client, tripId } = await ownerWithTrip();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'twice@example.com' }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    await smtp.delivered((m) => m.to.includes('twice@example.com'));
    const { rows } = await server.database.pool.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'send-mail' AND data->>'to' = 'twice@example.com'`,
    );
    expect(rows[0].n).toBe(1);
    expect(smtp.received.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });
});

describe('share links that no longer work', () => {
  it('answer 404 for an unknown token, a suspended trip and a banned owner', async () => {
    const { client, user, tripId } = await ownerWithTrip();
    const { body } = await client.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'x@example.com' });
    const visitor = server.client();
    expect((await visitor.get('/api/shared-trip/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await visitor.get('/api/shared-trip/not-a-token!')).status).toBe(400);
    await server.database.db.update(trips).set({ status: 'suspended' }).where(eq(trips.id, tripId));
    expect((await visitor.get(`/api/shared-trip/${body.inviteToken}`)).status).toBe(404);
    await server.database.db.update(trips).set({ status: 'active' }).where(eq(trips.id, tripId));
    expect((await visitor.get(`/api/shared-trip/${body.inviteToken}`)).status).toBe(200);
    await server.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    const banned = await visitor.get(`/api/shared-trip/${body.inviteToken}`);
    expect(banned.status).toBe(404);
    expect(banned.body.message).toBe('Trip not found');
  });
});

describe('files through a share link', () => {
  it('serves the trip photos to a visitor holding the token, and nothing else', async () => {
    const { client, tripId } = await ownerWithTrip();
    const photo = (await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'a.jpg')))
      .body;
    const { body: share } = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: 'v@example.com',
    });
    const visitor = server.client();
    expect((await visitor.get(`/uploads/${photo.filename}?share=${share.inviteToken}`)).status).toBe(200);
    expect(
      (await visitor.get(`/uploads/thumbs/${photo.thumbnailFilename}?share=${share.inviteToken}`)).status,
    ).toBe(200);
    expect((await visitor.get(`/uploads/${photo.filename}`)).status).toBe(401);

    const other = await ownerWithTrip();
    const { body: otherShare } = await other.client.post(`/api/trips/${other.tripId}/share`, {
      sharedWithEmail: 'w@example.com',
    });
    expect((await visitor.get(`/uploads/${photo.filename}?share=${otherShare.inviteToken}`)).status).toBe(
      404,
    );
  });
});

describe('public links', () => {
  it('are for Premium and up, show as shareUrl, work signed out, and can be revoked', async () => {
    const { client, user, tripId } = await ownerWithTrip();
    const free = await client.post(`/api/trips/${tripId}/public-link`);
    expect(free.status).toBe(403);
    expect(free.body.message).toBe(
      'The Premium plan is needed for public trip links. Upgrade your plan to use it.',
    );
    await setPlan(server, user.id, 'premium');
    const created = await client.post(`/api/trips/${tripId}/public-link`);
    expect(created.status).toBe(200);
    expect(created.body.shareUrl).toMatch(new RegExp(`^${server.baseUrl}/shared-trip/[A-Za-z0-9_-]{22}$`));
    expect((await client.post(`/api/trips/${tripId}/public-link`)).body.shareUrl).toBe(created.body.shareUrl);
    expect((await client.get(`/api/trips/${tripId}`)).body.shareUrl).toBe(created.body.shareUrl);
    expect((await client.get(`/api/trips/${tripId}/shares`)).body).toEqual([]);

    const token = created.body.shareUrl.split('/').pop();
    expect((await server.client().get(`/api/shared-trip/${token}`)).status).toBe(200);
    expect((await client.delete(`/api/trips/${tripId}/public-link`)).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}`)).body.shareUrl).toBeNull();
    expect((await server.client().get(`/api/shared-trip/${token}`)).status).toBe(404);
  });
});

describe('reports', () => {
  it('records a report of a shared trip, signed in or not', async () => {
    const { client, tripId } = await ownerWithTrip();
    const { body: share } = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: 'r@example.com',
    });
    const response = await server
      .client()
      .post(`/api/shared-trip/${share.inviteToken}/report`, { reason: 'Spam links' });
    expect(response.status).toBe(201);
    const tooShort = await server
      .client()
      .post(`/api/shared-trip/${share.inviteToken}/report`, { reason: 'x' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toBe('Tell us what is wrong with this trip');
    expect(
      (await server.client().post('/api/shared-trip/BBBBBBBBBBBBBBBBBBBBBB/report', { reason: 'Spam' }))
        .status,
    ).toBe(404);
    const reports = await server.database.db.select().from(tripReports).where(eq(tripReports.tripId, tripId));
    expect(reports).toMatchObject([{ reason: 'Spam links', status: 'open', reporterId: null }]);
  });
});

describe('user search', () => {
  it('finds people by name or username, masks e-mails, leaves out the caller, and gives at most 10', async () => {
    const searcher = server.client();
    await signUp(searcher, { username: 'zed_searcher', firstName: 'Zelda' });
    for (let i = 0; i < 12; i++)
      await signUp(server.client(), { username: `zebra_${i}_${Date.now()}`, firstName: 'Zack' });
    const response = await searcher.get('/api/users/search?q=ze');
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(10);
    expect(response.body.every((u: { username: string }) => u.username !== 'zed_searcher')).toBe(true);
    expect(response.body[0]).toEqual({
      id: expect.any(Number),
      username: expect.any(String),
      firstName: 'Zack',
      email: expect.stringMatching(/^t\*+@example\.com$/),
    });
    expect((await searcher.get('/api/users/search?q=z')).status).toBe(400);
    expect((await server.client().get('/api/users/search?q=ze')).status).toBe(401);
  });
});

describe('GET /api/trips/:id/export/data', () => {
  it('gives the trip, ordered stops, photos grouped by stop and metadata', async () => {
    const { client, tripId } = await ownerWithTrip();
    const moab = await addStop(client, tripId, { name: 'Moab', latitude: 38.5733, longitude: -109.5498 });
    await addStop(client, tripId, { name: 'Zion', latitude: 37.2982, longitude: -113.0263 });
    await client.post(
      `/api/trips/${tripId}/photos`,
      photoForm(await makeJpeg(), 'a.jpg', { stopId: String(moab.id) }),
    );
    await client.post(`/api/trips/${tripId}/photos`, photoForm(await makeJpeg(), 'b.jpg'));
    const response = await client.get(`/api/trips/${tripId}/export/data`);
    expect(response.status).toBe(200);
    expect(response.body.trip.title).toBe('Canyon Country');
    expect(response.body.stops.map((s: { name: string }) => s.name)).toEqual(['Moab', 'Zion']);
    expect(response.body.photos).toHaveLength(2);
    expect(Object.keys(response.body.photosByStop)).toEqual([String(moab.id)]);
    expect(response.body.metadata).toEqual({ totalStops: 2, totalPhotos: 2, duration: 7 });
  });
});

describe("someone else's shares", () => {
  it('answer 404 on every share endpoint, and 401 without a session', async () => {
    const { client, tripId } = await ownerWithTrip();
    const { body: share } = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithEmail: 's@example.com',
    });
    const stranger = server.client();
    const { user } = await signUp(stranger);
    await setPlan(server, user.id, 'pro');
    for (const response of [
      await stranger.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'me@example.com' }),
      await stranger.get(`/api/trips/${tripId}/shares`),
      await stranger.delete(`/api/trip-shares/${share.id}`),
      await stranger.post(`/api/trips/${tripId}/public-link`),
      await stranger.delete(`/api/trips/${tripId}/public-link`),
      await stranger.get(`/api/trips/${tripId}/export/data`),
    ]) {
      expect(response.status).toBe(404);
    }
    expect((await client.get(`/api/trips/${tripId}/shares`)).body).toHaveLength(1);
    const anonymous = server.client();
    for (const response of [
      await anonymous.post(`/api/trips/${tripId}/share`, { sharedWithEmail: 'me@example.com' }),
      await anonymous.get(`/api/trips/${tripId}/shares`),
      await anonymous.delete(`/api/trip-shares/${share.id}`),
      await anonymous.get('/api/shared-trips'),
      await anonymous.get(`/api/trips/${tripId}/export/data`),
    ]) {
      expect(response.status).toBe(401);
    }
  });
});

describe('sharing with the offline outbox', () => {
  it('keeps the invitation in the outbox and answers at once', async () => {
    const offline = await startTestServer();
    try {
      const client = offline.client();
      await signUp(client, { firstName: 'Olive' });
      const trip = await createTrip(client);
      const response = await client.post(`/api/trips/${trip.id}/share`, {
        sharedWithEmail: 'pal@example.com',
      });
      expect(response.status).toBe(201);
      const [mail] = await offline.database.db.select().from(outbox).where(eq(outbox.to, 'pal@example.com'));
      expect(mail?.text).toContain(`/shared-trip/${response.body.inviteToken}`);
    } finally {
      await offline.close();
    }
  });
});
