const BASE = 'http://roadbook.invalid';

/**
 * Where to go back to after signing in: a page of this app given as a path ("/trips/3?tab=photos"); anything
 * else — another site, "//host", "https:…", an API address, the sign-in page itself — gives "/".
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.pathname.startsWith('/api/') || url.pathname === '/auth') return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
