// Product images: the main one (sized, eager, high priority: it is the page's LCP) and
// thumbnails to switch. Uploaded photos come as <picture> at every width, the main one preloaded
// in the served HTML (AVIF, which the browsers that read it pick); see docs/images.md.
import { useState } from 'react';
import { preload } from 'react-dom';
import { photoSources } from '@fohzshop/shared/catalog/product-photos';
import {
  ProductPicture,
  imageCount,
  productImages,
  type PictureProduct,
} from '@/entities/product/components/product-picture';
import { PHOTO_BASE_URL } from '@/lib/photo-base-url';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './product-gallery.styles';

type Props = { product: PictureProduct; name: string };

/** The main image: half the page from md up (max 7xl = 1,280 px), the full width below. */
const MAIN_SIZES = '(min-width: 80em) 620px, (min-width: 48em) 50vw, 100vw';

export function ProductGallery({ product, name }: Props) {
  const [selected, setSelected] = useState(0);
  const images = productImages(product);
  const count = imageCount(images);
  const index = Math.min(selected, Math.max(count - 1, 0));
  const main = images.kind === 'photos' ? images.photos[0] : undefined;
  if (main) {
    const sources = photoSources(PHOTO_BASE_URL, product.product_id, main);
    // React writes this <link rel="preload"> into the server's HTML, ahead of the markup.
    preload(sources.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: sources.avif,
      imageSizes: MAIN_SIZES,
      fetchPriority: 'high',
    });
  }
  return (
    <div className={s.gallery}>
      <div className={s.frame}>
        <ProductPicture
          product={product}
          index={index}
          sizes={MAIN_SIZES}
          alt={count > 1 ? `${name} — image ${index + 1} sur ${count}` : name}
          loading="eager"
          fetchPriority="high"
          withPlaceholder
          className={s.image}
        />
      </div>
      {count > 1 && (
        <div aria-label="Images du produit" className={s.thumbnails}>
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={cx(button({ variant: 'outline' }), s.thumbnail, i === index && s.selected)}
              aria-label={`Afficher l'image ${i + 1}`}
              aria-pressed={i === index}
              onClick={() => setSelected(i)}
            >
              <ProductPicture
                product={product}
                index={i}
                sizes="80px"
                alt=""
                decorative
                width={80}
                height={60}
                className={s.thumbnailImage}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
