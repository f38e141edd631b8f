// The search dialog's first opening on the home page: data received from the click until the
// network is quiet, then while five characters are typed, and the time each keystroke takes to
// update the results (keydown to the last DOM change of the dialog, read in the page). Opened on
// a live page (what the dialog itself adds) and "cold", right after hydration (the click is the
// first interaction, which also starts the database listener).
import type { Browser, Page } from 'playwright-core';
import { openLivePage } from './page-probe';
import type { DataBytes } from './traffic';

export type SearchOpening = {
  /** Received from the click until quiet. */
  open: DataBytes;
  /** Received from the click until quiet after typing. */
  typed: DataBytes;
  /** From the click to the search field shown. */
  openMs: number;
  /** Keydown to the last mutation of the dialog, per keystroke (ms); NaN if nothing changed. */
  keystrokesMs: number[];
};

export type SearchProbe = { query: string; live: SearchOpening; cold: SearchOpening };

const QUERY = (process.env.BENCH_SEARCH_QUERY ?? 'batte').slice(0, 5);
const INPUT = 'input[placeholder="Rechercher un produit ou une page..."]';

/** Installs in the page a keydown clock and a MutationObserver on the dialog. */
function watchDialog(page: Page): Promise<void> {
  return page.evaluate(() => {
    const state = { keydownAt: 0, lastChangeAt: 0 };
    (window as unknown as { __benchSearch: typeof state }).__benchSearch = state;
    document.addEventListener('keydown', () => (state.keydownAt = performance.now()), true);
    const dialog = document.querySelector('[role=dialog]') ?? document.body;
    new MutationObserver(() => (state.lastChangeAt = performance.now())).observe(dialog, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

async function keystrokeMs(page: Page, key: string): Promise<number> {
  await page.keyboard.press(key);
  // Results of a keystroke may render in several commits (deferred values): let them all land.
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const { keydownAt, lastChangeAt } = (
      window as unknown as { __benchSearch: { keydownAt: number; lastChangeAt: number } }
    ).__benchSearch;
    return lastChangeAt > keydownAt ? lastChangeAt - keydownAt : Number.NaN;
  });
}

async function openSearch(browser: Browser, baseUrl: string, live: boolean) {
  const { page, traffic } = await openLivePage(browser, new URL('/', baseUrl).href, live);
  try {
    traffic.reset();
    const startedAt = Date.now();
    await page.click('[data-testid="search-button"]');
    await page.waitForSelector(INPUT, { state: 'visible', timeout: 60_000 });
    const openMs = Date.now() - startedAt;
    await traffic.quiet();
    const open = traffic.data();
    await page.focus(INPUT);
    await watchDialog(page);
    const keystrokesMs: number[] = [];
    for (const key of QUERY) keystrokesMs.push(await keystrokeMs(page, key));
    await traffic.quiet();
    return { open, typed: traffic.data(), openMs, keystrokesMs };
  } finally {
    await page.context().close();
  }
}

export async function probeSearch(browser: Browser, baseUrl: string): Promise<SearchProbe> {
  const live = await openSearch(browser, baseUrl, true);
  const cold = await openSearch(browser, baseUrl, false);
  return { query: QUERY, live, cold };
}
