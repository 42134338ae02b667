/**
 * The one error an outside service's failure becomes: `failed` when it could not be reached or answered wrongly,
 * `timeout` when it did not answer in time. The HTTP layer turns these into 502 and 504.
 */
export class ProviderError extends Error {
  constructor(
    readonly kind: 'failed' | 'timeout',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
