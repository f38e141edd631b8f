// What every product presentation shows (cards, detail page, home strips, comparator): link,
// formatted prices, stock state and labels with their colour. Pure, so features share it
// through this public hook module without sharing components.
import { useMemo } from 'react';
import type { ProductLabel } from '@fohzshop/shared/catalog/labels';
import { stockState, type StockState } from '@fohzshop/shared/catalog/stock';
import { isScooter } from '@fohzshop/shared/catalog/compatibility';
import { formatCents, formatEuros } from '@fohzshop/shared/money';
import { shownReduction } from '@fohzshop/shared/catalog/reduction';
import { productPath } from '@fohzshop/shared/routes';
import type { ListingProduct } from '@fohzshop/shared/catalog/product-card';
import type { Palette } from '@/ui/theme/palettes';

/** Demo images are 480×360; every <img> gets these so the layout never shifts. */
export const PRODUCT_IMAGE_WIDTH = 480;
export const PRODUCT_IMAGE_HEIGHT = 360;

export const STOCK_PALETTE: Record<StockState, Palette> = {
  'En stock': 'green',
  'Rupture de stock': 'red',
  'Sur commande': 'orange',
};

export const LABEL_PALETTE: Record<ProductLabel, Palette> = {
  Nouveauté: 'blue',
  'Meilleures ventes': 'purple',
  'Prix fortement réduit': 'red',
};

export type ProductDisplay = {
  href: string;
  image: string | undefined;
  price: string;
  /** Struck-through price: the lawful reference (L112-1-1), only for a justified, buyable reduction. */
  oldPrice: string | undefined;
  /** Reduction computed on that reference, rounded down, e.g. 25 for -25 %. */
  discountPercent: number | undefined;
  stock: StockState;
  stockPalette: Palette;
  labels: { text: ProductLabel; palette: Palette }[];
  isScooter: boolean;
};

export function productDisplay(
  product: ListingProduct,
  labels: readonly ProductLabel[] = [],
): ProductDisplay {
  const reduction = shownReduction(product);
  const stock = stockState(product);
  return {
    href: productPath(product),
    image: product.images[0],
    price: formatEuros(product.price),
    oldPrice: reduction ? formatCents(reduction.referenceCents) : undefined,
    discountPercent: reduction?.percent,
    stock,
    stockPalette: STOCK_PALETTE[stock],
    labels: labels.map((text) => ({ text, palette: LABEL_PALETTE[text] })),
    isScooter: isScooter(product),
  };
}

export function useProductDisplay(
  product: ListingProduct | undefined,
  labels?: readonly ProductLabel[],
): ProductDisplay | undefined {
  return useMemo(() => (product ? productDisplay(product, labels) : undefined), [product, labels]);
}
