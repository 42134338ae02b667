/**
 * The one error an outside service's failure becomes: `failed` when it could not be reached or answered wrongly,
 * `timeout` when it did not answer in time. The HTTP layer turns these into 502 and 504. `passing`: the same call
 * may well succeed a little later (no answer, a time-out, a 5xx or 429), rather than fail the same way again.
 */
export class ProviderError extends Error {
  readonly passing: boolean;

  constructor(
    readonly kind: 'failed' | 'timeout',
    message: string,
    options?: ErrorOptions & { passing?: boolean },
  ) {
    super(message, options);
    this.name = 'ProviderError';
    this.passing = options?.passing ?? kind === 'timeout';
  }
}
