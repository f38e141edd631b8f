// Product photos (docs/images.md, docs/data-model.md): the photo list on products/{id}/photos,
// what an admin submits for it, and the variants function's record at
// product_photos/{product_id}/{photo_id}.
import { z } from 'zod';
import { PHOTO_MESSAGES } from '../catalog/photo-messages';
import { MAX_PHOTOS, PHOTO_ALT_MAX, PHOTO_MAX_SIDE } from '../catalog/product-photos';
import { IsoDateSchema } from './common';

/** An upload's id: the original's file name and a database key (the form draws 20 random characters). */
export const PhotoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, {
  error: 'Identifiant de photo invalide.',
});

const Side = z.number().int().min(1).max(PHOTO_MAX_SIDE);
const Widths = z.array(Side).min(1).max(12);
/** A 16 px WebP as a data: URI (a few hundred characters). */
const PlaceholderSchema = z
  .string()
  .max(4000)
  .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);

const AltSchema = z
  .string()
  .trim()
  .min(1, { error: PHOTO_MESSAGES.altRequired })
  .max(PHOTO_ALT_MAX, { error: PHOTO_MESSAGES.altTooLong });

/** One entry of products/{id}/photos; size and widths appear once the variants exist. */
export const ProductPhotoSchema = z.object({
  id: PhotoIdSchema,
  alt: AltSchema,
  width: Side.optional(),
  height: Side.optional(),
  widths: Widths.optional(),
  placeholder: PlaceholderSchema.optional(),
});

/** What the product form submits for each photo, in display order (the first is the main one). */
export const ProductPhotoInputSchema = z.strictObject({ id: PhotoIdSchema, alt: AltSchema });
export type ProductPhotoInput = z.infer<typeof ProductPhotoInputSchema>;

export const ProductPhotoListSchema = z
  .array(ProductPhotoInputSchema)
  .max(MAX_PHOTOS, { error: PHOTO_MESSAGES.tooMany })
  .refine((photos) => new Set(photos.map((photo) => photo.id)).size === photos.length, {
    error: 'Une même photo figure deux fois.',
  });

/** product_photos/{product_id}/{photo_id}: the variants function's verdict on one original. */
export const PhotoRecordSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ready'),
    width: Side,
    height: Side,
    widths: Widths,
    placeholder: PlaceholderSchema,
    processed_at: IsoDateSchema,
  }),
  z.object({
    status: z.literal('refused'),
    /** French, shown by the product form. */
    error: z.string().min(1).max(400),
    processed_at: IsoDateSchema,
  }),
]);
export type PhotoRecord = z.infer<typeof PhotoRecordSchema>;

/** The node of the records. */
export const PRODUCT_PHOTOS = 'product_photos';
