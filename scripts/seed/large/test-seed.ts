// One large seed shared by the test files (built once per file: about a second).
import { buildProducts } from '../products';
import { buildLargeSeed } from './index';

export const NOW = new Date('2026-03-15T10:00:00.000Z');
export const ADMIN_UID = 'DemoAdminUid0000000000000000';
export const DEMO_PRODUCTS = Object.values(buildProducts(NOW));

export const buildTestSeed = (size = 5000, seed?: number) =>
  buildLargeSeed({
    size,
    demoProducts: DEMO_PRODUCTS,
    adminUid: ADMIN_UID,
    now: NOW,
    ...(seed !== undefined && { seed }),
  });
