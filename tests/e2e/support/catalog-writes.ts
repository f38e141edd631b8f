// Catalogue writes of the e2e suites, made as the shop's functions make them: a product, its
// public card and its compatible_parts entries together (see docs/decisions/0009-product-cards.md).
import {
  PRODUCT_CARDS,
  cardOf,
  compatiblePartEntries,
} from '@fohzshop/shared/catalog/product-card';
import { parseStoredProduct } from '@fohzshop/shared/catalog/stored-product';
import type { Product } from '@fohzshop/shared/schemas/product';
import { adminDb } from './stack';

const pathsOf = (product: Product): Record<string, unknown> => ({
  [`products/${product.product_id}`]: product,
  [`${PRODUCT_CARDS}/${product.product_id}`]: cardOf(product),
  ...compatiblePartEntries(product),
});

export async function putProducts(products: readonly Product[]): Promise<void> {
  await adminDb().update('/', Object.assign({}, ...products.map(pathsOf)));
}

export async function removeProducts(products: readonly Product[]): Promise<void> {
  const paths = Object.keys(Object.assign({}, ...products.map(pathsOf)));
  await adminDb().update('/', Object.fromEntries(paths.map((path) => [path, null])));
}

/** Changes some fields of a stored product (and its card). */
export async function patchProduct(id: string, fields: Partial<Product>): Promise<Product> {
  const stored = parseStoredProduct(await adminDb().get(`products/${id}`), id);
  if (!stored) throw new Error(`aucun produit ${id}`);
  const next = { ...stored, ...fields };
  await putProducts([next]);
  return next;
}
