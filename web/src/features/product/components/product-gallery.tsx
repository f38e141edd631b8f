// Product images: the main one (sized, eager: it is the page's LCP) and thumbnails to switch.
import { useState } from 'react';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
} from '@/entities/product/hooks/use-product-display';
import { button } from '@/ui/recipes';
import { cx } from '@/ui/theme/static-styles';
import s from './product-gallery.styles';

type Props = { images: readonly string[]; name: string };

export function ProductGallery({ images, name }: Props) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <div className={s.gallery}>
      <div className={s.frame}>
        <img
          src={current ?? '/favicon.svg'}
          alt={images.length > 1 ? `${name} — image ${selected + 1} sur ${images.length}` : name}
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          className={s.image}
        />
      </div>
      {images.length > 1 && (
        <div aria-label="Images du produit" className={s.thumbnails}>
          {images.map((image, index) => (
            <button
              key={`${image}-${index}`}
              type="button"
              className={cx(
                button({ variant: 'outline' }),
                s.thumbnail,
                index === selected && s.selected,
              )}
              aria-label={`Afficher l'image ${index + 1}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
            >
              <img
                src={image}
                alt=""
                width={80}
                height={60}
                loading="lazy"
                className={s.thumbnailImage}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
