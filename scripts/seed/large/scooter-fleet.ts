// The demo scooters as the generated parts see them: brand, voltage, tyre size and power decide
// which parts fit which scooter, so a 67,2 V charger only lists the 60 V models.
import type { Brand } from '@fohzshop/shared/schemas/product';
import { productImagePath, type Pictogram } from '../catalog/entry';
import { COMPETITION_PARTS } from '../catalog/competition-parts';
import { SCOOTERS } from '../catalog/scooters';
import { SPARE_PARTS } from '../catalog/spare-parts';

export interface FleetScooter {
  id: string;
  name: string;
  brand: Brand;
  price: number;
  batteryV: number;
  /** Wheel diameter in inches, from the spec sheet ('11 pouces tubeless' → 11). */
  tyreInches: number;
  powerW: number;
}

export const FLEET: readonly FleetScooter[] = SCOOTERS.map((entry) => ({
  id: entry.id,
  name: entry.name,
  brand: entry.brand,
  price: entry.price,
  batteryV: entry.specs.battery_v,
  tyreInches: Number.parseFloat(entry.specs.tyre_size.replace(',', '.')),
  powerW: entry.specs.power_w,
}));

/** Brands that make scooters: their parts fit only their own models. */
export const SCOOTER_MAKERS: ReadonlySet<Brand> = new Set(FLEET.map((s) => s.brand));

/** Scooters strong enough for competition parts (dual motors, ≥ 2 000 W). */
export const isHighPower = (scooter: FleetScooter): boolean => scooter.powerW >= 2000;

/** Cells in series of the usual packs (nominal voltage → cells), 4.2 V each when full. */
const CELLS_IN_SERIES: Readonly<Record<number, number>> = {
  36: 10,
  48: 13,
  52: 14,
  60: 16,
  72: 20,
  84: 24,
};

/** Full-charge voltage of a pack, what its charger is sold by (60 V → 67,2 V). */
export function chargeVoltage(batteryV: number): number {
  const cells = CELLS_IN_SERIES[batteryV] ?? Math.round(batteryV / 3.6);
  return Math.round(cells * 42) / 10;
}

/** '67.2' → '67,2' (French decimal comma in names). */
export const frenchNumber = (value: number): string => String(value).replace('.', ',');

/** Existing demo illustrations per pictogram, reused by the generated products. */
export const IMAGES_BY_PICTOGRAM: ReadonlyMap<Pictogram, readonly string[]> = (() => {
  const images = new Map<Pictogram, string[]>();
  images.set(
    'scooter',
    SCOOTERS.map((s) => productImagePath(s.id)),
  );
  for (const part of [...SPARE_PARTS, ...COMPETITION_PARTS]) {
    const list = images.get(part.pictogram) ?? [];
    list.push(productImagePath(part.id));
    images.set(part.pictogram, list);
  }
  return images;
})();
