// A complete GPSR block (made outside the EU, so with an EU responsible person) for tests that
// submit a scooter or a battery, which cannot be saved without one.
import type { ProductSafety } from '../schemas/product-safety';

export const SAMPLE_SAFETY: ProductSafety = {
  manufacturer: {
    name: 'Minimotors Co., Ltd.',
    address: '1 Test-ro, Seongnam-si, Gyeonggi-do, Corée du Sud',
    email: 'contact@minimotors.example',
    country: 'KR',
  },
  eu_responsible: {
    name: 'Importateur Démo SAS',
    address: '1 rue Exemple, 69007 Lyon, France',
    email: 'securite@importateur.example',
    country: 'FR',
  },
  model: 'Thunder 3',
  reference: 'DT3-72V35AH',
  ean: '8809123456789',
  warnings: ['Portez un casque et des protections.', 'Usage sur voie privée uniquement.'],
};
