import { describe, expect, it } from 'vitest';
import { buildBreadcrumb } from './breadcrumb';

const labels = (path: string, options = {}) =>
  buildBreadcrumb(path, options).map((item) => item.label);

describe('buildBreadcrumb', () => {
  it('is hidden on the root path', () => {
    expect(buildBreadcrumb('/')).toEqual([]);
    expect(buildBreadcrumb('')).toEqual([]);
  });
  it('starts with Accueil and labels segments from the route table', () => {
    expect(buildBreadcrumb('/trottinettes-electriques/dualtron')).toEqual([
      { label: 'Accueil', path: '/', current: false },
      { label: 'Trottinettes électriques', path: '/trottinettes-electriques', current: false },
      { label: 'Dualtron', path: '/trottinettes-electriques/dualtron', current: true },
    ]);
    expect(labels('/mon-compte/mes-commandes/')).toEqual([
      'Accueil',
      'Mon compte',
      'Mes commandes',
    ]);
    expect(labels('/hyperviseur/grand-livre')).toEqual(['Accueil', 'Hyperviseur', 'Grand livre']);
  });
  it('uses the decoded segment, the product name or a last label for parameters', () => {
    expect(labels('/pieces-detachees/pneu%2011%20pouces')).toEqual([
      'Accueil',
      'Pièces détachées',
      'pneu 11 pouces',
    ]);
    expect(labels('/pieces-detachees/p1', { productName: 'Pneu 11″' })).toEqual([
      'Accueil',
      'Pièces détachées',
      'Pneu 11″',
    ]);
    expect(labels('/mon-compte/mes-commandes/abc', { lastLabel: 'FZ-2026-000042' })).toEqual([
      'Accueil',
      'Mon compte',
      'Mes commandes',
      'FZ-2026-000042',
    ]);
    expect(labels('/mon-compte/mes-commandes/abc')).toEqual([
      'Accueil',
      'Mon compte',
      'Mes commandes',
      'Détail de la commande',
    ]);
    expect(labels('/inconnu/%E0%A4%A')).toEqual(['Accueil', 'inconnu', '%E0%A4%A']);
    expect(buildBreadcrumb('/inconnu')[1]?.path).toBeNull();
  });
  it('keeps 4 segments, collapses above', () => {
    expect(labels('/a/b/c/d')).toEqual(['Accueil', 'a', 'b', 'c', 'd']);
    const items = buildBreadcrumb('/a/b/c/d/e?x=1');
    expect(items.map((item) => item.label)).toEqual(['Accueil', 'a', '…', 'e']);
    expect(items[2]).toMatchObject({ ellipsis: true, path: null });
    expect(items[3]?.current).toBe(true);
  });
});
