import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { signUp } from '../support/users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const usernames = (body: { username: string }[]) => body.map((person) => person.username);

describe('letting other travellers find me by name', () => {
  it('is on by default; off, people search never returns the account, by name, username or e-mail', async () => {
    const hermit = server.client();
    const { account } = await signUp(hermit, { firstName: 'Quillon', lastName: 'Marsh' });
    expect((await hermit.get('/api/user')).body.findableByName).toBe(true);
    const searcher = server.client();
    await signUp(searcher);
    const searches = [account.username, 'Quillon', 'Marsh', account.email];
    for (const q of searches) {
      const found = await searcher.get(`/api/users/search?q=${encodeURIComponent(q)}`);
      expect(usernames(found.body), q).toContain(account.username);
    }

    const off = await hermit.patch('/api/user/privacy', { findableByName: false });
    expect(off.status).toBe(200);
    expect(off.body.findableByName).toBe(false);
    for (const q of searches) {
      const found = await searcher.get(`/api/users/search?q=${encodeURIComponent(q)}`);
      expect(found.status).toBe(200);
      expect(usernames(found.body), q).not.toContain(account.username);
    }

    expect((await hermit.patch('/api/user/privacy', { findableByName: true })).body.findableByName).toBe(
      true,
    );
    expect(usernames((await searcher.get('/api/users/search?q=Quillon')).body)).toContain(account.username);
  });

  it('is refused without a yes or no, and without a session', async () => {
    const client = server.client();
    await signUp(client);
    const refused = await client.patch('/api/user/privacy', { findableByName: 'nope' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Say whether other travellers may find you by name',
      code: 'validation',
    });
    expect((await server.client().patch('/api/user/privacy', { findableByName: false })).status).toBe(401);
  });
});
