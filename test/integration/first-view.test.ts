import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfNeeded } from '../../scripts/build.mjs';
import { TIME_ZONE_COOKIE } from '../../src/common/first-view';
import { seedBigTrip } from '../support/big-trip';
import { samplePhoto, uploadPhoto } from '../support/photos';
import { startTestServer, type TestServer } from '../support/server';
import { ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

// The web app as `npm start` builds it, with its server build: the pages here are drawn by it.
let server: TestServer;
beforeAll(async () => {
  buildWebIfNeeded();
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

/** A traveller whose browser has named its time zone, as the app does at every start. */
async function travellerWithTrip(trip: Record<string, unknown>, timeZone = 'UTC') {
  const owner = await ownerWithTrip(server, trip);
  owner.client.cookies.set(TIME_ZONE_COOKIE, encodeURIComponent(timeZone));
  return owner;
}

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1];
interface FirstViewData {
  answers: Record<string, unknown>;
  fetched: Record<string, string>;
}
const dataOf = (html: string) => {
  const data = /<script type="application\/json" id="first-view-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return data === undefined ? undefined : (JSON.parse(data) as FirstViewData);
};
const answersOf = (html: string) => dataOf(html)?.answers;
const dataPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map((match) => match[1]);
/** The page as the browser gets it before its code runs: nothing drawn, nothing of anyone's data. */
const expectUndrawn = (html: string) => {
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('first-view-data');
};

describe('a trip page drawn on the server', () => {
  it("draws the owner's trip, with the answers it was drawn from, and names only the rest to fetch", async () => {
    const { client, tripId } = await travellerWithTrip({ title: 'Pacific Coast Highway' });
    await uploadPhoto(client, tripId, samplePhoto('dog'), 'dog.jpg');
    const page = await client.get(`/trips/${tripId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const root = rootOf(page.text) ?? '';
    expect(root).toMatch(/<h1[^>]*>Pacific Coast Highway<\/h1>/);
    expect(root).toContain('Trip Photos');
    const photos = (await client.get(`/api/trips/${tripId}/photos`)).body as { thumbnailFilename: string }[];
    expect(root).toContain(`/uploads/thumbs/${photos[0]?.thumbnailFilename}`);

    const trip = `/api/trips/${tripId}`;
    const answers = answersOf(page.text) ?? {};
    expect(Object.keys(answers)).toEqual([
      '/api/user',
      '/api/maintenance',
      trip,
      `${trip}/stops`,
      `${trip}/photos`,
    ]);
    for (const [url, answer] of Object.entries(answers))
      expect(answer, url).toEqual((await client.get(url)).body);
    expect(dataOf(page.text)?.fetched).toEqual({});
    // What came in the page is not fetched again; what is drawn lower is.
    expect(dataPreloads(page.text)).toEqual([`${trip}/route`, '/api/config']);
  });

  it('sends a page drawn again as it was while its trip is unchanged, compressed, and draws it anew after a change', async () => {
    const { client, tripId } = await travellerWithTrip({ title: 'Big Sur' });
    const first = await client.get(`/trips/${tripId}`, { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(rootOf(first.text)).toMatch(/<h1[^>]*>Big Sur<\/h1>/);
    const etag = first.headers.get('etag');
    const again = await client.get(`/trips/${tripId}`);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.text).toBe(first.text);
    expect((await client.get(`/trips/${tripId}`, { 'if-none-match': etag ?? '' })).status).toBe(304);

    expect((await client.put(`/api/trips/${tripId}`, { title: 'Big Sur Coast' })).status).toBe(200);
    const changed = await client.get(`/trips/${tripId}`);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(rootOf(changed.text)).toMatch(/<h1[^>]*>Big Sur Coast<\/h1>/);
    // Another reader of the same trip never gets the owner's page.
    const stranger = server.client();
    await signUp(stranger);
    stranger.cookies.set(TIME_ZONE_COOKIE, 'UTC');
    expectUndrawn((await stranger.get(`/trips/${tripId}`)).text);
  });

  it('names a long answer by its ETag for the page to fetch, rather than carrying it', async () => {
    // 200 photos are about 100 KB of JSON.
    const { client, tripId } = await seedBigTrip(server, {
      stops: 2,
      photosPerStop: 100,
      loosePhotos: 0,
      routePoints: 10,
      thumbnails: 1,
    });
    client.cookies.set(TIME_ZONE_COOKIE, 'UTC');
    const page = await client.get(`/trips/${tripId}`);
    const trip = `/api/trips/${tripId}`;
    expect(rootOf(page.text)).toContain('IMG_00001.jpg');
    const data = dataOf(page.text);
    expect(Object.keys(data?.answers ?? {})).toEqual([
      '/api/user',
      '/api/maintenance',
      trip,
      `${trip}/stops`,
    ]);
    const photos = await client.get(`${trip}/photos`);
    expect(photos.body).toHaveLength(200);
    expect(data?.fetched).toEqual({ [`${trip}/photos`]: photos.headers.get('etag') });
    expect(page.text).not.toContain('IMG_00200.jpg');
    expect(dataPreloads(page.text)).toEqual([`${trip}/photos`, `${trip}/route`, '/api/config']);
  });

  it('keeps what travellers write as text: no markup of theirs runs, in the page or in its answers', async () => {
    const hostile = '</script><script>alert(1)</script><b>bold</b> & <!--';
    const { client, tripId } = await travellerWithTrip({ title: hostile, description: hostile });
    const page = await client.get(`/trips/${tripId}`);
    expect(page.text).not.toContain('<script>alert(1)');
    expect(page.text).not.toContain('<b>bold');
    expect(rootOf(page.text)).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;b&gt;bold&lt;/b&gt; &amp;',
    );
    const answers = answersOf(page.text) ?? {};
    expect((answers[`/api/trips/${tripId}`] as { title: string }).title).toBe(hostile);
  });

  it('draws nothing of a trip its reader may not see, and nothing for a missing or malformed one', async () => {
    const owner = await travellerWithTrip({ title: 'Private Road Trip' });
    const stranger = server.client();
    await signUp(stranger);
    stranger.cookies.set(TIME_ZONE_COOKIE, 'UTC');
    const page = await stranger.get(`/trips/${owner.tripId}`);
    expect(page.status).toBe(200);
    expectUndrawn(page.text);
    expect(page.text).not.toContain('Private Road Trip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    for (const address of [
      '/trips/999999',
      '/trips/0',
      '/trips/abc',
      '/trips/99999999999999999999',
      '/trips/12abc',
    ]) {
      const other = await owner.client.get(address);
      expect(other.status, address).toBe(200);
      expectUndrawn(other.text);
    }
  });

  it('draws nothing without a session, with a session that has ended, or for a HEAD request', async () => {
    const { client, tripId } = await travellerWithTrip({ title: 'Desert Loop' });
    const anonymous = await server.client().get(`/trips/${tripId}`);
    expectUndrawn(anonymous.text);
    const forged = await server.client().get(`/trips/${tripId}`, { cookie: 'roadbook_sid=not-a-session' });
    expectUndrawn(forged.text);
    expect(forged.text).not.toContain('Desert Loop');
    const head = await fetch(`${server.baseUrl}/trips/${tripId}`, {
      method: 'HEAD',
      headers: { cookie: client.cookieHeader() },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-cache');
    const ended = client.withCookiesOn();
    expect((await client.post('/api/logout')).status).toBe(200);
    expectUndrawn((await ended.get(`/trips/${tripId}`)).text);
  });

  it("shows dates as the reader's browser does, and draws nothing for a browser that has not said its zone", async () => {
    // The trip starts at midnight UTC on May 1: still April 30 on the Pacific coast.
    const { client, tripId } = await travellerWithTrip({ title: 'Redwoods' }, 'America/Los_Angeles');
    expect(rootOf((await client.get(`/trips/${tripId}`)).text)).toContain('Apr 30, 2026 – May 07, 2026');
    client.cookies.set(TIME_ZONE_COOKIE, 'UTC');
    expect(rootOf((await client.get(`/trips/${tripId}`)).text)).toContain('May 01, 2026 – May 08, 2026');
    // Known by the server however it is spelt, each time it is named.
    client.cookies.set(TIME_ZONE_COOKIE, encodeURIComponent('america/los_angeles'));
    for (let visit = 0; visit < 2; visit++) {
      expect(rootOf((await client.get(`/trips/${tripId}`)).text)).toContain('Apr 30, 2026 – May 07, 2026');
    }
    for (const zone of ['Mars/Olympus_Mons', 'x'.repeat(200), '']) {
      client.cookies.set(TIME_ZONE_COOKIE, encodeURIComponent(zone));
      expectUndrawn((await client.get(`/trips/${tripId}`)).text);
    }
    client.cookies.delete(TIME_ZONE_COOKIE);
    expectUndrawn((await client.get(`/trips/${tripId}`)).text);
  });
});
