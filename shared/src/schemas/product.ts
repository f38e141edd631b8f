// Product as stored at products/{product_id} and as admins submit it (see docs/data-model.md).
import { z } from 'zod';
import {
  DatabaseKeySchema,
  EurosSchema,
  IsoDateSchema,
  PositiveIntSchema,
  UrlOrPathSchema,
  boundedString,
  optionalText,
} from './common';
import { BRANDS, PRODUCT_TYPES, UNDEFINED_LABEL } from '../catalog/taxonomy';
import { dropEmptyImages } from '../catalog/normalize';
import { EcoFeeCentsSchema, ProductSafetySchema, checkSafetyInput } from './product-safety';
import { ProductPhotoListSchema, ProductPhotoSchema } from './product-photo';
import { MAX_PHOTOS } from '../catalog/product-photos';

export {
  BRANDS,
  PART_TYPES,
  PRODUCT_TYPES,
  SCOOTER_BRANDS,
  SCOOTER_TYPE,
  UNDEFINED_LABEL,
} from '../catalog/taxonomy';
export type { Brand, ProductType, ScooterBrand } from '../catalog/taxonomy';
export { dropEmptyImages } from '../catalog/normalize';

export const ProductTypeSchema = z.enum([...PRODUCT_TYPES, UNDEFINED_LABEL]);
export const BrandSchema = z.enum([...BRANDS, UNDEFINED_LABEL]);

export const MAX_IMAGES = 20;
export const MAX_STOCK = 1_000_000;

/** Scooter datasheet; every field optional because catalogues are often incomplete. */
export const ScooterSpecsSchema = z.strictObject({
  power_w: z.number().int().min(0).max(100_000).optional(),
  battery_v: z.number().min(0).max(200).optional(),
  battery_ah: z.number().min(0).max(500).optional(),
  range_km: z.number().min(0).max(1_000).optional(),
  top_speed_kmh: z.number().min(0).max(200).optional(),
  weight_kg: z.number().min(0).max(500).optional(),
  tyre_size: optionalText(40).optional(),
  brakes: optionalText(120).optional(),
  suspension: optionalText(120).optional(),
});
export type ScooterSpecs = z.infer<typeof ScooterSpecsSchema>;

const productFields = {
  name: boundedString(1, 200),
  description: optionalText(20_000),
  brand: BrandSchema,
  price: EurosSchema,
  stock: PositiveIntSchema.max(MAX_STOCK),
  type: ProductTypeSchema,
  old_price: EurosSchema.optional(),
  images: z.array(UrlOrPathSchema).max(MAX_IMAGES),
  specs: ScooterSpecsSchema.optional(),
  /** Parts: product ids of the scooters this part fits. */
  compatible_with: z.array(DatabaseKeySchema).max(500).optional(),
  /** Stock 0 and backorder ⇒ 'Sur commande' rather than 'Rupture de stock'. */
  backorder: z.boolean().optional(),
  /** GPSR art. 19: manufacturer, EU responsible person, identifiers, warnings (product-safety.ts). */
  safety: ProductSafetySchema.optional(),
  /** Éco-participation included in the price, integer cents (DEEE / batteries). */
  eco_fee_cents: EcoFeeCentsSchema.optional(),
};

export const ProductSchema = z.object({
  product_id: DatabaseKeySchema,
  ...productFields,
  // Read leniently: a malformed block is dropped rather than hiding the product (admin input is strict).
  safety: ProductSafetySchema.optional().catch(undefined),
  eco_fee_cents: EcoFeeCentsSchema.optional().catch(undefined),
  /** Lawful reference of the current reduction, set by the server from price_history (L112-1-1). */
  reference_price: EurosSchema.optional().catch(undefined),
  /** Uploaded photos in display order (docs/images.md); shown instead of `images` once ready. */
  photos: z.array(ProductPhotoSchema).max(MAX_PHOTOS).optional().catch(undefined),
  views: PositiveIntSchema,
  created_at: IsoDateSchema,
  updated_at: IsoDateSchema.optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * What an admin submits: no id (it is in the request), no views nor dates (set by the server).
 * Type and brand must be real values, not the fallback. Empty image strings are dropped first.
 */
export const ProductInputSchema = z
  .strictObject({
    ...productFields,
    brand: z.enum(BRANDS),
    type: z.enum(PRODUCT_TYPES),
    images: z
      .array(z.string().max(2048))
      .max(MAX_IMAGES * 2)
      .transform(dropEmptyImages)
      .pipe(z.array(UrlOrPathSchema).max(MAX_IMAGES)),
    /** Uploaded photos (id + French alt), in order; absent = keep the stored ones. */
    photos: ProductPhotoListSchema.optional(),
  })
  .superRefine(checkSafetyInput);
/** Parsed (clean) input. */
export type ProductInput = z.output<typeof ProductInputSchema>;
/** Raw form values before parsing (images may contain ''). */
export type ProductInputDraft = z.input<typeof ProductInputSchema>;
