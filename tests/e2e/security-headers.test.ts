// Hosting's security headers (firebase.json, served by the local Hosting emulator with the
// emulators' origins added to connect-src) and the CSP holding in a real browser: pages load,
// hydrate and go live without a single violation, and an injected inline script does not run.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, takeCspViolations, uncaughtErrors, waitForHydration } from './support/browser';
import { e2eStack } from './support/stack';

const PAGES = ['/', '/trottinettes-electriques', '/pieces-detachees', '/centre-d-aide'];
const CLIENT_SCREENS = ['/connexion', '/creer-mon-compte', '/mon-panier', '/comparer'];

/**
 * script-src: ours, hashes, gtag.js (Analytics after consent) and reCAPTCHA (App Check) — no
 * wildcard, no database host, not even the local emulators' (WebSockets are forced).
 */
const SCRIPT_SOURCE =
  /^('self'|'sha256-[A-Za-z0-9+/=]+'|https:\/\/www\.googletagmanager\.com\/gtag\/js|https:\/\/www\.(google|gstatic)\.com\/recaptcha\/)$/;

/**
 * connect-src lists this project's endpoints. The only wildcard allowed is the database's region
 * over wss (its handshake may move the socket to a server of that region); never any host of
 * every project (`*.firebaseio.com`, `*.cloudfunctions.net`, `*.googleapis.com`…) nor a scheme.
 */
function tooBroad(source: string): boolean {
  if (/^[a-z]+:$/.test(source) || source === '*') return true;
  if (!source.includes('*')) return false;
  return !/^wss:\/\/\*\.[a-z0-9-]+\.firebasedatabase\.app$/.test(source);
}

/** Resolves once Chromium reports a CSP violation on the page's console. */
const cspReport = (page: Page): Promise<unknown> =>
  page.waitForEvent('console', {
    predicate: (message) => /Content Security Policy/i.test(message.text()),
  });

/**
 * Presses a key (a first interaction: the live catalogue listener starts) and resolves on the
 * first frame the database sends on a WebSocket the page opens: the listener is attached as the
 * socket opens, before its first frame. A socket the CSP blocks never opens (30 s, then fails).
 */
async function goLive(page: Page): Promise<void> {
  const live = new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('aucune trame de la base')), 30_000);
    page.on('websocket', (socket) =>
      socket.once('framereceived', () => {
        clearTimeout(deadline);
        resolve();
      }),
    );
  });
  await page.keyboard.press('Shift');
  await live;
}

async function headersOf(path: string): Promise<Headers> {
  const response = await fetch(new URL(path, e2eStack().baseUrl));
  await response.arrayBuffer();
  return response.headers;
}

const directives = (csp: string): Map<string, string[]> =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it('sends a strict CSP, HSTS and a Permissions-Policy on pages and client screens', async () => {
    for (const path of [...PAGES, ...CLIENT_SCREENS, '/page-qui-n-existe-pas']) {
      const headers = await headersOf(path);
      const csp = directives(headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      const scriptSrc = csp.get('script-src') ?? [];
      expect(scriptSrc, path).toContain("'self'");
      expect(
        scriptSrc.filter((s) => /unsafe|^\*$|^https:$|^data:$/.test(s)),
        path,
      ).toEqual([]);
      expect(scriptSrc.filter((s) => s.startsWith("'sha256-")).length, path).toBeGreaterThan(0);
      expect(
        scriptSrc.filter((s) => !SCRIPT_SOURCE.test(s)),
        path,
      ).toEqual([]);
      expect((csp.get('connect-src') ?? []).filter(tooBroad), path).toEqual([]);
      expect(csp.get('frame-src') ?? [], path).not.toContainEqual(expect.stringMatching(/\*/));
      expect(headers.get('strict-transport-security'), path).toMatch(/max-age=\d{7,}/);
      expect(headers.get('permissions-policy'), path).toContain('camera=()');
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('loads, hydrates and goes live on every kind of page without a CSP violation', async () => {
    for (const path of PAGES) {
      const page = await newPage({ viewport: 'mobile' });
      await page.goto(path);
      await waitForHydration(page);
      // The help page reads nothing from the database (the shop settings its footer shows come
      // with the page): no socket opens there, so only the catalogue pages go live.
      if (path !== '/centre-d-aide') await goLive(page);
      expect(uncaughtErrors(page), path).toEqual([]);
      await page.context().close();
    }
    for (const path of CLIENT_SCREENS) {
      const page = await newPage();
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.context().close();
    }
    expect(takeCspViolations()).toEqual([]);
  });

  it('blocks an injected inline script and reports it', async () => {
    const page = await newPage();
    await page.goto('/');
    await waitForHydration(page);
    const reported = cspReport(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await reported;
    expect(takeCspViolations().join('\n')).toMatch(/script/i);
    await page.context().close();
  });
});
