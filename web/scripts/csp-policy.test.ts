import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readHostingCsp } from './csp';
import { buildCsp, connectSources, scriptHashesOf } from './csp-policy';

const DEMO = {
  projectId: 'demo-fohzshop',
  databaseURL: 'https://demo-fohzshop-default-rtdb.europe-west1.firebasedatabase.app',
};

describe('production CSP', () => {
  it('names this project’s database and functions, with the region’s wss shards as only wildcard', () => {
    const sources = connectSources(DEMO);
    expect(sources).toContain('wss://demo-fohzshop-default-rtdb.europe-west1.firebasedatabase.app');
    expect(sources).toContain('https://europe-west1-demo-fohzshop.cloudfunctions.net');
    expect(sources.filter((s) => s.includes('*'))).toEqual([
      'wss://*.europe-west1.firebasedatabase.app',
    ]);
    // Nothing local: the payment sandbox and the emulators are added by the local stack only
    // (withLocalOrigins in scripts/stack/firebase-emulators.ts).
    expect(sources.filter((s) => /^(http|ws):|127\.0\.0\.1|localhost/.test(s))).toEqual([]);
  });

  it('allows no wildcard nor database host in script-src', () => {
    const csp = buildCsp(DEMO, ["'sha256-abc='"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1]!;
    expect(scriptSrc).not.toMatch(/\*|firebaseio|firebasedatabase/);
    expect(scriptHashesOf(csp)).toEqual(["'sha256-abc='"]);
  });

  it('is what firebase.json holds for the committed (demo) project', async () => {
    const committed = await readHostingCsp(join(import.meta.dirname, '../../firebase.json'));
    expect(committed).toBe(buildCsp(DEMO, scriptHashesOf(committed)));
  });
});
