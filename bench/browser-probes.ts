/** What the benchmarks read in the page: frames, long tasks, and when the map stops changing. */
export interface Probes {
  /**
   * Milliseconds from `since` until the map has changed and then stayed still for five frames (a zoom animation
   * is never still), counting any long frame or task that ran meanwhile to its end; without `expectChange`,
   * until it has been still for a second.
   * -1 when it did not change within ten seconds.
   */
  settle(since: number, expectChange?: boolean): Promise<number>;
  /** Starts `settle` from now and returns at once: the interaction comes next, then `watched` and `response`. */
  watch(): void;
  watched: Promise<number> | null;
  /**
   * The slowest input of the watched interaction, from the input to the next frame painted after its handlers
   * (Event Timing, in steps of 8 ms); 0 when every input was answered within 16 ms.
   */
  response(): number;
  /** The longest task and frame since `since` (since the page opened when left out). */
  longest(since?: number): { longestTaskMs: number; longestFrameMs: number };
  /** How the travel guide's progress bar moved since `since`. */
  progress(since: number): { updates: number; firstMs: number; longestGapMs: number };
}

/** Added to each page before its own scripts run (as `page.addInitScript`). */
export const BROWSER_PROBES = `(() => {
  const tasks = [];
  const frames = [];
  const inputs = [];
  let watchedSince = 0;
  new PerformanceObserver((list) => { for (const e of list.getEntries()) tasks.push(e); })
    .observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) frames.push(e); })
    .observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) inputs.push(e); })
    .observe({ type: 'event', buffered: true, durationThreshold: 16 });
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const mapState = () => {
    const container = document.querySelector('.leaflet-container');
    const pane = document.querySelector('.leaflet-map-pane');
    // Its transform holds the zoom: a zoom changes it for good, where the animation's class may come and go
    // between two frames of a busy page.
    const proxy = document.querySelector('.leaflet-proxy');
    const markers = document.querySelector('.leaflet-marker-pane');
    // The pane's class says whether Leaflet's zoom animation runs (nothing else changes meanwhile): a zoom is
    // still once it has ended and what it redraws at its end (markers, route) has been drawn.
    return [
      container && container.className,
      pane && pane.className,
      pane && pane.style.transform,
      proxy && proxy.style.transform,
      markers && markers.childElementCount,
    ].join('|');
  };
  window.roadbook = {
    async settle(since, expectChange = true) {
      let state = mapState();
      let changed = false;
      let stillSince = performance.now();
      let still = 0;
      while (performance.now() - since < 120000) {
        const now = await frame();
        const next = mapState();
        if (next !== state) { state = next; changed = true; still = 0; stillSince = now; }
        else if (document.querySelector('.leaflet-zoom-anim')) still = 0;
        else if (++still >= 5 && (changed || !expectChange) && now - stillSince > (expectChange ? 0 : 1000)) break;
        if (expectChange && !changed && now - since > 10000) return -1;
      }
      const ends = [...tasks, ...frames].filter((e) => e.startTime + e.duration > since).map((e) => e.startTime + e.duration);
      return Math.max(stillSince, ...ends) - since;
    },
    watched: null,
    watch() {
      watchedSince = performance.now();
      window.roadbook.watched = window.roadbook.settle(watchedSince);
    },
    response: () => Math.max(0, ...inputs.filter((e) => e.startTime >= watchedSince).map((e) => e.duration)),
    longest: (since = 0) => ({
      longestTaskMs: Math.max(0, ...tasks.filter((e) => e.startTime >= since).map((e) => e.duration)),
      longestFrameMs: Math.max(0, ...frames.filter((e) => e.startTime >= since).map((e) => e.duration)),
    }),
    progress(since) {
      const times = progress.filter((t) => t >= since);
      const gaps = times.map((t, i) => t - (i === 0 ? since : times[i - 1]));
      return { updates: times.length, firstMs: gaps[0] ?? NaN, longestGapMs: Math.max(0, ...gaps) };
    },
  };
  const progress = [];
  let shown = null;
  new MutationObserver(() => {
    const bar = document.querySelector('[role=progressbar][aria-label="Travel guide"]');
    const value = bar && bar.getAttribute('aria-valuenow');
    if (value !== null && value !== shown) progress.push(performance.now());
    shown = value;
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
})();`;

/** What the page says on its console once `drawnWhen` has seen its selector, followed by the milliseconds. */
export const DRAWN_MESSAGE = 'roadbook: drawn at ';

/** One thing a page shows once drawn: an element matching `selector`, whose text is `text` when given. */
export interface DrawnPart {
  selector: string;
  text?: string;
  /** An image, counted once its picture has come and been decoded. */
  loaded?: boolean;
}

/**
 * Watches each frame from the page's start for `selector` (an element of it whose text is `text`, when given)
 * and, once it matches, says on the console when the next frame came (`DRAWN_MESSAGE`). Added before the page's
 * own scripts (`page.addInitScript`): waiting from outside with `waitForFunction` or a locator evaluated
 * Playwright's own script in the page as it loaded, a tenth of a second of its main thread on a slow hour (about
 * 50 ms of a trip page's LCP on a quick one), which a traveller's browser never spends.
 */
export const drawnWhen = (selector: string, text?: string) => drawnWhenEvery([{ selector, text }]);

/** As `drawnWhen`, once every one of `parts` is drawn. */
export const drawnWhenEvery = (parts: DrawnPart[]) => `(() => {
  const parts = ${JSON.stringify(parts.map(({ selector, text = null, loaded = false }) => ({ selector, text, loaded })))};
  const matches = () => parts.every(({ selector, text, loaded }) => [...document.querySelectorAll(selector)]
    .some((element) => (text === null || element.textContent.trim() === text)
      && (!loaded || (element.complete && element.naturalWidth > 0))));
  const look = () => {
    if (!matches()) return requestAnimationFrame(look);
    requestAnimationFrame(() => console.info(${JSON.stringify(DRAWN_MESSAGE)} + performance.now()));
  };
  requestAnimationFrame(look);
})();`;
