// Timings of one Hyperviseur table in a signed-in Chromium page, taken inside the page
// (performance.now()): loading until the summary counts every row and the first rows are drawn,
// then a search and a filter until the rows change and the next frame is painted.
import type { CDPSession, Page } from 'playwright-core';

export type TableSpec = {
  title: string;
  path: string;
  /** Rows the table must count before it is « loaded » (what the database holds). */
  rows: number;
  searchLabel: string;
  query: string;
  filter: { label: string; value: string; text: string };
};

export type TableRun = {
  /** Navigation start → summary counting `rows` and rows in the table. */
  loadMs: number;
  /** Query pasted at once (one input event) → changed rows painted. */
  searchMs: number;
  /** Query typed key by key → final rows painted. */
  typeMs: number;
  filterMs: number;
  /** The summary after the search and after the filter (« 1000 commandes · 37 affichées »). */
  searchSummary: string;
  filterSummary: string;
  /** Live JavaScript heap once the table is loaded, after a garbage collection. */
  heapMb: number;
};

type SummaryTest = { differsFrom?: string; equals?: string; minRows?: number };
type SummarySeen = { ms: number; summary: string };

declare global {
  interface Window {
    /** Resolves once the header's summary passes `test` and the next frame is painted. */
    benchUntilSummary(test: SummaryTest, t0: number): Promise<SummarySeen>;
  }
}

/**
 * Installed in every page before its scripts (BrowserContext.addInitScript). Self-contained and
 * without named inner functions: tsx would wrap those in a helper the page does not have.
 */
export function installSummaryWatch(): void {
  window.benchUntilSummary = async (test, t0) => {
    for (;;) {
      await new Promise((frame) => requestAnimationFrame(frame));
      const text = document.querySelector('h1 + p')?.textContent ?? '';
      const total = Number(/^(\d+)/.exec(text)?.[1] ?? 0);
      const done =
        (test.differsFrom !== undefined && text !== '' && text !== test.differsFrom) ||
        (test.equals !== undefined && text === test.equals) ||
        (test.minRows !== undefined &&
          total >= test.minRows &&
          document.querySelectorAll('table tbody tr').length > 0);
      if (done) {
        // A task after the frame callback: the changed rows are painted by then.
        await new Promise((task) => setTimeout(task, 0));
        return { ms: performance.now() - t0, summary: text };
      }
      if (performance.now() - t0 > 120_000) throw new Error(`trop long : « ${text} »`);
    }
  };
}

const summaryOf = (page: Page) =>
  page.evaluate(() => document.querySelector('h1 + p')?.textContent ?? '');

/** Sets a controlled input's or select's value the way a paste or a choice does, then waits. */
async function change(page: Page, selector: string, value: string, event: 'input' | 'change') {
  const before = await summaryOf(page);
  return page.evaluate(
    ({ selector, value, event, before }) => {
      const element = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
      if (!element) throw new Error(`élément introuvable : ${selector}`);
      const proto = element instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(proto.prototype, 'value')?.set;
      const t0 = performance.now();
      setValue?.call(element, value);
      element.dispatchEvent(new Event(event, { bubbles: true }));
      return window.benchUntilSummary({ differsFrom: before }, t0);
    },
    { selector, value, event, before },
  );
}

/** Live JavaScript heap: garbage (earlier loads share the renderer's heap) collected first. */
async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
  return used / 1024 / 1024;
}

export async function measureTable(
  page: Page,
  cdp: CDPSession,
  spec: TableSpec,
): Promise<TableRun> {
  await page.goto(spec.path, { waitUntil: 'commit' });
  // t0 = 0: performance.now() counts from the navigation's start.
  const load = await page.evaluate(
    (rows) => window.benchUntilSummary({ minRows: rows }, 0),
    spec.rows,
  );
  const heap = await heapMb(cdp);
  const search = `input[aria-label="${spec.searchLabel}"]`;
  const pasted = await change(page, search, spec.query, 'input');
  await change(page, search, '', 'input');
  const t0 = await page.evaluate(() => performance.now());
  await page.locator(search).pressSequentially(spec.query);
  const typed = await page.evaluate(({ equals, t0 }) => window.benchUntilSummary({ equals }, t0), {
    equals: pasted.summary,
    t0,
  });
  await change(page, search, '', 'input');
  const selectId = await page.getByLabel(spec.filter.label, { exact: true }).getAttribute('id');
  const filtered = await change(page, `select[id="${selectId}"]`, spec.filter.value, 'change');
  return {
    loadMs: load.ms,
    searchMs: pasted.ms,
    typeMs: typed.ms,
    filterMs: filtered.ms,
    searchSummary: pasted.summary,
    filterSummary: filtered.summary,
    heapMb: heap,
  };
}
