// The automated WCAG scan of the accessibility spec: axe-core with the WCAG 2.0, 2.1 and 2.2 A/AA
// rules. One page per role visits its screens by client-side navigation (the router follows
// history changes), so each screen costs its render and the analysis, not a new load of the app.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { documentTitle } from '@fohzshop/shared/routes';
import { waitForQuietNetwork } from './browser';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Opens `path` in the running app as a link would (pushState + popstate, which the router
 * follows), then waits for the screen: its title when given, its first heading, a quiet network.
 */
export async function visit(page: Page, path: string, title?: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  if (title)
    await page.waitForFunction((expected) => document.title === expected, documentTitle(title));
  await page.locator('main h1, h1').first().waitFor();
  await waitForQuietNetwork(page, { quietMs: 300 });
}

/** Every WCAG 2.2 AA violation axe finds on the screen shown, one line each (none expected). */
export async function wcagViolations(page: Page, label: string): Promise<string[]> {
  // Only violations in full: axe spares the details of every passing node. options() replaces
  // what withTags() set, so it comes first. Legacy mode runs axe in the page itself instead of
  // opening a blank page per analysis to merge frame results (the shop embeds no frame).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_22_AA)
    .setLegacyMode(true)
    .analyze();
  return violations.map(
    (v) =>
      `${label}: ${v.id} [${v.impact ?? '?'}] (${v.nodes.length}) ${v.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
