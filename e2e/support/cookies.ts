import { TIME_ZONE_COOKIE } from '../../src/common/first-view';

/**
 * The cookies of a browser signed in with `session` that has opened the app before, on the server at `url`: the
 * app named its time zone (this machine's, as Chromium's own), so that trip pages come drawn by the server.
 */
export function signedInCookies(session: string, url: string) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [
    { name: 'roadbook_sid', value: session, url },
    { name: TIME_ZONE_COOKIE, value: encodeURIComponent(zone), url },
  ];
}
