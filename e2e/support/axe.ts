import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe-core on what the page shows now (by default its main content) and fails on any serious or critical
 * violation, naming the rule and the elements. The script is handed over through the debugging protocol, which
 * the page's CSP does not see.
 */
export async function expectNoSeriousViolations(page: Page, state: string, area = 'main'): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (selector) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(selector, {
      resultTypes: ['violations'],
    });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  }, area);
  if (violations.length > 0) {
    throw new Error(`axe-core found serious violations on ${state}:\n${violations.join('\n')}`);
  }
}
