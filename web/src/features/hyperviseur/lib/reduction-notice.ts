// What the product form says about the struck-through price (« Ancien prix »): the storefront
// shows a reduction only when it is the lawful reference the server computed from the price
// history — the lowest price of the 30 days before the reduction (L112-1-1 C. conso.). Before a
// save the form reads the stored product; after it, the server's verdict on what was entered.
import type { CallableResponse } from '@fohzshop/shared/contracts/define';
import type { updateProduct } from '@fohzshop/shared/contracts/products';
import { justifiedReferenceCents, reductionPercent } from '@fohzshop/shared/catalog/reduction';
import { formatCents, toCents } from '@fohzshop/shared/money';
import type { Product } from '@fohzshop/shared/schemas/product';

export type ReductionVerdict = NonNullable<CallableResponse<typeof updateProduct>['reduction']>;

const LAW = 'article L112-1-1 du Code de la consommation';

export const OLD_PRICE_HELP =
  'Laisser vide sans promotion. Le prix barré doit être le prix le plus bas des 30 jours précédant la réduction.';

const lawfulIs = (cents: number) =>
  `Prix barré non affiché : il doit être le prix le plus bas pratiqué dans les 30 jours précédant la réduction (${LAW}), soit ${formatCents(cents)}.`;

const noReduction = (lowest?: number) =>
  `Prix barré non affiché : l'historique des prix ne justifie aucune réduction, le prix actuel n'étant pas inférieur au prix le plus bas pratiqué dans les 30 jours précédant la baisse (${LAW}).` +
  (lowest === undefined ? '' : ` Prix le plus bas des 30 derniers jours : ${formatCents(lowest)}.`);

const shown = (reference: number, price: number) =>
  `Réduction affichée : ${formatCents(reference)} barré, -${reductionPercent(reference, price)} %.`;

/** The help under « Ancien prix » for the product as stored. */
export function storedReductionNotice(product: Product | undefined): string {
  if (!product || product.old_price === undefined) return OLD_PRICE_HELP;
  const justified = justifiedReferenceCents(product);
  if (justified !== undefined) return shown(justified, toCents(product.price));
  if (product.reference_price === undefined) return noReduction();
  const reference = toCents(product.reference_price);
  if (reference === toCents(product.old_price))
    return 'Prix barré non affiché : la réduction est inférieure à 1 %.';
  return lawfulIs(reference);
}

/** After a save: what to tell the admin when the entered old_price is not shown. */
export function verdictNotice(verdict: ReductionVerdict | undefined): string | undefined {
  if (verdict?.status !== 'refused') return undefined;
  return verdict.lawful_cents === null
    ? noReduction(verdict.lowest_cents)
    : lawfulIs(verdict.lawful_cents);
}
