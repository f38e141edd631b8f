// Image paths (audit of issue #9, gap 14): « //hôte/… » is a protocol-relative URL to another
// site, not a path of this one; it is refused with one clear French message.
import { describe, expect, it } from 'vitest';
import { isSitePath, UrlOrPathSchema } from './common';
import { ProductInputSchema } from './product';
import { SAMPLE_SAFETY } from '../test-support/product-safety';

const MESSAGE =
  'Chemin non autorisé : « // » désigne un autre site. Indiquez une URL complète en https:// ou un chemin du site comme « /images/… ».';

describe('UrlOrPathSchema and protocol-relative URLs', () => {
  it('refuses « // » and « /\\ » paths with one French message', () => {
    for (const value of [
      '//evil.example/a.webp',
      '/\\evil.example/a.webp',
      ' //cdn.example.com/x.png',
    ]) {
      const issues = UrlOrPathSchema.safeParse(value).error?.issues ?? [];
      expect(issues.map((issue) => issue.message)).toEqual([MESSAGE]);
      expect(isSitePath(value.trim())).toBe(false);
    }
  });

  it('still accepts site paths and http(s) URLs', () => {
    for (const value of ['/images/a.webp', '/images//a.webp', 'https://cdn.example.com/a.webp'])
      expect(UrlOrPathSchema.safeParse(value).success).toBe(true);
  });

  it('refuses them in a product', () => {
    const product = {
      name: 'Dualtron Thunder 3',
      description: '',
      brand: 'Dualtron',
      price: 3290,
      stock: 2,
      type: 'Trottinette électrique',
      images: ['/images/a.webp', '//evil.example/b.webp'],
      safety: SAMPLE_SAFETY,
    };
    const issues = ProductInputSchema.safeParse(product).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['images.1', MESSAGE],
    ]);
  });
});
