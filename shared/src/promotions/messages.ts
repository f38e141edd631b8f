// French refusals of a promotion code, each with its stable reason (HttpsError details.reason):
// the checkout shows the message at the « Code promo » field.
import { formatCents } from '../money';
import { parisLabel } from './paris-time';

export const PROMOTION_REFUSALS = [
  'unknown',
  'paused',
  'not_yet_valid',
  'expired',
  'minimum',
  'not_eligible',
  'already_used',
  'first_order_only',
  'used_up',
] as const;
export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];

export const PROMOTION_MESSAGES = {
  unknown: 'Ce code promo n’existe pas. Vérifiez son orthographe.',
  paused: 'Ce code promo est suspendu pour le moment.',
  notYetValid: (startsAt: string) =>
    `Ce code promo n’est pas encore valable : il le sera à partir du ${parisLabel(startsAt)}.`,
  expired: (endsAt: string) => `Ce code promo a expiré le ${parisLabel(endsAt)}.`,
  minimum: (minCents: number, basketCents: number) =>
    `Ce code promo s’applique à partir de ${formatCents(minCents)} d’achats (votre panier : ${formatCents(basketCents)}).`,
  notEligible: 'Aucun article de votre panier ne bénéficie de ce code promo.',
  alreadyUsed: 'Vous avez déjà utilisé ce code promo.',
  firstOrderOnly: 'Ce code promo est réservé à une première commande.',
  usedUp: 'Ce code promo a atteint son nombre maximal d’utilisations.',
  /** Admin side. */
  exists: (code: string) => `Le code ${code} existe déjà : modifiez-le plutôt.`,
  notFound: 'Code promo introuvable.',
  saveFailed: 'Erreur lors de l’enregistrement du code promo.',
  /** An unpaid order holding a code cannot have its items changed (its discount would be wrong). */
  itemsLocked: 'Cette commande utilise un code promo : ses articles ne peuvent plus être modifiés.',
} as const;

/** The discount line shown in the basket, documents and e-mails. */
export const discountLabel = (code: string): string => `Code promo ${code}`;
