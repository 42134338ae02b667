/**
 * The API address of an Immich server as a traveller gives it (`https://photos.example.com`, with `/api` or
 * without, with a trailing slash or without). Throws a TypeError for an address that is not http or https, or
 * that carries a user name or password (fetch refuses those).
 */
export function immichApiUrl(serverUrl: string): string {
  const url = new URL(serverUrl.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('An Immich server is reached over http or https');
  }
  if (url.username || url.password) throw new TypeError('An Immich address carries no user name or password');
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path.endsWith('/api') ? path : `${path}/api`}`;
}
