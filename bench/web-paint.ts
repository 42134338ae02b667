import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../e2e/support/browser';
import { DRAWN_MESSAGE, drawnWhen } from './browser-probes';

export interface PaintFigures {
  /** Largest contentful paint, ms from navigation start. */
  lcpMs: number;
  /** What the largest paint was: an element's tag name. */
  lcpElement: string;
  /** The longest task on the main thread (Chromium reports those of 50 ms and over), 0 when none. */
  longestTaskMs: number;
  longTasks: number;
}

interface PageFigures extends PaintFigures {
  /** Every JavaScript file the page fetched, with the bytes that came over the wire for it. */
  scripts: { url: string; transferBytes: number }[];
}

// Installed before any script of the page runs; the buffered entries cover what happened before that.
const OBSERVE = () => {
  const figures = { lcpMs: 0, lcpElement: '', longestTaskMs: 0, longTasks: 0 };
  (window as unknown as { paintFigures: typeof figures }).paintFigures = figures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
      figures.lcpMs = entry.startTime;
      figures.lcpElement = entry.element?.tagName ?? '(removed)';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      figures.longTasks += 1;
      figures.longestTaskMs = Math.max(figures.longestTaskMs, entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
};

/** What shows that a page has been drawn: an element matching `selector`, whose text is `text` when given. */
export interface Drawn {
  selector: string;
  text?: string;
}

/**
 * Opens `url` and waits until the page has drawn what `drawn` names (watched from inside the page, at the cost
 * of a selector per frame: see `drawnWhen`) and then fetched nothing for half a second.
 */
async function openAndSettle(page: Page, url: string, drawn: Drawn): Promise<void> {
  await page.addInitScript(drawnWhen(drawn.selector, drawn.text));
  // Together, so that a failed navigation does not leave the wait's own failure unhandled.
  await Promise.all([
    page.waitForEvent('console', { predicate: (message) => message.text().startsWith(DRAWN_MESSAGE) }),
    page.goto(url),
  ]);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** Opens `url` in a fresh context (empty cache) and reads its paint figures once it has settled. */
export async function measurePage(
  browser: Browser,
  url: string,
  drawn: Drawn,
  options: BrowserContextOptions & { cookies?: { name: string; value: string; url: string }[] } = {},
): Promise<PageFigures> {
  const { cookies = [], ...contextOptions } = options;
  const context = await newContext(browser, { viewport: DESKTOP, ...contextOptions });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const scripts: PageFigures['scripts'] = [];
    page.on('requestfinished', async (request) => {
      if (!new URL(request.url()).pathname.endsWith('.js')) return;
      const sizes = await request.sizes();
      scripts.push({ url: request.url(), transferBytes: sizes.responseBodySize });
    });
    await openAndSettle(page, url, drawn);
    const figures = await page.evaluate(
      () => (window as unknown as { paintFigures: PaintFigures }).paintFigures,
    );
    return { ...figures, scripts };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export interface RunsFigures extends PageFigures {
  runs: number;
  /** The median over the runs of each run's longest task, beside `longestTaskMs`, the longest of them all. */
  medianLongestTaskMs: number;
}

/**
 * Measures a page `runs` times: the LCP and the count of long tasks are the medians of the runs, the longest
 * task the longest seen in any run.
 */
export async function measureRuns(runs: number, measure: () => Promise<PageFigures>): Promise<RunsFigures> {
  const all: PageFigures[] = [];
  for (let i = 0; i < runs; i++) all.push(await measure());
  const byLcp = [...all].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(all.length / 2)] as PageFigures;
  return {
    ...byLcp,
    runs,
    longestTaskMs: Math.max(0, ...all.map((f) => f.longestTaskMs)),
    medianLongestTaskMs: median(all.map((f) => f.longestTaskMs)),
    longTasks: median(all.map((f) => f.longTasks)),
  };
}

/** The least a page can be: bare node:http serving one heading and one image, nothing else. */
export async function startBarePage(image: Buffer, type: string): Promise<{ url: string; close(): void }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head><body>' +
    '<h1>A bare page</h1><img src="/photo" width="400" height="300" alt="A photo"></body></html>';
  const server = http.createServer((request, response) => {
    if (request.url === '/photo') {
      response.setHeader('content-type', type);
      response.end(image);
      return;
    }
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}
