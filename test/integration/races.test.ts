import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeJpeg, photoForm } from '../support/images';
import { imagesDerived } from '../support/photos';
import { confirmSubscription, pay, SANDBOX_PAYMENTS, setPlan } from '../support/plans';
import { trackPoints } from '../support/route-files';
import { startTestServer, type TestServer } from '../support/server';
import { createTrip } from '../support/trips';
import { storedUploads } from '../support/uploads';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: SANDBOX_PAYMENTS });
});
afterAll(() => server.close());

const storedFiles = (area: string) => storedUploads(server.dataDir, area);

describe('requests racing each other', () => {
  // 36 uploads, each checked, copied without metadata and thumbnailed: long on a busy two-core machine.
  it('answers uploads racing the deletion of their trip with 2xx or 404, and leaves no file', {
    timeout: 120_000,
  }, async () => {
    const client = server.client();
    await signUp(client);
    const photo = await makeJpeg({ width: 1200, height: 900, noise: true });
    const before = {
      photos: storedFiles('photos').length,
      shared: storedFiles('shared').length,
      thumbs: storedFiles('thumbs').length,
    };
    const seen = new Set<number>();
    for (let round = 0; round < 6; round++) {
      const trip = await createTrip(client);
      const uploads = Array.from({ length: 6 }, (_, i) =>
        client.post(`/api/trips/${trip.id}/photos`, photoForm(photo, `race-${round}-${i}.jpg`)),
      );
      // The deletion lands while the uploads are being received (even rounds), or right after the first one
      // committed, while the others wait their turn to commit (odd rounds).
      if (round % 2 === 0) await new Promise((resolve) => setTimeout(resolve, 30));
      else await Promise.race(uploads);
      const deleted = await client.delete(`/api/trips/${trip.id}`);
      expect(deleted.status).toBe(200);
      for (const answer of await Promise.all(uploads)) {
        expect([201, 404]).toContain(answer.status);
        if (answer.status === 404) expect(answer.body.message).toBe('Trip not found');
        seen.add(answer.status);
      }
    }
    // Both sides of the race were really run.
    expect([...seen].sort()).toEqual([201, 404]);
    // Copies are made in the background: a job that finds its photo deleted takes its files away again.
    await imagesDerived(server.database.db);
    expect(storedFiles('photos')).toHaveLength(before.photos);
    expect(storedFiles('shared')).toHaveLength(before.shared);
    expect(storedFiles('thumbs')).toHaveLength(before.thumbs);
    expect(storedFiles('.incoming')).toEqual([]);
  });

  it('extends the plan by two months when two different payments are confirmed at the same moment', async () => {
    const client = server.client();
    await signUp(client);
    const paid = [];
    for (let i = 0; i < 2; i++) {
      const { intent, charge } = await pay(client, 'premium');
      expect(charge.status).toBe(200);
      paid.push(intent.paymentIntentId);
    }
    const confirmed = await Promise.all(
      paid.map((paymentIntentId) => confirmSubscription(client, paymentIntentId, 'premium')),
    );
    expect(confirmed.map((answer) => answer.status)).toEqual([200, 200]);
    const expires = new Date((await client.get('/api/user')).body.subscriptionExpiresAt);
    const days = (expires.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(58);
    expect(days).toBeLessThan(63);
  });

  it('stores every point of simultaneous batches recorded on the road', async () => {
    const client = server.client();
    await signUp(client);
    const trip = await createTrip(client);
    const points = trackPoints(100).map((point) => ({ lat: point.lat, lng: point.lng, time: point.time }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        client.post(`/api/trips/${trip.id}/route/points`, { points: points.slice(i * 10, i * 10 + 10) }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.added, 0)).toBe(100);
    const route = (await client.get(`/api/trips/${trip.id}/route`)).body.routeData as { time: string }[];
    expect(route.map((point) => point.time)).toEqual(points.map((point) => point.time));
  });

  it('makes one share of a trip with one person, and one public link, however many requests arrive at once', async () => {
    const owner = server.client();
    const { user } = await signUp(owner);
    await setPlan(server, user.id, 'premium');
    const friend = server.client();
    const { user: friendUser } = await signUp(friend);
    const trip = await createTrip(owner);

    const shares = await Promise.all(
      Array.from({ length: 10 }, () =>
        owner.post(`/api/trips/${trip.id}/share`, { sharedWithId: friendUser.id }),
      ),
    );
    expect(shares.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(shares.filter((answer) => answer.status === 409)).toHaveLength(9);
    const invitations = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        owner.post(`/api/trips/${trip.id}/share`, {
          sharedWithEmail: i % 2 ? 'Pat@Example.com' : 'pat@example.com',
        }),
      ),
    );
    expect(invitations.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect((await owner.get(`/api/trips/${trip.id}/shares`)).body).toHaveLength(2);

    const links = await Promise.all(
      Array.from({ length: 10 }, () => owner.post(`/api/trips/${trip.id}/public-link`)),
    );
    expect(links.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(links.map((answer) => answer.body.shareUrl)).size).toBe(1);
  });
});
