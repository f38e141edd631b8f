// Whether a code applies to a basket now, and for how much: pure, used by the checkout's preview
// (checkPromotionCode) and by placeOrder, which then claims the use in the database (the live
// counts decide « used up » and « already used » under concurrency, not this function).
import { formatCents, percentOfCents } from '../money';
import type { Promotion } from '../schemas/promotion';
import { allocateDiscount, eligibleCents } from './allocation';
import { PROMOTION_MESSAGES as M, type PromotionRefusal } from './messages';
import { parisLabel } from './paris-time';

export type BasketLine = {
  product_id: string;
  brand: string;
  type: string;
  /** Unit price × quantity, cents. */
  amountCents: number;
};

export type Refused = { refusal: PromotionRefusal; message: string };
export type Applied = {
  code: string;
  discountCents: number;
  /** Per basket line, in its order. */
  lineDiscounts: number[];
};

export type PromotionStatus = 'active' | 'paused' | 'upcoming' | 'expired';
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Actif',
  paused: 'En pause',
  upcoming: 'À venir',
  expired: 'Expiré',
};

const instant = (iso: string) => Date.parse(iso);

/** What an order with a code still costs at least, cents (its shipping apart). */
export const MIN_PAID_CENTS = 100;

/** Status shown in the Hyperviseur: paused wins, then the validity window. */
export function promotionStatus(promo: Promotion, now: Date): PromotionStatus {
  if (promo.paused) return 'paused';
  if (promo.ends_at && now.getTime() >= instant(promo.ends_at)) return 'expired';
  if (promo.starts_at && now.getTime() < instant(promo.starts_at)) return 'upcoming';
  return 'active';
}

export function isEligible(promo: Pick<Promotion, 'scope'>, line: BasketLine): boolean {
  const { products, brands, types } = promo.scope;
  if (products.length + brands.length + types.length === 0) return true;
  return (
    products.includes(line.product_id) ||
    (brands as readonly string[]).includes(line.brand) ||
    (types as readonly string[]).includes(line.type)
  );
}

/** The discount before allocation: a percentage of the eligible lines, or a fixed amount, capped by them. */
export function discountOf(promo: Pick<Promotion, 'kind' | 'value'>, eligible: number): number {
  const raw = promo.kind === 'percent' ? percentOfCents(eligible, promo.value) : promo.value;
  return Math.max(0, Math.min(raw, eligible));
}

const refused = (refusal: PromotionRefusal, message: string): Refused => ({ refusal, message });

/** Usage limits, from the live counts (the claim's transactions apply the same test). */
export function usageRefusal(
  promo: Pick<Promotion, 'max_uses' | 'max_uses_per_customer' | 'first_order_only'>,
  usage: { total: number; customer: number; earlierOrders: number },
): Refused | null {
  if (promo.max_uses !== undefined && usage.total >= promo.max_uses)
    return refused('used_up', M.usedUp);
  if (promo.first_order_only && usage.earlierOrders > 0)
    return refused('first_order_only', M.firstOrderOnly);
  if (promo.max_uses_per_customer !== undefined && usage.customer >= promo.max_uses_per_customer)
    return refused('already_used', M.alreadyUsed);
  return null;
}

/** The code's static conditions on this basket now (usage apart): its discount, or the refusal. */
export function applyPromotion(
  promo: Promotion | null,
  lines: readonly BasketLine[],
  now: Date,
): Applied | Refused {
  if (!promo) return refused('unknown', M.unknown);
  if (promo.paused) return refused('paused', M.paused);
  if (promo.starts_at && now.getTime() < instant(promo.starts_at))
    return refused('not_yet_valid', M.notYetValid(promo.starts_at));
  if (promo.ends_at && now.getTime() >= instant(promo.ends_at))
    return refused('expired', M.expired(promo.ends_at));
  const basket = lines.reduce((sum, line) => sum + line.amountCents, 0);
  if (promo.min_basket_cents !== undefined && basket < promo.min_basket_cents)
    return refused('minimum', M.minimum(promo.min_basket_cents, basket));
  const allocationLines = lines.map((line) => ({
    amountCents: line.amountCents,
    eligible: isEligible(promo, line),
  }));
  // A code never makes an order free: payment providers take no 0 € payment.
  const cap = Math.max(0, basket - MIN_PAID_CENTS);
  const discountCents = Math.min(cap, discountOf(promo, eligibleCents(allocationLines)));
  if (discountCents === 0) return refused('not_eligible', M.notEligible);
  return {
    code: promo.code,
    discountCents,
    lineDiscounts: allocateDiscount(allocationLines, discountCents),
  };
}

/** The conditions a code is shown with wherever everyone sees it (the banner). */
export function promotionConditions(promo: Promotion): string {
  const what =
    promo.kind === 'percent'
      ? `${promo.value} % de remise`
      : `${formatCents(promo.value)} de remise`;
  const parts = [`${what} avec le code ${promo.code}`];
  if (promo.min_basket_cents) parts.push(`dès ${formatCents(promo.min_basket_cents)} d’achats`);
  const { products, brands, types } = promo.scope;
  const named = [...types, ...brands];
  if (named.length > 0) parts.push(`sur les articles ${named.join(', ')}`);
  else if (products.length > 0) parts.push('sur une sélection de produits');
  if (promo.first_order_only) parts.push('pour une première commande');
  if (promo.max_uses_per_customer)
    parts.push(`${promo.max_uses_per_customer} utilisation(s) par client`);
  if (promo.max_uses) parts.push(`dans la limite de ${promo.max_uses} utilisations`);
  if (promo.starts_at) parts.push(`à partir du ${parisLabel(promo.starts_at)}`);
  if (promo.ends_at) parts.push(`jusqu’au ${parisLabel(promo.ends_at)}`);
  return `${parts.join(', ')}. Un seul code par commande, hors frais de livraison.`;
}
