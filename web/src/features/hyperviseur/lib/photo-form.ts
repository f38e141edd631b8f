// The product form's photo list: what it holds (id of the upload + French alternative text, in
// display order), its check, and the values of a stored product.
import { z } from 'zod';
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { MAX_PHOTOS, PHOTO_ALT_MAX } from '@fohzshop/shared/catalog/product-photos';
import type { Product } from '@fohzshop/shared/schemas/product';

export type PhotoFormValues = { photos: { id: string; alt: string }[] };

export const PhotoFormListSchema = z
  .array(
    z.object({
      id: z.string(),
      alt: z
        .string()
        .trim()
        .min(1, { error: PHOTO_MESSAGES.altRequired })
        .max(PHOTO_ALT_MAX, { error: PHOTO_MESSAGES.altTooLong }),
    }),
  )
  .max(MAX_PHOTOS, { error: PHOTO_MESSAGES.tooMany });

export const photoFormValues = (product?: Product): PhotoFormValues['photos'] =>
  (product?.photos ?? []).map(({ id, alt }) => ({ id, alt }));

/** The request's list: texts trimmed. */
export const photoInput = (photos: PhotoFormValues['photos']) =>
  photos.map(({ id, alt }) => ({ id, alt: alt.trim() }));
