// Shared by the e2e suites and the benchmarks (no vitest here: the benches run without it).
import type { Page } from 'playwright-core';

/**
 * Waits until React owns the whole page: every element of #root carries its fiber, except inside
 * islands (hydrated when they come into view) and the tags React hoists (link, meta…). On a
 * prerendered page a click or a key before that goes to inert server HTML and is lost.
 */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () => {
      const elements = Array.from(document.querySelectorAll('#root *')).filter(
        (element) =>
          !element.closest('[data-island]') &&
          !['LINK', 'META', 'TITLE', 'SCRIPT', 'STYLE'].includes(element.tagName),
      );
      return (
        elements.length > 0 &&
        elements.every((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber')),
        )
      );
    },
    undefined,
    { timeout, polling: 100 },
  );
}
