// What a family of generated parts is (tyres, chargers, VESC controllers…): its type, picture,
// brands, which scooters it may fit, and how to word one product of it.
import type { Brand, ProductType } from '@fohzshop/shared/schemas/product';
import type { Pictogram } from '../catalog/entry';
import type { Random } from './prng';
import type { FleetScooter } from './scooter-fleet';

export interface FamilyContext {
  rand: Random;
  brand: Brand;
  /** The scooter this product was designed around; its voltage or wheel size shapes the name. */
  target: FleetScooter;
}

export interface PartDraft {
  name: string;
  /** Without the compatibility sentence, which the generator adds. */
  description: string;
  /** Euros before the shop's price shape (x,90 € / x9 €) is applied. */
  rawPrice: number;
}

export interface PartFamily {
  type: ProductType;
  pictogram: Exclude<Pictogram, 'scooter'>;
  /** Relative frequency in the generated catalogue. */
  weight: number;
  brands: readonly Brand[];
  /** Scooters this family can fit at all (default: every one). */
  eligible?: (scooter: FleetScooter) => boolean;
  /** When set, a product fits only the eligible scooters with the target's value (volts, inches). */
  matchBy?: (scooter: FleetScooter) => number;
  build(context: FamilyContext): PartDraft;
}

/** ' Kaabo' after a part's name, nothing for the shop's own brand. */
export const brandTag = (brand: Brand): string => (brand === 'FōhzShop' ? '' : ` ${brand}`);
