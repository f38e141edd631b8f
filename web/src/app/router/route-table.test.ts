import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';
import { SCREENS, findScreen } from './route-table';

// Every screen of the shared route table is built: none falls back to the 404 page.
describe('route table', () => {
  it('has a screen for every route of the shared table, under its own name', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const screen = SCREENS.find((s) => s.path === ROUTES[name].path);
      expect(screen?.handle.routeName, name).toBe(name);
    }
  });
  it('leaves unknown paths to the 404 page', () => {
    expect(findScreen('/bientot-disponible')).toBeUndefined();
  });
});

// The payment sandbox's test page is built only for a local stack (VITE_PAYMENT_SANDBOX_URL).
describe('test payment page', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  it('is not a route of a build without the payment sandbox (production)', () => {
    expect(import.meta.env.VITE_PAYMENT_SANDBOX_URL).toBeUndefined();
    expect(findScreen('/paiement-test')).toBeUndefined();
  });
  it('is a route of a local build', async () => {
    vi.stubEnv('VITE_PAYMENT_SANDBOX_URL', 'http://127.0.0.1:5011');
    vi.resetModules();
    const local = await import('./route-table');
    expect(local.findScreen('/paiement-test')?.screen.handle.title).toBe('Paiement de test');
  });
});
