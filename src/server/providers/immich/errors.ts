/** Something an Immich server did, or did not do; each kind of failure its own class. */
export class ImmichError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The server refused the API key (401), or the key lacks a permission the call needs (403). */
export class ImmichRefused extends ImmichError {
  constructor(
    /** The permission the key lacks, as Immich names it (`asset.read`); null for a wrong or missing key. */
    readonly permission: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** No answer: the address does not resolve, nothing listens, the call timed out, or a proxy found no server. */
export class ImmichUnreachable extends ImmichError {}

/** Something answered, but not as an Immich server does. */
export class ImmichNotImmich extends ImmichError {}

/** Immich answered an error of its own, such as 404 for an asset no longer there. */
export class ImmichFailed extends ImmichError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A file larger than the caller takes. */
export class ImmichTooLarge extends ImmichError {}
