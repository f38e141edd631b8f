// Customer reviews (published, one pending moderation) and the review_stats they imply. None is
// « Avis vérifié »: the demo has no delivered order of their authors, and the mark is only ever
// the server's, from such an order (docs/legal-compliance.md, "Reviews").
import { computeReviewStats, type Review, type ReviewStats } from '@fohzshop/shared/schemas/review';
import { SHOP_SETTINGS } from './settings';

type ReviewLine = Omit<Review, 'created_at' | 'updated_at'> & { age_days: number };

const REVIEWS: ReviewLine[] = [
  {
    review_id: 'avis-001',
    rating: 5,
    title: 'Livraison éclair et trottinette parfaite',
    body: 'Commande passée le lundi, Thunder 3 livrée le mercredi, parfaitement emballée. Le service client a répondu à toutes mes questions sur le rodage. Je recommande sans hésiter.',
    author_name: 'Julien M.',
    product_id: 'dualtron-thunder-3',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 4,
  },
  {
    review_id: 'avis-002',
    rating: 5,
    title: 'Conseils au top',
    body: 'J’hésitais entre la Mantis 10 et la Victor, le conseiller a pris le temps de comprendre mes trajets. Au final la Mantis est exactement ce qu’il me fallait.',
    author_name: 'Sophie L.',
    product_id: 'kaabo-mantis-10',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 12,
  },
  {
    review_id: 'avis-003',
    rating: 4,
    title: 'Très bon produit, notice un peu légère',
    body: 'La Fighter 11+ est confortable et l’autonomie est au rendez-vous. La notice en français mériterait d’être plus détaillée pour les réglages de l’écran.',
    author_name: 'Karim B.',
    product_id: 'teverun-fighter-11-plus',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 20,
  },
  {
    review_id: 'avis-004',
    rating: 5,
    title: 'Pièces reçues en 48 h',
    body: 'Plaquettes Nutt et disque 160 mm reçus en deux jours, compatibles comme indiqué. Enfin un site où la compatibilité est claire.',
    author_name: 'Thomas R.',
    product_id: 'plaquettes-frein-nutt-hydraulique',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 27,
  },
  {
    review_id: 'avis-005',
    rating: 3,
    title: 'Produit correct, délai plus long que prévu',
    body: 'L’amortisseur était en commande chez le fabricant, il a fallu attendre trois semaines. J’ai été prévenu, mais j’aurais aimé une date plus précise.',
    author_name: 'Élodie P.',
    product_id: 'amortisseur-hydraulique-kaabo',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 33,
  },
  {
    review_id: 'avis-006',
    rating: 5,
    title: 'Paiement en 3 fois très pratique',
    body: 'Le paiement en trois fois sans frais m’a permis de m’offrir la Burn-E 2 Max sans me ruiner. Trottinette incroyable, suspensions bluffantes.',
    author_name: 'Nicolas D.',
    product_id: 'nami-burn-e-2-max',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 41,
  },
  {
    review_id: 'avis-007',
    rating: 4,
    title: 'Bon rapport qualité-prix',
    body: 'L’Urban 25 est simple et efficace pour aller au bureau. Les clignotants intégrés rassurent en ville.',
    author_name: 'Camille V.',
    product_id: 'fohzshop-urban-25',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 1,
  },
  {
    review_id: 'avis-008',
    rating: 5,
    title: 'Préparation compétition réussie',
    body: 'Contrôleur MakerX et slicks montés par l’atelier avant la manche de Lédenon. Des chronos en nette baisse, merci pour les réglages VESC !',
    author_name: 'Maxime G.',
    product_id: 'controleur-makerx-hs100',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 9,
  },
  {
    review_id: 'avis-009',
    rating: 5,
    title: 'SAV réactif',
    body: 'Un souci de connecteur sur ma Victor après six mois : pris en charge en garantie et réparé en une semaine. Service après-vente exemplaire.',
    author_name: 'Antoine F.',
    source: 'external',
    verified_purchase: false,
    status: 'published',
    age_days: 60,
  },
  {
    review_id: 'avis-010',
    rating: 4,
    title: 'Site clair, prix compétitifs',
    body: 'Les fiches techniques sont complètes et les prix sont parmi les meilleurs que j’ai trouvés. Livraison gratuite appréciable.',
    author_name: 'Laura C.',
    source: 'external',
    verified_purchase: false,
    status: 'published',
    age_days: 75,
  },
  {
    review_id: 'avis-011',
    rating: 5,
    title: 'Ma première trottinette électrique',
    body: 'Très bien accompagnée pour mon premier achat, l’InMotion Climber monte sans peine les pentes de la Croix-Rousse.',
    author_name: 'Inès H.',
    product_id: 'inmotion-climber',
    source: 'site',
    verified_purchase: false,
    status: 'published',
    age_days: 2,
  },
  {
    review_id: 'avis-012',
    rating: 2,
    title: 'En attente de réponse',
    body: 'J’ai envoyé une demande de retour pour un chargeur, je n’ai pas encore eu de réponse. Je mettrai à jour mon avis.',
    author_name: 'Pierre-Yves K.',
    product_id: 'chargeur-67v-2a',
    source: 'site',
    verified_purchase: false,
    status: 'pending',
    age_days: 0,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function buildReviews(now: Date): Record<string, Review> {
  return Object.fromEntries(
    REVIEWS.map(({ age_days, ...review }) => {
      const date = new Date(now.getTime() - age_days * DAY_MS).toISOString();
      const published = review.status === 'published' && { published_at: date };
      return [review.review_id, { ...review, created_at: date, updated_at: date, ...published }];
    }),
  );
}

/** Site figures from the published reviews; the external block mimics a last review-site sync. */
export function buildReviewStats(reviews: Record<string, Review>, now: Date): ReviewStats {
  const source = SHOP_SETTINGS.review_source;
  return {
    site: computeReviewStats(Object.values(reviews)),
    ...(source && {
      external: { ...source, rating: 4.6, count: 127, synced_at: now.toISOString() },
    }),
  };
}
