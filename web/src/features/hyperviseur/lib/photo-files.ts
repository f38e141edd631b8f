// What the product form checks on a picked file before sending it (the variants function checks
// again, on the bytes): the types the shop takes, HEIC refused with a way out, 15 MB at most.
// Also the id each upload gets: its file name in Storage and its key in the database.
import { PHOTO_MESSAGES } from '@fohzshop/shared/catalog/photo-messages';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES } from '@fohzshop/shared/catalog/product-photos';

/** The form's <input accept>: any image, so a phone offers its camera roll (checked below). */
export const PHOTO_INPUT_ACCEPT = 'image/*';

const isHeic = (file: Pick<File, 'name' | 'type'>): boolean =>
  /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/** Why a picked file cannot be sent, or null. */
export function pickedFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (isHeic(file)) return PHOTO_MESSAGES.heic;
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type))
    return PHOTO_MESSAGES.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 random characters (about 119 bits): never guessed, never reused. */
export function newPhotoId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
