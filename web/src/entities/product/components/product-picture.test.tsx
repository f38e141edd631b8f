// Product images as the server renders them and the browser hydrates them: <picture> with AVIF
// and WebP srcsets and explicit dimensions for an uploaded photo, the image URL as before
// otherwise, no hydration mismatch (the product page's gallery: product-gallery.test.tsx).
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PHOTO_ORIGIN } from '@/lib/photo-base-url';
import { ProductPicture, type PictureProduct } from './product-picture';

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
const withoutPhotos: PictureProduct = {
  product_id: 'pneu-10',
  images: ['/images/products/pneu-10.webp'],
  // Uploaded but not processed yet: not shown.
  photos: [{ id: 'pendingphoto', alt: 'En cours' }],
};

async function serverHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

async function hydrated(element: ReactElement) {
  const html = await serverHtml(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: recoverable });
  });
  return { html, container, recoverable };
}

describe('ProductPicture', () => {
  it('gives an uploaded photo AVIF and WebP sources at every width, its size and its alt', async () => {
    const { container, recoverable } = await hydrated(
      <ProductPicture product={withPhotos} sizes="50vw" alt="ignored" />,
    );
    expect(recoverable).not.toHaveBeenCalled();
    const [avif, webp] = container.querySelectorAll('picture > source');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(
      avif
        ?.getAttribute('srcset')
        ?.split(', ')
        .map((s) => s.split(' ')[1]),
    ).toEqual(['320w', '640w', '960w', '1000w']);
    expect(webp?.getAttribute('srcset')).toContain(
      '/o/products%2Fdualtron-thunder-3%2Fvariants%2Fabcdefgh1234%2F960.webp?alt=media 960w',
    );
    expect(webp?.getAttribute('sizes')).toBe('50vw');
    // The <img> is laid out by the picture's parent (a flex item in the thumbnails), box reserved.
    expect(container.querySelector('picture')?.getAttribute('style')).toBe('display:contents');
    const img = container.querySelector('picture > img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '750']);
    expect(img.getAttribute('alt')).toBe(photo.alt);
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('opens the connection to the photos origin from the page HTML, once per page', async () => {
    const html = await serverHtml(
      <>
        <ProductPicture product={withPhotos} sizes="50vw" alt="" />
        <ProductPicture product={withPhotos} index={1} sizes="50vw" alt="" />
      </>,
    );
    // Ahead of the markup, where the page document hoists it into <head> (hoistResourceHints).
    expect(html.startsWith(`<link rel="preconnect" href="${PHOTO_ORIGIN}"/>`)).toBe(true);
    expect(html.match(/rel="preconnect"/g)).toHaveLength(1);
    expect(
      await serverHtml(<ProductPicture product={withoutPhotos} sizes="50vw" alt="" />),
    ).not.toContain('preconnect');
  });

  it('keeps the image URL of a product without a ready photo, sized 480×360', async () => {
    const { container } = await hydrated(
      <ProductPicture product={withoutPhotos} sizes="50vw" alt="" decorative />,
    );
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/images/products/pneu-10.webp');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['480', '360']);
  });
});
