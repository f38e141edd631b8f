// The product page's gallery as served: the main photo preloaded with high priority in the
// server HTML (AVIF srcset), eager with its placeholder, thumbnails lazy, no hydration mismatch.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PictureProduct } from '@/entities/product/components/product-picture';
import { ProductGallery } from './product-gallery';

const photo = {
  id: 'abcdefgh1234',
  alt: 'Dualtron Thunder 3 vue de profil',
  width: 1000,
  height: 750,
  widths: [320, 640, 960, 1000],
  placeholder: 'data:image/webp;base64,UklGRg==',
};
const withPhotos: PictureProduct = {
  product_id: 'dualtron-thunder-3',
  images: ['/images/products/dualtron-thunder-3.webp'],
  photos: [photo, { ...photo, id: 'ijklmnop5678', alt: 'Guidon' }],
};

async function hydrated(element: ReactElement) {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { html, container, recoverable };
}

describe('ProductGallery', () => {
  it('preloads the main photo with high priority in the server HTML, thumbnails lazy', async () => {
    const { html, container, recoverable } = await hydrated(
      <ProductGallery product={withPhotos} name="Dualtron Thunder 3" />,
    );
    expect(recoverable).not.toHaveBeenCalled();
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0] ?? '';
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('%2F320.avif?alt=media 320w');
    const main = container.querySelector('picture img')!;
    expect(main.getAttribute('fetchpriority')).toBe('high');
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('style')).toContain('data:image/webp;base64');
    const thumbnails = container.querySelectorAll('button picture img');
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) expect(thumbnail.getAttribute('loading')).toBe('lazy');
  });
});
