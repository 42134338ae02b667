import { eq } from 'drizzle-orm';
import { waitUntil } from '../../src/server/db/embedded/wait-until';
import { users } from '../../src/server/db/schema';
import type { TestClient } from './http-client';
import type { TestServer } from './server';
import { signUp } from './users';

/** Puts an account on a paid plan for a month, as a confirmed payment would. */
export async function setPlan(
  server: Pick<TestServer, 'database'>,
  userId: number,
  tier: 'free' | 'premium' | 'pro',
) {
  await server.database.db
    .update(users)
    .set({
      subscriptionTier: tier,
      subscriptionExpiresAt: tier === 'free' ? null : new Date(Date.now() + 30 * 86_400_000),
    })
    .where(eq(users.id, userId));
}

/** A new traveller on the Pro plan, signed in on a client of `server`. */
export async function proTraveller(server: TestServer) {
  const client = server.client();
  const { user } = await signUp(client);
  await setPlan(server, user.id, 'pro');
  return { client, user };
}

export const GOOD_CARD = '4242 4242 4242 4242';

/** The environment of a server that sells plans through the sandbox, which is off unless switched on. */
export const SANDBOX_PAYMENTS = { PAYMENTS_SANDBOX: 'true' } as const;

/** What the browser's card form does with the sandbox provider: charge a card for an intent. */
export const chargeCard = (client: TestClient, clientSecret: string, cardNumber = GOOD_CARD) =>
  client.post('/api/payments/sandbox/confirm', { clientSecret, cardNumber });

export const confirmSubscription = (client: TestClient, paymentIntentId: string, tier: string) =>
  client.post('/api/confirm-subscription', { paymentIntentId, tier });

/** An intent for the tier, charged to the card. */
export async function pay(client: TestClient, tier: string, card = GOOD_CARD) {
  const intent = await client.post('/api/create-payment-intent', { tier });
  const charge = await chargeCard(client, intent.body.clientSecret, card);
  return { intent: intent.body, charge };
}

/** The token of a new public link to the trip, its owner first put on Premium (links are a Premium feature). */
export async function publicLinkToken(
  server: Pick<TestServer, 'database'>,
  owner: TestClient,
  ownerId: number,
  tripId: number,
): Promise<string> {
  await setPlan(server, ownerId, 'premium');
  // A server in another process (not a startTestServer one, which waits for it) hears of the plan written straight
  // to the database a moment later, through the database's announcement, and refuses the link until then.
  const link = await waitUntil(
    async () => {
      const answer = await owner.post(`/api/trips/${tripId}/public-link`, {});
      return answer.status === 403 ? undefined : answer;
    },
    2000,
    10,
  );
  if (link?.status !== 200) {
    const refusal = link ? `${link.status} ${JSON.stringify(link.body)}` : '403 for 2 s';
    throw new Error(`public link refused: ${refusal}`);
  }
  return String(link.body.shareUrl).split('/').pop() ?? '';
}
