// The product form: what the inputs hold (text), how it becomes the shared ProductInput, and the
// reverse for editing. Image URLs are checked as the shop's dialogs check URLs (http(s), with
// the fixed « Invalid URL » text); site paths of the demo images ('/images/…') stay accepted,
// as the catalogue schema accepts them. Empty image lines are dropped.
import { z } from 'zod';
import { MESSAGES } from '@fohzshop/shared/messages';
import {
  BRANDS,
  MAX_IMAGES,
  MAX_STOCK,
  PRODUCT_TYPES,
  SCOOTER_TYPE,
  type Product,
  type ProductInput,
  type ScooterSpecs,
} from '@fohzshop/shared/schemas/product';
import { isSitePath, MAX_EUROS } from '@fohzshop/shared/schemas/common';
import {
  SafetyFormSchema,
  checkSafetyForm,
  ecoFeeCentsOf,
  safetyFormValues,
  safetyOf,
  type SafetyFormValues,
} from './product-safety-form';
import {
  PhotoFormListSchema,
  photoFormValues,
  photoInput,
  type PhotoFormValues,
} from './photo-form';

export const SPEC_FIELDS = [
  ['power_w', 'Puissance (W)', 'number'],
  ['battery_v', 'Batterie (V)', 'number'],
  ['battery_ah', 'Batterie (Ah)', 'number'],
  ['range_km', 'Autonomie (km)', 'number'],
  ['top_speed_kmh', 'Vitesse max (km/h)', 'number'],
  ['weight_kg', 'Poids (kg)', 'number'],
  ['tyre_size', 'Pneus', 'text'],
  ['brakes', 'Freins', 'text'],
  ['suspension', 'Suspensions', 'text'],
] as const satisfies readonly (readonly [keyof ScooterSpecs, string, 'number' | 'text'])[];
type SpecKey = (typeof SPEC_FIELDS)[number][0];

export type ProductFormValues = {
  name: string;
  description: string;
  brand: string;
  type: string;
  price: string;
  old_price: string;
  stock: string;
  backorder: boolean;
  images: { url: string }[];
  specs: Record<SpecKey, string>;
  compatible_with: string[];
  safety: SafetyFormValues;
  eco_fee: string;
  photos: PhotoFormValues['photos'];
};

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** An image line: '' (dropped), an http(s) URL or a site path. */
export const isImageUrl = (value: string): boolean =>
  value === '' || HTTP_URL.test(value) || isSitePath(value);

const decimal = (text: string) => Number(text.trim().replace(',', '.').replace(/\s/g, ''));
const euros = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Indiquez ${label}.`)
    .refine((v) => Number.isFinite(decimal(v)) && decimal(v) >= 0 && decimal(v) <= MAX_EUROS, {
      error: `${label.charAt(0).toUpperCase()}${label.slice(1)} doit être un montant entre 0 et ${MAX_EUROS} €.`,
    })
    .refine((v) => Math.abs(decimal(v) * 100 - Math.round(decimal(v) * 100)) < 1e-6, {
      error: 'Le montant doit avoir au plus deux décimales.',
    });
export const ProductFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Indiquez le nom du produit.').max(200),
    description: z.string().max(20_000),
    brand: z.enum(BRANDS, { error: 'Choisissez une marque.' }),
    type: z.enum(PRODUCT_TYPES, { error: 'Choisissez un type.' }),
    price: euros('le prix'),
    old_price: z.union([z.literal(''), euros("l'ancien prix")]),
    stock: z
      .string()
      .trim()
      .regex(/^\d+$/, { error: 'Le stock est un nombre entier positif.' })
      .refine((v) => Number(v) <= MAX_STOCK, { error: `Le stock ne peut dépasser ${MAX_STOCK}.` }),
    backorder: z.boolean(),
    images: z
      .array(
        z.object({ url: z.string().trim().refine(isImageUrl, { error: MESSAGES.invalidUrl }) }),
      )
      .refine((list) => list.filter((i) => i.url.trim() !== '').length <= MAX_IMAGES, {
        error: `${MAX_IMAGES} images au plus.`,
      }),
    specs: z.record(z.string(), z.string()),
    compatible_with: z.array(z.string()),
    safety: SafetyFormSchema,
    eco_fee: z.string(),
    photos: PhotoFormListSchema,
  })
  .superRefine(checkSafetyForm);

/** Valid form values → the request's product (numbers parsed, empty values and images dropped). */
export function toProductInput(values: ProductFormValues): ProductInput {
  const specs: Record<string, string | number> = {};
  for (const [key, , kind] of SPEC_FIELDS) {
    const raw = values.specs[key]?.trim() ?? '';
    if (raw !== '') specs[key] = kind === 'number' ? decimal(raw) : raw;
  }
  const scooter = values.type === SCOOTER_TYPE;
  const safety = safetyOf(values.safety);
  const ecoFee = ecoFeeCentsOf(values.eco_fee);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    brand: values.brand as ProductInput['brand'],
    type: values.type as ProductInput['type'],
    price: decimal(values.price),
    ...(values.old_price.trim() !== '' ? { old_price: decimal(values.old_price) } : {}),
    stock: Number(values.stock),
    backorder: values.backorder,
    images: values.images.map((i) => i.url.trim()).filter((url) => url !== ''),
    ...(scooter && Object.keys(specs).length > 0 ? { specs: specs as ScooterSpecs } : {}),
    ...(!scooter ? { compatible_with: values.compatible_with } : {}),
    ...(safety && { safety }),
    ...(ecoFee !== undefined && { eco_fee_cents: ecoFee }),
    photos: photoInput(values.photos),
  };
}

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

/** A stored product (or nothing: a new one) → form values. */
export function toFormValues(product?: Product): ProductFormValues {
  const specs = Object.fromEntries(
    SPEC_FIELDS.map(([key]) => [key, text(product?.specs?.[key])]),
  ) as Record<SpecKey, string>;
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    brand: product?.brand ?? '',
    type: product?.type ?? '',
    price: text(product?.price),
    old_price: text(product?.old_price),
    stock: text(product?.stock ?? 0),
    backorder: product?.backorder ?? false,
    images: [...(product?.images ?? []).map((url) => ({ url })), { url: '' }],
    specs,
    compatible_with: product?.compatible_with ?? [],
    ...safetyFormValues(product),
    photos: photoFormValues(product),
  };
}

/**
 * The editable part of a stored product, for quick edits (stock, price) from the table. Absent
 * fields are left out rather than sent as undefined (which would travel as null and be refused).
 */
export function productInputOf(product: Product): ProductInput {
  // reference_price is the server's (from the price history), never sent back.
  const {
    product_id: _id,
    views: _views,
    created_at: _c,
    updated_at: _u,
    reference_price: _r,
    // Left out: the server keeps the stored photo list (their sizes are not input fields).
    photos: _photos,
    ...input
  } = product;
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return {
    ...(defined as Omit<ProductInput, 'brand' | 'type'>),
    brand: input.brand as ProductInput['brand'],
    type: input.type as ProductInput['type'],
  };
}
