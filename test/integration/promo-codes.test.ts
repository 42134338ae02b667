import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes } from '../../src/server/db/schema';
import type { TestClient } from '../support/http-client';
import { setPlan } from '../support/plans';
import { startTestServer, type TestServer } from '../support/server';
import { makeAdmin, signUp } from '../support/users';

let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_USERNAMES: 'promo_admin' } });
  admin = server.client();
  await signUp(admin, { username: 'promo_admin' });
  await makeAdmin(server, 'promo_admin');
});
afterAll(() => server.close());

let counter = 0;
async function createCode(overrides: Record<string, unknown> = {}) {
  counter++;
  const response = await admin.post('/api/promo-codes', {
    code: `FAMILY_PREMIUM_${counter}`,
    description: 'A family gift',
    subscriptionTier: 'premium',
    maxUses: null,
    expiresAt: null,
    ...overrides,
  });
  if (response.status !== 201) throw new Error(`${response.status} ${response.text}`);
  return response.body as { id: number; code: string };
}

describe('promo codes', () => {
  it('are created and listed by administrators, with their usage', async () => {
    const created = await admin.post('/api/promo-codes', {
      code: 'FAMILY_PREMIUM_2025',
      description: 'Family plan for 2025',
      subscriptionTier: 'Premium',
      maxUses: 5,
      expiresAt: '2030-01-01',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'FAMILY_PREMIUM_2025',
      subscriptionTier: 'premium',
      isActive: true,
      maxUses: 5,
      usedCount: 0,
    });
    const duplicate = await admin.post('/api/promo-codes', {
      code: 'family_premium_2025',
      description: 'x',
      subscriptionTier: 'pro',
    });
    expect(duplicate.status).toBe(409);
    const list = await admin.get('/api/promo-codes');
    expect(list.body.map((p: { code: string }) => p.code)).toContain('FAMILY_PREMIUM_2025');
  });

  it('are refused to everyone else', async () => {
    const user = server.client();
    await signUp(user);
    const create = await user.post('/api/promo-codes', {
      code: 'MINE',
      description: 'x',
      subscriptionTier: 'pro',
    });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Only administrators can create and manage promo codes');
    expect((await user.get('/api/promo-codes')).status).toBe(403);
    const { id } = await createCode();
    expect((await user.patch(`/api/promo-codes/${id}`, { isActive: false })).status).toBe(403);
    expect((await server.client().get('/api/promo-codes')).status).toBe(401);
  });

  it.each([
    [{ code: '' }, 'Code is required'],
    [{ description: '' }, 'Description is required'],
    [{ subscriptionTier: 'gold' }, 'Choose the Premium or Pro plan'],
    [{ maxUses: 1.5 }, 'Max uses must be a whole number'],
    [{ code: 'has spaces' }, 'Codes may use letters, digits, dashes and underscores'],
  ])('validates %o', async (override, message) => {
    const response = await admin.post('/api/promo-codes', {
      code: 'VALID_CODE',
      description: 'x',
      subscriptionTier: 'premium',
      ...override,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('upgrades on apply, trimmed and in any case, once per person', async () => {
    const { code } = await createCode({ subscriptionTier: 'pro' });
    const client = server.client();
    await signUp(client);
    const applied = await client.post('/api/promo-codes/apply', { code: `  ${code.toLowerCase()} ` });
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Promo code applied! You now have the Pro plan.');
    expect((await client.get('/api/user')).body.subscriptionTier).toBe('pro');
    const again = await client.post('/api/promo-codes/apply', { code });
    expect(again.status).toBe(400);
  });

  it('refuses the same person twice, unknown, inactive and expired codes, and never lowers a plan', async () => {
    const { code } = await createCode();
    const client = server.client();
    const { user } = await signUp(client);
    expect((await client.post('/api/promo-codes/apply', { code })).status).toBe(200);
    await setPlan(server, user.id, 'free');
    const twice = await client.post('/api/promo-codes/apply', { code });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already used this promo code');

    expect((await client.post('/api/promo-codes/apply', { code: 'NOPE_NOPE' })).body.message).toBe(
      'This promo code does not exist',
    );
    const inactive = await createCode();
    expect((await admin.patch(`/api/promo-codes/${inactive.id}`, { isActive: false })).body.isActive).toBe(
      false,
    );
    expect((await client.post('/api/promo-codes/apply', { code: inactive.code })).body.message).toBe(
      'This promo code is no longer active',
    );
    const expired = await createCode();
    await server.database.db
      .update(promoCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(promoCodes.id, expired.id));
    expect((await client.post('/api/promo-codes/apply', { code: expired.code })).body.message).toBe(
      'This promo code has expired',
    );

    await setPlan(server, user.id, 'pro');
    const lower = await createCode();
    const refused = await client.post('/api/promo-codes/apply', { code: lower.code });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Your Pro plan already includes everything this code gives');
    expect((await client.get('/api/user')).body.subscriptionTier).toBe('pro');
  });

  it('gives exactly 10 upgrades when 50 people apply a 10-use code at once', async () => {
    const { code, id } = await createCode({ maxUses: 10 });
    const clients = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const client = server.client();
        await signUp(client);
        return client;
      }),
    );
    const results = await Promise.all(
      clients.map((client) => client.post('/api/promo-codes/apply', { code })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 400)).toBe(true);
    expect(results.find((r) => r.status === 400)?.body.message).toBe('This promo code has been used up');
    const [row] = await server.database.db.select().from(promoCodes).where(eq(promoCodes.id, id));
    expect(row?.usedCount).toBe(10);
    const tiers = await Promise.all(
      clients.map(async (client) => (await client.get('/api/user')).body.subscriptionTier),
    );
    expect(tiers.filter((t) => t === 'premium')).toHaveLength(10);
  });
});
