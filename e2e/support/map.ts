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

/** How many pixels of the map's route canvas show the route's teal (#0F766E). */
export const trackPixels = (page: Page) =>
  page.locator('.leaflet-overlay-pane canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
    let count = 0;
    for (let i = 0; i + 3 < data.length; i += 4) {
      const [r = 0, g = 0, b = 0, a = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
      if (a > 100 && Math.abs(r - 15) < 30 && Math.abs(g - 118) < 30 && Math.abs(b - 110) < 30) count++;
    }
    return count;
  });
