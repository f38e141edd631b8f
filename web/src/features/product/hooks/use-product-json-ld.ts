// schema.org Product JSON-LD in <head> while a product page is shown. The prerendered HTML
// carries the same element (same id) for crawlers without JavaScript; this keeps it right for
// products added after the build and removes it when leaving the page.
import { useEffect } from 'react';
import { productJsonLd } from '@fohzshop/shared/seo';
import type { Product } from '@fohzshop/shared/schemas/product';
import { PHOTO_BASE_URL } from '@/lib/photo-base-url';

export const PRODUCT_JSON_LD_ID = 'product-jsonld';

export function useProductJsonLd(product: Product | undefined): void {
  useEffect(() => {
    if (!product) return;
    const json = JSON.stringify(
      productJsonLd(product, window.location.origin, { photoBase: PHOTO_BASE_URL }),
    );
    let script = document.getElementById(PRODUCT_JSON_LD_ID);
    if (!script) {
      script = document.createElement('script');
      script.id = PRODUCT_JSON_LD_ID;
      script.setAttribute('type', 'application/ld+json');
      document.head.appendChild(script);
    }
    script.textContent = json;
    return () => document.getElementById(PRODUCT_JSON_LD_ID)?.remove();
  }, [product]);
}
