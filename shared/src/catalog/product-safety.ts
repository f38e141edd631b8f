// Which products need the GPSR safety information (art. 19 of Regulation (EU) 2023/988) and
// the éco-participation rules, zod-free: the product page, the cart and the server share them.
import { formatCents } from '../money';
import { foldText } from '../text';
import { SCOOTER_TYPE, type ProductType } from './taxonomy';

/** The 27 member states (ISO 3166-1 alpha-2; Greece is GR): outside them, an EU responsible person is needed. */
export const EU_COUNTRY_CODES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const; // prettier-ignore

export const isEuCountry = (code: string): boolean =>
  (EU_COUNTRY_CODES as readonly string[]).includes(code.toUpperCase());

type Named = { type: ProductType | string; name: string };

/**
 * The catalogue has no battery type: a battery is a part whose name starts with « Batterie »
 * (« Batterie de rechange … », « Batterie compétition … »), as every battery of the catalogue is
 * named; « Chargeur … pour batteries » or « Écran … niveau de batterie » are not batteries.
 */
export const isBattery = (product: Named): boolean =>
  product.type !== SCOOTER_TYPE && /^(pack )?batteries?\b/.test(foldText(product.name));

export const isScooter = (product: Pick<Named, 'type'>): boolean => product.type === SCOOTER_TYPE;

/** Scooters and batteries cannot be listed without their safety information. */
export const needsSafetyInfo = (product: Named): boolean =>
  isScooter(product) || isBattery(product);

export const ECO_FEE_LABEL = 'dont éco-participation';

/**
 * « dont éco-participation : 12,00 € » (DEEE, batteries: shown apart from the price it is
 * included in, on the site, the invoice and the e-mails), or null when there is none.
 */
export function ecoFeeText(
  ecoFeeCents: number,
  format: (cents: number) => string = formatCents,
): string | null {
  return ecoFeeCents > 0 ? `${ECO_FEE_LABEL} : ${format(ecoFeeCents)}` : null;
}

/** Pages a battery or a scooter links to: free take-back of used batteries, lithium safety. */
export const BATTERY_TAKE_BACK_PATH = '/reprise-batteries';

export const SAFETY_MESSAGES = {
  required:
    'Informations de sécurité obligatoires pour une trottinette ou une batterie (règlement GPSR) : fabricant, modèle, référence et avertissements en français.',
  euResponsibleRequired:
    'Fabricant établi hors de l’Union européenne : indiquez la personne responsable dans l’UE (nom, adresse postale et e-mail).',
  euResponsibleOutsideEu: 'La personne responsable doit être établie dans l’Union européenne.',
  countryCode: 'Indiquez le pays en code à deux lettres (FR, DE, CN, KR…).',
  ean: 'Le code EAN doit compter 8, 12, 13 ou 14 chiffres.',
  ecoFeeAbovePrice: 'L’éco-participation est comprise dans le prix : elle ne peut pas le dépasser.',
  takeBackWithoutScooter:
    'La reprise gratuite d’un ancien appareil est proposée avec l’achat d’une trottinette électrique uniquement.',
} as const;
