import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripShares } from '../../src/server/db/schema';
import { DEFAULT_AUTH_LIMITS } from '../../src/server/features/auth/rate-limits';
import { closeGracefully } from '../../src/server/http/close-gracefully';
import type { TestClient } from '../support/http-client';
import { makeJpeg, photoForm } from '../support/images';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString();

async function tripWithPhoto() {
  const owner = await ownerWithTrip(server);
  const photo = await owner.client.post(
    `/api/trips/${owner.tripId}/photos`,
    photoForm(await makeJpeg(), 'view.jpg'),
  );
  expect(photo.status).toBe(201);
  return { ...owner, photo: photo.body as { filename: string; thumbnailFilename: string } };
}

async function invite(owner: TestClient, tripId: number, settings: Record<string, unknown> = {}) {
  const response = await owner.post(`/api/trips/${tripId}/share`, {
    sharedWithEmail: `guest.${Math.random().toString(36).slice(2)}@example.com`,
    ...settings,
  });
  expect(response.status).toBe(201);
  return response.body;
}

const expire = (shareId: number) =>
  server.database.db
    .update(tripShares)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(tripShares.id, shareId));

describe('share links with an expiry', () => {
  it('open until the expiry, then answer 404 "This link has expired", files too', async () => {
    const { client, tripId, photo } = await tripWithPhoto();
    const expiresAt = inAWeek();
    const share = await invite(client, tripId, { expiresAt });
    expect(share).toMatchObject({
      expiresAt,
      hasPassword: false,
      includeLocations: false,
      allowDownload: true,
      lastOpenedAt: null,
      openCount: 0,
    });
    const visitor = server.client();
    const open = await visitor.get(`/api/shared-trip/${share.inviteToken}`);
    expect(open.status).toBe(200);
    expect(open.body.share.expiresAt).toBe(expiresAt);

    await expire(share.id);
    const expired = await visitor.get(`/api/shared-trip/${share.inviteToken}`);
    expect(expired.status).toBe(404);
    expect(expired.body).toEqual({ message: 'This link has expired', code: 'not_found' });
    for (const url of [`/uploads/${photo.filename}`, `/uploads/thumbs/${photo.thumbnailFilename}`]) {
      const file = await visitor.get(`${url}?share=${share.inviteToken}`);
      expect(file.status).toBe(404);
      expect(file.body.message).toBe('This link has expired');
    }
    const unlock = await visitor.post(`/api/shared-trip/${share.inviteToken}/unlock`, {
      password: 'whatever',
    });
    expect(unlock.status).toBe(404);

    const renewed = await client.patch(`/api/trip-shares/${share.id}`, { expiresAt: null });
    expect(renewed.body.expiresAt).toBeNull();
    expect((await visitor.get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);

    const unchanged = await client.patch(`/api/trip-shares/${share.id}`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ id: share.id, expiresAt: null, hasPassword: false });
  });

  it('leaves the recipient’s Shared with Me once expired', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const reader = server.client();
    const { user } = await signUp(reader);
    const { body: share } = await client.post(`/api/trips/${tripId}/share`, {
      sharedWithId: user.id,
      expiresAt: inAWeek(),
    });
    expect((await reader.get('/api/shared-trips')).body).toHaveLength(1);
    await expire(share.id);
    expect((await reader.get('/api/shared-trips')).body).toEqual([]);
  });

  it('refuses an expiry in the past or not a date, and a short password, with a message', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    for (const [settings, message] of [
      [{ expiresAt: '2020-01-01T00:00:00.000Z' }, 'The expiry must be in the future'],
      [{ expiresAt: 'next tuesday' }, 'Expiry must be an ISO date-time'],
      [{ password: 'abc' }, 'Password must be at least 6 characters'],
      [{ includeLocations: 'yes' }, 'includeLocations must be true or false'],
    ] as const) {
      const refused = await client.post(`/api/trips/${tripId}/share`, {
        sharedWithEmail: 'x@example.com',
        ...settings,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message, code: 'validation' });
    }
  });
});

describe('share links with a password', () => {
  it('ask for it, remember the unlock for that link only, and guard the files', async () => {
    const { client, tripId, photo } = await tripWithPhoto();
    const share = await invite(client, tripId, { password: 'open sesame' });
    const other = await invite(client, tripId, { password: 'another one' });
    expect(share.hasPassword).toBe(true);
    expect(JSON.stringify(share)).not.toMatch(/argon2|open sesame/);

    const visitor = server.client();
    const locked = await visitor.get(`/api/shared-trip/${share.inviteToken}`);
    expect(locked.status).toBe(401);
    expect(locked.body).toEqual({
      message: 'This trip is protected by a password',
      code: 'password_required',
    });
    const file = `/uploads/${photo.filename}?share=${share.inviteToken}`;
    expect((await visitor.get(file)).status).toBe(401);

    const wrong = await visitor.post(`/api/shared-trip/${share.inviteToken}/unlock`, {
      password: 'open sesam',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Wrong password', code: 'unauthorized' });
    const empty = await visitor.post(`/api/shared-trip/${share.inviteToken}/unlock`, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: 'Password is required', code: 'validation' });

    const unlocked = await visitor.post(`/api/shared-trip/${share.inviteToken}/unlock`, {
      password: 'open sesame',
    });
    expect(unlocked.status).toBe(204);
    const cookie = unlocked.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^roadbook_link_[\w-]+=[\w-]+; .*HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await visitor.get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);
    expect((await visitor.bytes(file)).status).toBe(200);
    expect(
      (await visitor.get(`/uploads/thumbs/${photo.thumbnailFilename}?share=${share.inviteToken}`)).status,
    ).toBe(200);
    expect((await visitor.get(`/api/shared-trip/${other.inviteToken}`)).status).toBe(401);
    // One link's unlock, presented under another link's cookie name, opens nothing.
    const cookieOf = (client: TestClient) =>
      [...client.cookies].find(([key]) => key.startsWith('roadbook_link_')) as [string, string];
    const otherVisitor = server.client();
    await otherVisitor.post(`/api/shared-trip/${other.inviteToken}/unlock`, { password: 'another one' });
    const [otherName, otherValue] = cookieOf(otherVisitor);
    const [name, value] = cookieOf(visitor);
    expect(otherName).not.toBe(name);
    const forger = server.client();
    forger.cookies.set(otherName, value);
    expect((await forger.get(`/api/shared-trip/${other.inviteToken}`)).status).toBe(401);
    forger.cookies.set(otherName, otherValue);
    expect((await forger.get(`/api/shared-trip/${other.inviteToken}`)).status).toBe(200);

    const changed = await client.patch(`/api/trip-shares/${share.id}`, { password: 'new secret' });
    expect(changed.status).toBe(200);
    expect((await visitor.get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(401);
    const cleared = await client.patch(`/api/trip-shares/${share.id}`, { password: null });
    expect(cleared.body.hasPassword).toBe(false);
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);
  });

  it('guard public links too, set when creating the link or later', async () => {
    const { client, tripId, userId } = await ownerWithTrip(server);
    await setPlan(server, userId, 'premium');
    expect((await client.get(`/api/trips/${tripId}/public-link`)).body).toBeNull();
    const created = await client.post(`/api/trips/${tripId}/public-link`, {
      password: 'let me in',
      expiresAt: inAWeek(),
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ hasPassword: true, openCount: 0, includeLocations: false });
    const token = String(created.body.shareUrl).split('/').pop();
    expect((await server.client().get(`/api/shared-trip/${token}`)).status).toBe(401);
    const again = await client.post(`/api/trips/${tripId}/public-link`, { password: null });
    expect(again.body).toMatchObject({ shareUrl: created.body.shareUrl, hasPassword: false });
    expect((await server.client().get(`/api/shared-trip/${token}`)).status).toBe(200);
    expect((await client.get(`/api/trips/${tripId}/public-link`)).body).toMatchObject({
      id: created.body.id,
      hasPassword: false,
      openCount: 1,
    });
  });

  it('count password attempts as sign-in does: ten from one address, then 429', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const share = await invite(client, tripId, { password: 'open sesame' });
    const guesser = server.client();
    const attempts = DEFAULT_AUTH_LIMITS.unlockFailuresPerLinkAndIp.points;
    const guesses = await Promise.all(
      Array.from({ length: attempts }, (_, i) =>
        guesser.post(`/api/shared-trip/${share.inviteToken}/unlock`, { password: `guess ${i}` }),
      ),
    );
    expect(guesses.map((guess) => guess.status)).toEqual(Array(attempts).fill(401));
    const blocked = await guesser.post(`/api/shared-trip/${share.inviteToken}/unlock`, {
      password: 'open sesame',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stop wrong passwords from many addresses at a ceiling that right passwords never count towards, without closing the link to a reader who has not guessed wrong', async () => {
    const limited = await startTestServer({
      authLimits: {
        ...DEFAULT_AUTH_LIMITS,
        unlockPerIp: { points: 1000, seconds: 60 },
        unlockFailuresPerLink: { points: 4, seconds: 60 },
      },
      env: { TRUST_PROXY: 'true' },
    });
    try {
      const { client, tripId } = await ownerWithTrip(limited);
      const share = await invite(client, tripId, { password: 'open sesame' });
      const unlock = (password: string, address: string) =>
        limited
          .client()
          .post(`/api/shared-trip/${share.inviteToken}/unlock`, { password }, { 'x-forwarded-for': address });
      for (let i = 0; i < 6; i++) expect((await unlock('open sesame', '203.0.113.1')).status).toBe(204);
      // Two guessers reach the ceiling of four wrong passwords.
      for (let i = 0; i < 2; i++) expect((await unlock(`guess ${i}`, '198.51.100.1')).status).toBe(401);
      for (let i = 2; i < 4; i++) expect((await unlock(`guess ${i}`, '198.51.100.2')).status).toBe(401);
      // A guesser's further attempts are refused, the right password too: that address has guessed wrong.
      const refused = await unlock('guess 5', '198.51.100.1');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await unlock('open sesame', '198.51.100.2')).status).toBe(429);
      // Readers elsewhere still get in with the right password, again and again.
      for (let i = 0; i < 3; i++) {
        const reader = await unlock('open sesame', '203.0.113.1');
        expect(reader.status).toBe(204);
        expect(reader.headers.get('set-cookie')).toContain('roadbook_link_');
      }
      expect((await unlock('open sesame', '192.0.2.7')).status).toBe(204);
      // A new address gets one check while the ceiling holds: a wrong password ends its tries for its window.
      expect((await unlock('guess 6', '192.0.2.8')).status).toBe(401);
      expect((await unlock('open sesame', '192.0.2.8')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('how often a link was opened', () => {
  it('counts every read answered 200, not a 304, simultaneous ones included, for the owner to see', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const share = await invite(client, tripId);
    const reads = await Promise.all(
      Array.from({ length: 8 }, () => server.client().get(`/api/shared-trip/${share.inviteToken}`)),
    );
    expect(reads.map((read) => read.status)).toEqual(Array(8).fill(200));
    const etag = reads[0]?.headers.get('etag') ?? '';
    expect(new Set(reads.map((read) => read.headers.get('etag')))).toEqual(new Set([etag]));
    const notModified = await server
      .client()
      .get(`/api/shared-trip/${share.inviteToken}`, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    // A HEAD answers 200 without the trip: no one read it.
    const head = await fetch(`${server.baseUrl}/api/shared-trip/${share.inviteToken}`, { method: 'HEAD' });
    expect(head.status).toBe(200);

    const [listed] = (await client.get(`/api/trips/${tripId}/shares`)).body;
    expect(listed.openCount).toBe(8);
    expect(Date.now() - new Date(listed.lastOpenedAt).getTime()).toBeLessThan(60_000);
    // Counting does not change the reply, so readers keep their cached copy.
    const later = await server
      .client()
      .get(`/api/shared-trip/${share.inviteToken}`, { 'if-none-match': etag });
    expect(later.status).toBe(304);
  });
});

describe('openings counted while the server runs', () => {
  it('are all written when the server stops, with no owner asking for them', async () => {
    const own = await startTestServer();
    try {
      const { client, tripId } = await ownerWithTrip(own);
      const share = await client.post(`/api/trips/${tripId}/share`, {
        sharedWithEmail: 'reader@example.com',
      });
      const reads = await Promise.all(
        Array.from({ length: 5 }, () => own.client().get(`/api/shared-trip/${share.body.inviteToken}`)),
      );
      expect(reads.map((read) => read.status)).toEqual(Array(5).fill(200));
      const stored = () => own.database.db.select().from(tripShares).where(eq(tripShares.id, share.body.id));
      await closeGracefully(own.app, 2000);
      const [row] = await stored();
      expect(row?.openCount).toBe(5);
      expect(Date.now() - (row?.lastOpenedAt?.getTime() ?? 0)).toBeLessThan(60_000);
    } finally {
      await own.close();
    }
  });
});

describe("someone else's links", () => {
  it('cannot be changed or read: 404 for another traveller, 401 without a session', async () => {
    const { client, tripId } = await ownerWithTrip(server);
    const share = await invite(client, tripId);
    const stranger = server.client();
    await signUp(stranger);
    expect((await stranger.patch(`/api/trip-shares/${share.id}`, { password: 'hijacked' })).status).toBe(404);
    expect((await stranger.get(`/api/trips/${tripId}/public-link`)).status).toBe(404);
    expect(
      (await server.client().patch(`/api/trip-shares/${share.id}`, { allowDownload: false })).status,
    ).toBe(401);
    expect((await server.client().get(`/api/trips/${tripId}/public-link`)).status).toBe(401);
    expect((await server.client().get(`/api/shared-trip/${share.inviteToken}`)).status).toBe(200);
  });
});
