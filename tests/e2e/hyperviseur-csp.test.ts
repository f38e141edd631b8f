// The Hyperviseur's pages that no other spec opens — the dashboard, the users and the reviews —
// loaded as an admin under the production CSP: live data, charts and tables without a single
// violation (browser.ts also fails every spec on one).
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { takeCspViolations, uncaughtErrors, waitForQuietNetwork } from './support/browser';
import { signIn } from './support/session';
import { DEMO_ADMIN } from './support/stack';

const PAGES = ['/hyperviseur', '/hyperviseur/utilisateurs', '/hyperviseur/vis'];
let admin: Page | undefined;

afterAll(async () => {
  await admin?.context().close();
});

describe('Hyperviseur pages under the CSP', () => {
  it('opens the dashboard, the users and the reviews as an admin without a CSP violation', async () => {
    admin = await signIn(PAGES[0]!, DEMO_ADMIN);
    for (const path of PAGES) {
      if (admin.url() !== new URL(path, admin.url()).href) await admin.goto(path);
      await admin.locator('h1').first().waitFor();
      // Live listeners and lazy chunks start after the first paint: wait until they are loaded.
      expect(await waitForQuietNetwork(admin), path).toEqual([]);
      expect(await admin.getByRole('heading', { name: 'Accès refusé' }).count(), path).toBe(0);
      expect(uncaughtErrors(admin), path).toEqual([]);
      expect(takeCspViolations(), path).toEqual([]);
    }
  });
});
