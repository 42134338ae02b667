import type { Page } from 'playwright-core';

/** Each stop marker's colour by its title (the stop's name); photo markers (orange) are left out. */
export const stopMarkerColors = (page: Page) =>
  page
    .locator('[data-marker-color]:not([data-marker-color="orange"])')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.closest('.leaflet-marker-icon')?.getAttribute('title'),
          el.getAttribute('data-marker-color'),
        ]),
      ),
    );
