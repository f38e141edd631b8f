// Which part of a payment or of a refund is shipping charged to the customer, booked on 7085
// in the FEC instead of 707 (docs/data-model.md, « FEC »). A refund gives the goods back first:
// only what goes beyond the goods (total − shipping) of all the order's refunds so far is
// shipping. Integer cents throughout.

type RefundShare = {
  /** The order's total TTC and its shipping TTC. */
  totalCents: number;
  shippingCents: number;
  /** Refunds of the order recorded before this one, TTC. */
  previousCents: number;
  refundCents: number;
};

/** The shipping part of one refund, in cents (0 when shipping was free). */
export function refundShippingCents(share: RefundShare): number {
  const { totalCents, shippingCents, previousCents, refundCents } = share;
  if (shippingCents <= 0) return 0;
  const goodsCents = totalCents - shippingCents;
  const beyondGoods = (refunded: number) =>
    Math.min(shippingCents, Math.max(0, refunded - goodsCents));
  return beyondGoods(previousCents + refundCents) - beyondGoods(previousCents);
}
