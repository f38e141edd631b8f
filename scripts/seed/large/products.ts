// N generated products on top of the demo catalogue: mostly spare and competition parts that
// fit the demo scooters, plus a few refurbished scooters. Deterministic for a given Random.
import type { Brand, Product } from '@fohzshop/shared/schemas/product';
import { SCOOTER, productImagePath } from '../catalog/entry';
import { SCOOTERS } from '../catalog/scooters';
import { withSafety } from '../catalog/safety';
import {
  NameRegistry,
  datesFor,
  oldPriceFor,
  shopPrice,
  stockFor,
  viewsFor,
} from './catalogue-shape';
import { COMPETITION_FAMILIES } from './competition-families';
import { ELECTRIC_PART_FAMILIES } from './electric-part-families';
import type { PartFamily } from './part-family';
import type { Random } from './prng';
import { FLEET, IMAGES_BY_PICTOGRAM, SCOOTER_MAKERS, type FleetScooter } from './scooter-fleet';
import { SPARE_PART_FAMILIES } from './spare-part-families';

const FAMILIES = [...SPARE_PART_FAMILIES, ...ELECTRIC_PART_FAMILIES, ...COMPETITION_FAMILIES].map(
  (f) => [f, f.weight] as const,
);
const REFURBISHED_SHARE = 0.04;
const COLOURS = ['noir', 'gris', 'rouge'] as const;
const GRADES = [
  ['reconditionnée grade A', 0.88, 'Aspect quasi neuf, aucune trace visible.'],
  ['reconditionnée grade B', 0.78, 'Quelques micro-rayures sur le deck et la colonne.'],
  ['reconditionnée grade C', 0.68, 'Traces d’usage visibles, mécanique irréprochable.'],
  ['ex-démonstration', 0.92, 'Modèle de notre magasin, moins de 50 km au compteur.'],
] as const;

/** « Compatible avec A, B et C. » */
function compatibilitySentence(scooters: readonly FleetScooter[]): string {
  const names = scooters.map((s) => s.name);
  const last = names.pop();
  return `Compatible avec ${names.length ? `${names.join(', ')} et ${last}` : last}.`;
}

function imagesOf(pictogram: Parameters<typeof IMAGES_BY_PICTOGRAM.get>[0], rand: Random) {
  const pool = IMAGES_BY_PICTOGRAM.get(pictogram) ?? [];
  return rand.sample(pool, rand.chance(0.2) ? 2 : 1);
}

/** The scooters the part fits; always at least the one it was designed around. */
function fitsFor(family: PartFamily, brand: Brand, rand: Random) {
  const eligible = FLEET.filter((s) => family.eligible?.(s) ?? true);
  const own = eligible.filter((s) => s.brand === brand);
  const maker = SCOOTER_MAKERS.has(brand) && brand !== 'FōhzShop' && own.length > 0;
  const candidates = maker ? own : eligible;
  const target = rand.pick(candidates);
  const { matchBy } = family;
  const fits = matchBy
    ? candidates.filter((s) => matchBy(s) === matchBy(target))
    : [
        target,
        ...rand.sample(
          candidates.filter((s) => s !== target),
          rand.int(0, maker ? 2 : 6),
        ),
      ];
  return { target, fits, brand: maker || !SCOOTER_MAKERS.has(brand) ? brand : 'FōhzShop' };
}

/** 'Écran EY3 Nami' → 'Écran EY3 pour Nami Klima': the version made for one model. */
function modelSpecific(name: string, brand: Brand, target: FleetScooter): string {
  const short = target.name.startsWith(brand) ? name.replace(` ${brand}`, '') : name;
  return short.includes(' pour ') ? `${short} (${target.name})` : `${short} pour ${target.name}`;
}

function part(rand: Random, now: Date, names: NameRegistry): Product {
  const family = rand.weighted(FAMILIES);
  const { target, fits, brand } = fitsFor(family, rand.pick(family.brands), rand);
  const draft = family.build({ rand, brand, target });
  // A name already in the catalogue becomes the model-specific version, then a newer revision.
  const specific = modelSpecific(draft.name, brand, target);
  const claimed = names.claim(
    draft.name,
    specific,
    `${draft.name} V2`,
    `${specific} V2`,
    `${draft.name} V3`,
  );
  const fitted = claimed.name.startsWith(specific) ? [target] : fits;
  const price = shopPrice(draft.rawPrice);
  const old_price = oldPriceFor(price, rand);
  const generated: Product = {
    ...claimed,
    description: `${draft.description} ${compatibilitySentence(fitted)}`,
    type: family.type,
    brand,
    price,
    ...(old_price !== undefined && { old_price }),
    ...stockFor(price, rand),
    images: imagesOf(family.pictogram, rand),
    compatible_with: fitted.map((s) => s.id).sort(),
    views: viewsFor(rand),
    ...datesFor(now, rand),
  };
  return withSafety(generated, family.pictogram);
}

function refurbishedScooter(rand: Random, now: Date, names: NameRegistry): Product {
  const base = rand.pick(SCOOTERS);
  const [grade, factor, look] = rand.pick(GRADES);
  const price = shopPrice(base.price * factor);
  const stock = rand.int(0, 3);
  return withSafety({
    ...names.claim(
      `${base.name} ${grade}`,
      ...COLOURS.map((colour) => `${base.name} ${grade} (coloris ${colour})`),
    ),
    description: `${base.name} ${grade}, révisée dans notre atelier : batterie contrôlée cellule par cellule, pièces d’usure remplacées, garantie 12 mois. ${look}`,
    type: SCOOTER,
    brand: base.brand,
    price,
    ...(rand.chance(0.6) && base.price > price && { old_price: base.price }),
    stock,
    ...(stock === 0 && rand.chance(0.3) && { backorder: true }),
    images: [productImagePath(base.id)],
    specs: { ...base.specs },
    views: viewsFor(rand),
    ...datesFor(now, rand),
  });
}

/** `count` products whose names and ids differ from `existing` (the demo catalogue) and each other. */
export function generateProducts(
  count: number,
  existing: readonly Product[],
  rand: Random,
  now: Date,
): Product[] {
  const names = new NameRegistry(existing, rand);
  return Array.from({ length: count }, () =>
    rand.chance(REFURBISHED_SHARE) ? refurbishedScooter(rand, now, names) : part(rand, now, names),
  );
}
