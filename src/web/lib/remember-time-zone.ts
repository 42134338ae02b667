import { whenIdle } from '@/lib/when-idle';
import { TIME_ZONE_COOKIE } from '../../common/first-view';

/** How long naming the zone waits for an idle moment at most. */
const IDLE_WAIT_MS = 5000;

/**
 * Tells the server the browser's time zone, for the pages it draws (decision record 026), once the browser is
 * idle: reading the zone loads the browser's locale data, 30 to 60 ms of a slow machine's main thread that a
 * page's first view has no use for.
 */
export function rememberTimeZoneWhenIdle(): void {
  whenIdle(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party value, read by the server alone.
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  }, IDLE_WAIT_MS);
}
