// Chromium from Debian (/usr/bin/chromium) driven by playwright-core: no browser download.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { e2eStack } from './stack';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

// One browser for the whole e2e run (the project does not isolate its spec files, see
// vitest.config.ts), started on first use; it goes with the test process. Each spec gets fresh
// contexts, and per-file.ts closes the ones a spec left open when the spec ends.
let browser: Promise<Browser> | undefined;
const openContexts = new Set<BrowserContext>();

/** Closes every context the specs opened so far (after each spec file). */
export async function closeOpenContexts(): Promise<void> {
  const contexts = [...openContexts];
  openContexts.clear();
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
}

export interface NewPageOptions extends Omit<BrowserContextOptions, 'viewport'> {
  viewport?: keyof typeof VIEWPORTS | { width: number; height: number };
}

const pageErrors = new WeakMap<Page, string[]>();

/**
 * Every spec fails on a Content-Security-Policy violation in any page it opened: Chromium reports
 * each blocked script, style, connection or frame on the console. The local Hosting serves the
 * production policy (firebase.json) plus the emulators' origins (scripts/stack/firebase-emulators.ts).
 */
let cspViolations: string[] = [];

/** Throws if a page opened during the test reported a violation (after each test: per-file.ts). */
export function failOnCspViolations(): void {
  const found = cspViolations;
  cspViolations = [];
  if (found.length > 0) throw new Error(`Violations de la CSP :\n${found.join('\n')}`);
}
const CSP_MESSAGE = /Content Security Policy/i;

/** The violations seen so far in this test, cleared: for a spec that provokes one on purpose. */
export function takeCspViolations(): string[] {
  const found = cspViolations;
  cspViolations = [];
  return found;
}

/**
 * A page in a fresh context (own storage, cookies, signed-out), French locale, Paris time zone,
 * with relative URLs resolved against the e2e shop: `await page.goto('/mon-panier')`.
 */
export async function newPage({
  viewport = 'desktop',
  ...options
}: NewPageOptions = {}): Promise<Page> {
  browser ??= launchBrowser();
  const context = await (
    await browser
  ).newContext({
    baseURL: e2eStack().baseUrl,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport,
    isMobile: viewport === 'mobile',
    hasTouch: viewport === 'mobile',
    ...options,
  });
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text())) cspViolations.push(`${page.url()} : ${message.text()}`);
  });
  return page;
}

/** Uncaught exceptions the page has thrown so far (a spec usually expects none). */
export const uncaughtErrors = (page: Page): readonly string[] => pageErrors.get(page) ?? [];

export { waitForHydration } from '../../support/hydration';

/** Requests that legitimately stay open: RTDB long-polling and event streams. */
const LONG_LIVED = /[?&](?:start|ser)=|\.lp\b|text\/event-stream/;

/**
 * Waits until no request of the page has been in flight for `quietMs`, ignoring long-lived ones.
 * Playwright's 'networkidle' gives up with a bare timeout when one request hangs on a loaded CI
 * machine; this one says which requests were still pending and lets the caller's own assertions
 * (hydration, content) decide whether the page is fine.
 */
export async function waitForQuietNetwork(
  page: Page,
  { quietMs = 500, timeout = 20_000 } = {},
): Promise<string[]> {
  const pending = new Set<string>();
  let lastChange = Date.now();
  const onRequest = (request: { url(): string }): void => {
    if (LONG_LIVED.test(request.url())) return;
    pending.add(request.url());
    lastChange = Date.now();
  };
  const onDone = (request: { url(): string }): void => {
    if (pending.delete(request.url())) lastChange = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (pending.size === 0 && Date.now() - lastChange >= quietMs) return [];
      await page.waitForTimeout(100);
    }
    return [...pending];
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/**
 * Waits until the CSS animations in `locator`'s element and its descendants have ended. A click
 * scrolls its target into view first: inside an accordion item still growing (its content clips
 * with `overflow: hidden`), that scrolls the item's content itself, which then scrolls back as it
 * grows and moves the link away between the press and the release, so the click lands beside it.
 * Seen under load in the mobile side panel's test; a finger's tap does not scroll, so no shopper
 * meets it.
 */
export async function waitForAnimations(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.allSettled(
      element
        .getAnimations({ subtree: true })
        // A looping animation (a spinner) never finishes: waiting for it would hang the test.
        .filter((each) => each.effect?.getComputedTiming().iterations !== Infinity)
        .map((each) => each.finished),
    ),
  );
}

/**
 * Waits until every toast has left. Toasts sit top right, over the mobile header's menu button,
 * and pause while the pointer is over them: a click aimed under one would hover it forever.
 */
export async function waitForToastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[data-testid="toast"]'));
}
