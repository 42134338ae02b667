/** How long a ZIP may be downloaded. */
export const EXPORT_DAYS = 7;
