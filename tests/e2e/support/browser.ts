// Chromium from Debian (/usr/bin/chromium) driven by playwright-core: no browser download.
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { e2eStack } from './stack';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

// One browser per spec file, started on first use and closed when the file ends.
let browser: Promise<Browser> | undefined;
afterAll(async () => {
  const current = browser;
  browser = undefined;
  await (await current)?.close();
});

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
afterEach(() => {
  const found = cspViolations;
  cspViolations = [];
  if (found.length > 0) throw new Error(`Violations de la CSP :\n${found.join('\n')}`);
});
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
