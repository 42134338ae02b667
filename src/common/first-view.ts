/**
 * The id of the script element in which a page drawn on the server carries the API's answers it was drawn from
 * (decision record 026): `{ answers, fetched }`, the answers by address, and the ETags of those too long to carry,
 * which the page fetches.
 */
export const FIRST_VIEW_DATA = 'first-view-data';

/** The cookie in which the browser names its time zone, for the server to show dates as it does. */
export const TIME_ZONE_COOKIE = 'roadbook_tz';
