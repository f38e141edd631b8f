// Valid payloads, the starting point of every test (bad inputs are derived from them).
import type { ProductInputDraft } from '@fohzshop/shared/schemas/product';
import { SAMPLE_SAFETY } from '@fohzshop/shared/test-support/product-safety';

export function productInput(overrides: Partial<ProductInputDraft> = {}): ProductInputDraft {
  return {
    name: 'Dualtron Thunder 3',
    description: 'Trottinette électrique haut de gamme, double moteur.',
    brand: 'Dualtron',
    price: 3299,
    old_price: 3599,
    stock: 4,
    type: 'Trottinette électrique',
    images: ['/images/dualtron-thunder-3.webp', '', '   ', 'https://cdn.example.fr/t3-side.webp'],
    specs: { power_w: 5400, battery_v: 72, battery_ah: 35, top_speed_kmh: 100 },
    backorder: false,
    // A scooter cannot be saved without its GPSR information.
    safety: SAMPLE_SAFETY,
    ...overrides,
  };
}

export function adminUserInput(overrides: Record<string, unknown> = {}) {
  return {
    email: 'jeanne.martin@example.fr',
    first_name: 'Jeanne',
    last_name: 'Martin',
    phone: '06 12 34 56 78',
    role: 'client',
    admin: false,
    addresses: [
      {
        first_name: 'Jeanne',
        last_name: 'Martin',
        line1: '12 rue de la Paix',
        postal_code: '75002',
        city: 'Paris',
        country: 'France',
      },
    ],
    ...overrides,
  };
}

/** French, not zod's English defaults. */
export const FRENCH = /doit|obligatoire|Champ|champ|Identifiant|invalide|caractère|autorisé/;
export const ENGLISH = /^(Invalid|Expected|Unrecognized|Too (big|small)|Required)/m;
