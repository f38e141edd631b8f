// French postal codes: where the shop delivers and what an address may hold. Delivery is in
// metropolitan France only (Corsica included); billing may be anywhere in France.

/** Any French postal code: 5 digits (metropolitan, overseas 97xxx/98xxx, Monaco 980xx). */
export const FRENCH_POSTAL_CODE = /^[0-9]{5}$/;

/**
 * Metropolitan France: departments 01 to 95 (Corsica is 20xxx), i.e. 01000 to 95999. Refused:
 * 00xxx (no such department), 96xxx (unused), 97xxx and 98xxx (overseas, Monaco). The database
 * rules on users/{uid}/addresses use the same pattern.
 */
export const METROPOLITAN_POSTAL_CODE = /^(0[1-9]|[1-8][0-9]|9[0-5])[0-9]{3}$/;

export const POSTAL_CODE_FORMAT_MESSAGE = 'Code postal invalide (5 chiffres).';
export const METROPOLITAN_ONLY_MESSAGE =
  'Livraison en France métropolitaine uniquement (code postal de 01000 à 95999).';

export function isMetropolitanPostalCode(code: string): boolean {
  return METROPOLITAN_POSTAL_CODE.test(code.trim());
}
