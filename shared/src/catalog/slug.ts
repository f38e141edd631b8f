// The readable part of a product id: the name without accents, lower case, words joined by
// dashes, at most 80 characters (the id appears in the shop's URLs). Always a valid RTDB key.
const MAX_SLUG_LENGTH = 80;

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}
