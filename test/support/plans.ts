import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import type { TestServer } from './server';

/** Puts an account on a paid plan for a month, as a confirmed payment would. */
export async function setPlan(server: TestServer, userId: number, tier: 'free' | 'premium' | 'pro') {
  await server.database.db
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionExpiresAt: tier === 'free' ? null : new Date(Date.now() + 30 * 86_400_000),
    })
    .where(eq(users.id, userId));
}
