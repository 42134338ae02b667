import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';

/** The card was refused by the payment provider: shown as "Payment Failed" with the provider's reason. */
export class CardRejectedError extends Error {
  override name = 'CardRejectedError';
}

/** A step of the payment failed; its message names the step and, when the server gave one, the reason. */
export class PaymentStepError extends Error {
  override name = 'PaymentStepError';
}

export function paymentStepError(step: string, cause: unknown): PaymentStepError {
  const reason = cause instanceof ApiError ? errorMessage(cause) : '';
  return new PaymentStepError(reason ? `${step}: ${reason}` : step, { cause });
}

export function toastPaymentFailure(error: unknown): void {
  if (error instanceof CardRejectedError) {
    toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
    return;
  }
  toast({
    title: 'Payment Error',
    description: error instanceof PaymentStepError ? error.message : 'An error occurred during payment',
    variant: 'destructive',
  });
}
