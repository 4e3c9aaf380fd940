import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** No serious or critical violation of WCAG 2.1 A/AA rules (and axe's best practices) on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
      // The start of each element's HTML says which one it is when the selector does not.
      html: violation.nodes.map((node) => node.html.slice(0, 160)),
    }));
  expect(blocking, `page ${page.url()}`).toEqual([]);
  // WCAG 1.4.10 (reflow): on a phone nothing may make the page wider than the screen (a wider
  // page is zoomed out by mobile browsers and scrolls sideways).
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(overflow.page, `page ${page.url()} wider than the screen`).toBeLessThanOrEqual(
    overflow.screen,
  );
}
