import { describe, expect, it } from 'vitest';
import { MAX_PAGE_PATH_LENGTH, pageTarget } from './page-target';

describe('pageTarget', () => {
  it('names indexable screens, product pages and sitemap files', () => {
    expect(pageTarget('/')).toMatchObject({ kind: 'screen', path: '/' });
    expect(pageTarget('/trottinettes-electriques/dualtron?tri=prix')).toMatchObject({
      kind: 'screen',
      path: '/trottinettes-electriques/dualtron',
    });
    expect(pageTarget('/mentions-legales')).toMatchObject({ kind: 'screen' });
    expect(pageTarget('/pieces-detachees/kit-1')).toMatchObject({
      kind: 'product',
      productId: 'kit-1',
    });
    expect(pageTarget('/pieces-detachees/pi%C3%A8ce')).toMatchObject({ productId: 'pièce' });
    expect(pageTarget('/sitemap.xml')).toEqual({ kind: 'sitemap', name: 'sitemap.xml' });
    expect(pageTarget('/sitemap-2.xml')).toEqual({ kind: 'sitemap', name: 'sitemap-2.xml' });
  });

  it('names the shell of a client screen, one for every order, and never the Hyperviseur', () => {
    for (const path of [
      '/mon-compte',
      '/mon-panier',
      '/mon-panier/paiement',
      '/connexion',
      '/creer-mon-compte',
      '/commande-validee',
      '/comparer?ids=a,b',
    ]) {
      const target = pageTarget(path);
      expect(target, path).toMatchObject({ kind: 'shell', path: path.split('?')[0] });
    }
    expect(pageTarget('/mon-compte/mes-commandes/-Nabc123')).toMatchObject({
      kind: 'shell',
      path: '/mon-compte/mes-commandes/commande',
      shell: { route: 'USER_ORDER_DETAILS' },
    });
    for (const path of [
      '/hyperviseur',
      '/hyperviseur/commandes',
      '/mon-compte/mes-commandes/a.b',
      '/mon-compte/inconnu',
      '/mon-panier/paiement/',
    ]) {
      expect(pageTarget(path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('refuses malformed, traversing, doubled or overlong paths before any read', () => {
    for (const path of [
      'pieces-detachees',
      '/pieces-detachees/a.b',
      '/pieces-detachees/a%2Fb',
      '/pieces-detachees/..',
      '/pieces-detachees/../hyperviseur',
      '//pieces-detachees',
      '/pieces-detachees/',
      '/pieces-detachees/a/b',
      '/pieces-detachees/%E0%A4%A',
      '/sitemap-0.xml',
      '/robots.txt',
      `/pieces-detachees/${'a'.repeat(MAX_PAGE_PATH_LENGTH)}`,
    ]) {
      expect(pageTarget(path), path).toEqual({ kind: 'not-found' });
    }
  });
});
