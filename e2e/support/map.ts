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

export type Rgb = readonly [number, number, number];

/**
 * How many pixels of the canvas `selector` finds are of `color`, give or take `tolerance` in each channel, and
 * more opaque than `minAlpha`.
 */
export const canvasPixels = (page: Page, selector: string, color: Rgb, tolerance: number, minAlpha: number) =>
  page.locator(selector).evaluate(
    (canvas: HTMLCanvasElement, [[r, g, b], tolerance, minAlpha]) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? {
        data: [],
      };
      let count = 0;
      for (let i = 0; i + 3 < data.length; i += 4) {
        const [red = 0, green = 0, blue = 0, alpha = 0] = [data[i], data[i + 1], data[i + 2], data[i + 3]];
        const near = Math.abs(red - r) <= tolerance && Math.abs(green - g) <= tolerance;
        if (alpha > minAlpha && near && Math.abs(blue - b) <= tolerance) count++;
      }
      return count;
    },
    [color, tolerance, minAlpha] as const,
  );

/** How many pixels of the map's route canvas show the route's teal (#0F766E). */
export const trackPixels = (page: Page) =>
  canvasPixels(page, '.leaflet-overlay-pane canvas', [15, 118, 110], 29, 100);
