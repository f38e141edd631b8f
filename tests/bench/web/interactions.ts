// Interaction to Next Paint of the shopper's key interactions, measured in Chromium with the CPU
// slowed 4× (as Lighthouse's mobile profile does), through the browser's Event Timing API: for each
// interaction, its latency is the longest event of its interactionId (input delay, handlers and
// the next paint), which is what INP reports (web.dev/articles/inp). A probe made of several
// interactions (typing a word) reports its worst. Each probe runs on a freshly loaded, fully
// hydrated page, `runs` times; the report gives the median and the worst run. Events shorter than
// 16 ms are not reported by the API (its smallest threshold): such an interaction reads « < 16 ms ».
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration } from '../../support/hydration';

export const CPU_SLOWDOWN = 4;

export type InteractionProbe = {
  name: string;
  path: string;
  signedIn: boolean;
  viewport: 'mobile' | 'desktop';
  /** Performs the interaction and waits for its visible result. */
  act: (page: Page) => Promise<void>;
};

export type InteractionResult = { name: string; path: string; runsMs: number[] };

const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const EVENT_TIMING = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

export function shopperInteractions(productPath: string): InteractionProbe[] {
  return [
    {
      name: 'Ouvrir le menu (mobile)',
      path: '/',
      signedIn: false,
      viewport: 'mobile',
      act: async (page) => {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
      },
    },
    {
      name: 'Ouvrir la recherche et taper « thunder »',
      path: '/',
      signedIn: false,
      viewport: 'desktop',
      act: async (page) => {
        await page.getByRole('button', { name: /^Rechercher/ }).click();
        await page
          .getByRole('dialog')
          .getByRole('combobox')
          .pressSequentially('thunder', { delay: 120 });
        await page.getByRole('listbox', { name: 'Résultats de recherche' }).waitFor();
      },
    },
    {
      name: 'Cocher une marque (filtre)',
      path: '/trottinettes-electriques',
      signedIn: false,
      viewport: 'desktop',
      act: async (page) => {
        await page.getByRole('checkbox', { name: /^Kaabo/ }).click();
        await page.waitForURL(/Kaabo|kaabo/);
      },
    },
    {
      name: 'Changer le tri',
      path: '/trottinettes-electriques',
      signedIn: false,
      viewport: 'desktop',
      act: async (page) => {
        // A key on the focused list, as a keyboard user changes it: a trusted event the browser
        // times (Playwright's selectOption sets the value by script, which Event Timing ignores).
        const before = page.url();
        await page.getByLabel('Trier par').focus();
        await page.keyboard.press('ArrowDown');
        await page.waitForURL((url) => url.href !== before);
      },
    },
    {
      name: 'Ajouter au panier',
      path: productPath,
      signedIn: false,
      viewport: 'mobile',
      act: async (page) => {
        await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
        await page
          .getByText(/ajouté|Ajouté/)
          .first()
          .waitFor();
      },
    },
    {
      name: 'Du panier au paiement',
      path: '/mon-panier',
      signedIn: true,
      viewport: 'mobile',
      act: async (page) => {
        await page.getByRole('button', { name: 'Passer la commande' }).click();
        await page.waitForURL('**/mon-panier/paiement');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
    },
    {
      name: 'Choisir un moyen de paiement',
      path: '/mon-panier/paiement',
      signedIn: true,
      viewport: 'mobile',
      act: async (page) => {
        const card = page.getByRole('radio', { name: /Carte bancaire/ });
        await card.check();
      },
    },
  ];
}

/** One run of `probe` in `context`: load, hydrate, slow the CPU, interact, read the latencies. */
async function runProbe(
  context: BrowserContext,
  baseUrl: string,
  probe: InteractionProbe,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.setViewportSize(VIEWPORTS[probe.viewport]);
    await page.addInitScript(EVENT_TIMING);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto(new URL(probe.path, baseUrl).href);
    await waitForHydration(page, 60_000);
    // The cookie banner is answered first (a real shopper's first click), outside the measure.
    const refuse = page.getByRole('button', { name: 'Tout refuser' });
    if (await refuse.isVisible().catch(() => false)) await refuse.click();
    await page.waitForTimeout(1_000);
    await page.evaluate(() =>
      (window as { __interactions?: Map<number, number> }).__interactions?.clear(),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await probe.act(page);
    // Event Timing entries arrive after the next paint: a short settle, then the worst one.
    await page.waitForTimeout(1_000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const worst = await page.evaluate(() => {
      const all = [
        ...((window as { __interactions?: Map<number, number> }).__interactions?.values() ?? []),
      ];
      return all.length > 0 ? Math.max(...all) : 0;
    });
    return worst;
  } finally {
    await page.close();
  }
}

export async function measureInteractions(
  probes: readonly InteractionProbe[],
  contexts: { visitor: () => Promise<BrowserContext>; customer: () => Promise<BrowserContext> },
  baseUrl: string,
  runs: number,
  log: (message: string) => void,
): Promise<InteractionResult[]> {
  const results: InteractionResult[] = [];
  for (const probe of probes) {
    const runsMs: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      // A visitor starts each run with an empty profile; the customer keeps their session.
      const context = probe.signedIn ? await contexts.customer() : await contexts.visitor();
      try {
        runsMs.push(await runProbe(context, baseUrl, probe));
      } finally {
        if (!probe.signedIn) await context.close();
      }
    }
    log(`  ${probe.name} : ${runsMs.map((v) => `${Math.round(v)} ms`).join(', ')}`);
    results.push({ name: probe.name, path: probe.path, runsMs });
  }
  return results;
}
