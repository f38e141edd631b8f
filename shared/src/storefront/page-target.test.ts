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

  it('never names an account, cart, checkout or Hyperviseur screen', () => {
    for (const path of [
      '/hyperviseur',
      '/hyperviseur/commandes',
      '/mon-compte',
      '/mon-compte/mes-commandes/abc',
      '/mon-panier',
      '/mon-panier/paiement',
      '/connexion',
      '/creer-mon-compte',
      '/commande-validee',
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
