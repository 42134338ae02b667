import { TIME_ZONE_COOKIE } from '../../common/first-view';

/** Tells the server the browser's time zone, for the pages it draws (decision record 026). */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party value, read by the server alone.
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}
