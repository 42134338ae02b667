import { whenIdle } from '@/lib/when-idle';
import { TIME_ZONE_COOKIE } from '../../common/first-view';

/** How long naming the zone waits for an idle moment at most. */
const IDLE_WAIT_MS = 5000;

/**
 * The browser's time zone. Temporal names it without loading the locale data that `Intl`'s date formatter needs,
 * which holds the main thread up, the more so on a busy page. Browsers without Temporal ask `Intl`.
 */
function browserTimeZone(): string {
  const { Temporal } = globalThis as { Temporal?: { Now: { timeZoneId(): string } } };
  return Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Tells the server the browser's time zone, for the pages it draws (decision record 026), once the browser is idle. */
export function rememberTimeZoneWhenIdle(): void {
  whenIdle(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party value, read by the server alone.
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(browserTimeZone())}; path=/; max-age=31536000; samesite=lax`;
  }, IDLE_WAIT_MS);
}

/**
 * Whether the zone the browser last named, which the server drew this page's dates in, is still the browser's: a
 * traveller who has since crossed into another sees other dates, and the page is drawn anew rather than taken over.
 */
export function inRememberedTimeZone(): boolean {
  const prefix = `${TIME_ZONE_COOKIE}=`;
  const remembered = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  return remembered !== undefined && decodeURIComponent(remembered) === browserTimeZone();
}
