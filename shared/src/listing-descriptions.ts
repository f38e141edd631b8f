// Intro texts of the listing pages: shown under their heading and used as their meta
// description (route-descriptions.ts). Apart from the route table so only listings load them.
import type { ScooterBrand } from './catalog/taxonomy';
import type { RouteName } from './routes';

const brand = (b: ScooterBrand, tagline: string) =>
  `Toutes les trottinettes électriques ${b} : ${tagline} Livraison gratuite en France et paiement sécurisé.`;

export const LISTING_DESCRIPTIONS = {
  SCOOTERS:
    'Découvrez notre sélection de trottinettes électriques hautes performances au meilleur prix, livrées gratuitement en France.',
  SCOOTER_DUALTRON: brand(
    'Dualtron',
    'puissance, autonomie et suspensions réglables pour les riders exigeants.',
  ),
  SCOOTER_TEVERUN: brand('Teverun', 'performances extrêmes et finitions haut de gamme.'),
  SCOOTER_KAABO: brand('Kaabo', 'les Mantis et Wolf Warrior, robustes et tout-terrain.'),
  SCOOTER_INMOTION: brand('InMotion', 'légères, fiables et pensées pour la ville.'),
  PARTS:
    "Pièces détachées d'origine pour trottinettes électriques : pneus, freins, batteries, contrôleurs. Trouvez la pièce compatible avec votre modèle.",
  PARTS_COMPETITION:
    'Pièces compétition pour booster votre trottinette électrique : contrôleurs, moteurs, freinage et suspensions haute performance.',
} as const satisfies Partial<Record<RouteName, string>>;

/** The intro text of a listing route (undefined for other routes). */
export const listingDescription = (name: RouteName): string | undefined =>
  (LISTING_DESCRIPTIONS as Partial<Record<RouteName, string>>)[name];
