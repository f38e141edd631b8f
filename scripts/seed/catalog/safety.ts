// GPSR safety information and éco-participation of the demo products, from their brand, kind
// and name. The manufacturers are one table per brand (demo addresses, to be replaced by the
// real ones before going live). FōhzShop imports the makers established outside the EU, so it is
// their EU responsible person; its own brand is made in France and needs none.
import type { Brand, Product } from '@fohzshop/shared/schemas/product';
import type { ProductSafety, SafetyParty } from '@fohzshop/shared/schemas/product-safety';
import { isBattery } from '@fohzshop/shared/catalog/product-safety';
import type { Pictogram } from './entry';

const SHOP: SafetyParty = {
  name: 'FōhzShop SAS',
  address: '12 rue de la Mobilité, 69007 Lyon, France',
  email: 'securite@fohzshop.fr',
  country: 'FR',
};

const maker = (name: string, address: string, domain: string, country: string): SafetyParty => ({
  name,
  address,
  email: `conformite@${domain}`,
  country,
});

/** Brand → manufacturer (demo data). */
export const MANUFACTURERS: Record<Exclude<Brand, 'Non défini(e)'>, SafetyParty> = {
  Dualtron: maker('Minimotors Co., Ltd.', '45 Pangyo-ro, Seongnam-si, Gyeonggi-do, Corée du Sud', 'minimotors.example', 'KR'),
  Teverun: maker('Teverun Technology Co., Ltd.', '88 Keji Road, Nanshan, Shenzhen, Chine', 'teverun.example', 'CN'),
  Kaabo: maker('Kaabo Technology Co., Ltd.', '16 Jiangjun Avenue, Jiangning, Nanjing, Chine', 'kaabo.example', 'CN'),
  InMotion: maker('Shenzhen InMotion Technology Co., Ltd.', '3 Liuxian Avenue, Nanshan, Shenzhen, Chine', 'inmotion.example', 'CN'),
  Nami: maker('Nami Electric Co., Ltd.', '12 Nguyen Van Linh, District 7, Hô Chi Minh-Ville, Viêt Nam', 'nami.example', 'VN'),
  FlipSky: maker('Flipsky Technology Co., Ltd.', '21 Huangpu Road, Huizhou, Guangdong, Chine', 'flipsky.example', 'CN'),
  MakerX: maker('MakerX Electronics Co., Ltd.', '9 Bao’an Avenue, Bao’an, Shenzhen, Chine', 'makerx.example', 'CN'),
  Lonnyo: maker('Lonnyo Motor Co., Ltd.', '5 Jinhai Road, Jinhua, Zhejiang, Chine', 'lonnyo.example', 'CN'),
  FōhzShop: SHOP,
}; // prettier-ignore

const RIDE = [
  'Réservée aux personnes de 14 ans et plus, une seule personne à bord ; lisez la notice en français avant la première utilisation.',
  'Portez un casque, des gants et, la nuit, un vêtement rétroréfléchissant ; vérifiez freins, pneus et éclairage avant chaque trajet.',
];
const FAST =
  'Vitesse par construction supérieure à 25 km/h : circulation interdite sur la voie publique, usage sur voie privée uniquement.';
const LITHIUM =
  'Batterie lithium-ion : chargez avec le chargeur d’origine, sous surveillance, loin de toute matière inflammable ; n’exposez ni à l’eau ni à la chaleur, ne chargez pas après un choc.';
const BATTERY = [
  'Batterie lithium-ion : risque d’incendie en cas de choc, de perçage, de court-circuit ou de surchauffe.',
  'Chargez-la avec un chargeur de la même tension, sous surveillance ; ne l’ouvrez pas, montage par un atelier qualifié recommandé.',
  'Ne la jetez pas avec les ordures ménagères : rapportez-la gratuitement en magasin ou dans un point de collecte.',
];
const BY_PICTOGRAM: Partial<Record<Pictogram, string>> = {
  charger:
    'À utiliser avec une batterie de la tension indiquée, à l’abri de l’humidité ; débranchez-le après la charge.',
  controller:
    'Débranchez la batterie avant toute intervention ; montage par un atelier qualifié recommandé.',
  motor:
    'Débranchez la batterie avant toute intervention ; montage par un atelier qualifié recommandé.',
  display: 'Débranchez la batterie avant le montage ; vérifiez l’étanchéité des connecteurs.',
  throttle: 'Débranchez la batterie avant le montage ; vérifiez le retour de la gâchette à zéro.',
};
/** Parts that are electrical equipment themselves (DEEE). */
const ELECTRICAL = new Set<Pictogram>(['charger', 'controller', 'motor', 'display']);
const MECHANICAL =
  'Montage par un atelier qualifié recommandé ; vérifiez le serrage et le freinage avant de rouler.';
const COMPETITION =
  'Pièce destinée à la compétition ou à la voie privée : son montage rend la trottinette interdite sur la voie publique.';

/** EAN-13 in the in-store range (200…): a valid check digit, derived from the product id. */
function demoEan(id: string): string {
  let hash = 7;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_000_000;
  const body = `200${String(hash).padStart(9, '0')}`;
  const sum = [...body].reduce((total, d, i) => total + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The safety block of a demo product; `pictogram` is a part's kind (absent for a scooter). */
export function demoSafety(product: Product, pictogram?: Pictogram): ProductSafety {
  const brand = product.brand === 'Non défini(e)' ? 'FōhzShop' : product.brand;
  const manufacturer = MANUFACTURERS[brand];
  const scooter = pictogram === undefined;
  const battery = isBattery(product);
  const warnings = scooter
    ? [...RIDE, ...((product.specs?.top_speed_kmh ?? 0) > 25 ? [FAST] : []), LITHIUM]
    : battery
      ? BATTERY
      : [(pictogram && BY_PICTOGRAM[pictogram]) ?? MECHANICAL];
  if (product.type === 'Pièce compétition' && !battery) warnings.push(COMPETITION);
  return {
    manufacturer,
    ...(manufacturer.country !== 'FR' && { eu_responsible: SHOP }),
    model: product.name,
    reference: product.product_id.toUpperCase().slice(0, 120),
    ...((scooter || battery) && { ean: demoEan(product.product_id) }),
    warnings: [...warnings],
  };
}

/** Demo éco-participation (DEEE, batteries), cents: the supplier's amount, passed on unchanged. */
export function demoEcoFeeCents(product: Product, pictogram?: Pictogram): number | undefined {
  if (pictogram === undefined) return 250;
  if (isBattery(product)) return 150;
  return pictogram && ELECTRICAL.has(pictogram) ? 20 : undefined;
}

/** The product with its safety block and éco-participation. */
export function withSafety(product: Product, pictogram?: Pictogram): Product {
  const eco = demoEcoFeeCents(product, pictogram);
  return {
    ...product,
    safety: demoSafety(product, pictogram),
    ...(eco !== undefined && { eco_fee_cents: eco }),
  };
}
