import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually';
import type { TestClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/server';
import { startSmtpServer } from '../support/smtp';
import { ownerWithTrip } from '../support/trips';
import { signUp } from '../support/users';

let offline: TestServer;
let online: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  [offline, online] = await Promise.all([
    startTestServer(),
    startTestServer({ env: { SMTP_URL: smtp.url } }),
  ]);
});
afterAll(async () => {
  await Promise.all([offline.close(), online.close()]);
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
