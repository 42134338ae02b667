/** Builds the web app (the browser's and the server's first views) when it is missing or older than its sources. */
export function buildWebIfNeeded(): void;
/** Builds the server when it is missing or older than its sources. */
export function buildServerIfNeeded(): Promise<void>;
/** Where the built server is. */
export const builtServer: string;
