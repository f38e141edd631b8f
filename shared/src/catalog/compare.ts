// Side-by-side comparison of 2 to 4 scooters: one row per characteristic, French labels with
// units, formatted values, whether they differ and which column is best.
import { formatNumberFr } from '../french-format';
import { formatEuros, toCents } from '../money';
import type { Product, ScooterSpecs } from '../schemas/product';
import { stockState } from './stock';
import { COMPARE_MAX, COMPARE_MIN } from './compare-limits';

export { COMPARE_MAX, COMPARE_MIN };

/** Shown for a missing value. */
export const MISSING_VALUE = '—';

export type CompareRow = {
  key: string;
  label: string;
  values: string[];
  /** True when at least two values differ (the UI can highlight the row or hide equal rows). */
  differs: boolean;
  /** Columns holding the best value (numeric rows only; empty when all equal or unknown). */
  best: number[];
};

type NumericSpec = {
  [K in keyof ScooterSpecs]-?: NonNullable<ScooterSpecs[K]> extends number ? K : never;
}[keyof ScooterSpecs];
type TextSpec = Exclude<keyof ScooterSpecs, NumericSpec>;

const NUMERIC_ROWS: { key: NumericSpec; label: string; better: 'higher' | 'lower' }[] = [
  { key: 'power_w', label: 'Puissance (W)', better: 'higher' },
  { key: 'battery_v', label: 'Tension de la batterie (V)', better: 'higher' },
  { key: 'battery_ah', label: 'Capacité de la batterie (Ah)', better: 'higher' },
  { key: 'range_km', label: 'Autonomie (km)', better: 'higher' },
  { key: 'top_speed_kmh', label: 'Vitesse maximale (km/h)', better: 'higher' },
  { key: 'weight_kg', label: 'Poids (kg)', better: 'lower' },
];
const TEXT_ROWS: { key: TextSpec; label: string }[] = [
  { key: 'tyre_size', label: 'Taille des pneus' },
  { key: 'brakes', label: 'Freins' },
  { key: 'suspension', label: 'Suspensions' },
];

function bestColumns(numbers: (number | undefined)[], better: 'higher' | 'lower'): number[] {
  const known = numbers.filter((n): n is number => n !== undefined);
  if (known.length < 2 || new Set(known).size === 1) return [];
  const target = better === 'higher' ? Math.max(...known) : Math.min(...known);
  return numbers.flatMap((n, i) => (n === target ? [i] : []));
}

const row = (key: string, label: string, values: string[], best: number[] = []): CompareRow => ({
  key,
  label,
  values,
  differs: new Set(values).size > 1,
  best,
});

/** Rows for 2–4 scooters, in column order. Throws RangeError outside 2–4. */
export function compareScooters(products: readonly Product[]): CompareRow[] {
  if (products.length < COMPARE_MIN || products.length > COMPARE_MAX) {
    throw new RangeError(`La comparaison porte sur ${COMPARE_MIN} à ${COMPARE_MAX} trottinettes.`);
  }
  const prices = products.map((p) => toCents(p.price));
  const rows: CompareRow[] = [
    row(
      'price',
      'Prix (€ TTC)',
      products.map((p) => formatEuros(p.price)),
      bestColumns(prices, 'lower'),
    ),
    row(
      'brand',
      'Marque',
      products.map((p) => p.brand),
    ),
  ];
  for (const spec of NUMERIC_ROWS) {
    const numbers = products.map((p) => p.specs?.[spec.key]);
    const values = numbers.map((n) => (n === undefined ? MISSING_VALUE : formatNumberFr(n, 1)));
    rows.push(row(spec.key, spec.label, values, bestColumns(numbers, spec.better)));
  }
  for (const spec of TEXT_ROWS) {
    rows.push(
      row(
        spec.key,
        spec.label,
        products.map((p) => p.specs?.[spec.key]?.trim() || MISSING_VALUE),
      ),
    );
  }
  rows.push(
    row(
      'availability',
      'Disponibilité',
      products.map((p) => stockState(p)),
    ),
  );
  return rows;
}
