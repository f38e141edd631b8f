// Product fixtures for the shared unit tests.
import type { Product } from '../schemas/product';

export const NOW = new Date('2025-06-15T12:00:00.000Z');

export function daysAgo(days: number): string {
  return new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
}

export function product(overrides: Partial<Product> = {}): Product {
  const productId = overrides.product_id ?? 'p';
  return {
    product_id: productId,
    name: `Produit ${productId}`,
    description: '',
    brand: 'Dualtron',
    price: 100,
    stock: 1,
    type: 'Trottinette électrique',
    views: 0,
    images: [],
    created_at: daysAgo(30),
    ...overrides,
  };
}
