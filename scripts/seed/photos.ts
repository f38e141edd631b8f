// The demo's product photos: the first DEMO_PHOTO_COUNT scooters get their illustration uploaded
// as an original, as the product form does, so the variants function makes their AVIF / WebP
// sizes and a fresh `npm start` serves them from the local Cloud Storage (docs/images.md). Pure:
// which products, which files, which ids and texts; scripts/stack/seed-photos.ts uploads them.
import { photoOriginalPath } from '@fohzshop/shared/catalog/product-photos';
import { SCOOTER_TYPE } from '@fohzshop/shared/schemas/product';

/** A handful: each upload is a function run (about a second locally), done in the background. */
export const DEMO_PHOTO_COUNT = 8;

export type DemoPhoto = {
  productId: string;
  photoId: string;
  alt: string;
  /** The illustration under web/public, e.g. '/images/products/dualtron-thunder-3.webp'. */
  sitePath: string;
  /** Where the original goes in the bucket. */
  objectName: string;
};

type SeedProduct = { product_id: string; name: string; type: string; images?: string[] };

export function demoPhotos(products: Readonly<Record<string, SeedProduct>>): DemoPhoto[] {
  return Object.values(products)
    .filter((product) => product.type === SCOOTER_TYPE && product.images?.[0]?.endsWith('.webp'))
    .slice(0, DEMO_PHOTO_COUNT)
    .map((product) => {
      const photoId = `demo-${product.product_id}`.slice(0, 64);
      return {
        productId: product.product_id,
        photoId,
        // The demo images are drawings: the text says so.
        alt: `Dessin de la trottinette ${product.name}, vue de profil`,
        sitePath: product.images![0]!,
        objectName: photoOriginalPath(product.product_id, photoId),
      };
    });
}
