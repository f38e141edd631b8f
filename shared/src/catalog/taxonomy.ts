// Product types and brands with their fallback, zod-free: the route table, menus and listings
// import these without pulling the schemas (and zod) into the shop's initial bundle.
// schemas/product re-exports them.

export const PRODUCT_TYPES = [
  'Trottinette électrique',
  'Pièce détachée',
  'Pièce compétition',
] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const SCOOTER_TYPE: ProductType = 'Trottinette électrique';
/** Both part types: the search and compatibility treat them alike. */
export const PART_TYPES: readonly ProductType[] = ['Pièce détachée', 'Pièce compétition'];

export const BRANDS = [
  'Dualtron',
  'Teverun',
  'Nami',
  'Kaabo',
  'InMotion',
  'FōhzShop',
  'FlipSky',
  'MakerX',
  'Lonnyo',
] as const;
export type Brand = (typeof BRANDS)[number];
/** The four scooter brands of the menu, search and brand pages. */
export const SCOOTER_BRANDS = [
  'Dualtron',
  'Teverun',
  'Kaabo',
  'InMotion',
] as const satisfies readonly Brand[];
export type ScooterBrand = (typeof SCOOTER_BRANDS)[number];

/** Fallback for an unknown type or brand. */
export const UNDEFINED_LABEL = 'Non défini(e)';
