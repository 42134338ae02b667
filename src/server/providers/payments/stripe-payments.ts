import Stripe from 'stripe';
import { ProviderError } from '../provider-error';
import type { PaymentIntent, PaymentProvider } from './payments';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** An alternative API address (a local stand-in in tests). */
  apiUrl?: string;
  timeoutMs: number;
}

const toIntent = (intent: Stripe.PaymentIntent): PaymentIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amount: intent.amount,
  currency: intent.currency,
  metadata: { ...intent.metadata },
});

/** Stripe's own failures become the one provider error; anything else is a fault of ours. */
const providerFailure = (error: unknown) =>
  error instanceof Stripe.errors.StripeError
    ? new ProviderError('failed', `The payment service answered: ${error.message}`)
    : error;

export function createStripeClient(
  settings: Pick<StripeSettings, 'secretKey' | 'apiUrl' | 'timeoutMs'>,
): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  return new Stripe(settings.secretKey, {
    timeout: settings.timeoutMs,
    maxNetworkRetries: 1,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

/** Stripe Payment Intents; the card is confirmed in the browser by Stripe Elements. */
export function createStripePayments(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,
    async createIntent({ amount, currency, metadata }) {
      try {
        return toIntent(
          await stripe.paymentIntents.create({
            amount,
            currency,
            metadata,
            automatic_payment_methods: { enabled: true },
          }),
        );
      } catch (error) {
        throw providerFailure(error);
      }
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw providerFailure(error);
      }
    },
  };
}

/**
 * Reads a Stripe webhook notice, verified by its signature over the raw body: the intent of a successful
 * payment, null for any other event, or 'invalid' when the signature does not hold.
 */
export function createStripeWebhookReader(settings: {
  secretKey: string;
  webhookSecret: string;
  timeoutMs: number;
}) {
  const stripe = createStripeClient(settings);
  return (rawBody: Buffer, signature: string): PaymentIntent | null | 'invalid' => {
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    } catch {
      return 'invalid';
    }
    return event.type === 'payment_intent.succeeded' ? toIntent(event.data.object) : null;
  };
}
