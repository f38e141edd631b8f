// Shape of one catalogue line as we write it by hand; `toProduct` turns it into the RTDB record.
import type { Brand, Product, ProductType, ScooterSpecs } from '@fohzshop/shared/schemas/product';

export type { Brand, ProductType };

export const SCOOTER: ProductType = 'Trottinette électrique';
export const SPARE_PART: ProductType = 'Pièce détachée';
export const COMPETITION_PART: ProductType = 'Pièce compétition';

/** Which pictogram the image generator draws for the product. */
export type Pictogram =
  | 'scooter'
  | 'tyre'
  | 'brake'
  | 'controller'
  | 'charger'
  | 'throttle'
  | 'suspension'
  | 'motor'
  | 'battery'
  | 'display';

interface BaseEntry {
  id: string;
  name: string;
  brand: Brand;
  description: string;
  price: number;
  /** Crossed-out price; omitted when the product is not discounted. */
  old_price?: number;
  stock: number;
  backorder?: boolean;
  /** Days before seeding time, so 'Nouveauté' labels stay fresh whenever the seed runs. */
  age_days: number;
  views: number;
}

export interface ScooterEntry extends BaseEntry {
  /** Seed sheets are complete even though the schema allows partial ones. */
  specs: Required<ScooterSpecs>;
}

export interface PartEntry extends BaseEntry {
  pictogram: Exclude<Pictogram, 'scooter'>;
  compatible_with: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the product's illustration is served (scripts/seed/generate-images.ts writes it). */
export const productImagePath = (productId: string): string => `/images/products/${productId}.webp`;

export function toProduct(entry: ScooterEntry | PartEntry, type: ProductType, now: Date): Product {
  // A few hours of jitter per product so sorting by date is not a tie everywhere.
  const jitterMs = ((entry.id.length * 37) % 23) * 60 * 60 * 1000;
  const createdAt = new Date(now.getTime() - entry.age_days * DAY_MS - jitterMs).toISOString();
  const product: Product = {
    product_id: entry.id,
    name: entry.name,
    description: entry.description,
    brand: entry.brand,
    type,
    price: entry.price,
    stock: entry.stock,
    views: entry.views,
    images: [productImagePath(entry.id)],
    created_at: createdAt,
    updated_at: createdAt,
  };
  if (entry.old_price !== undefined) product.old_price = entry.old_price;
  if (entry.backorder) product.backorder = true;
  if ('specs' in entry) product.specs = entry.specs;
  if ('compatible_with' in entry) product.compatible_with = entry.compatible_with;
  return product;
}
