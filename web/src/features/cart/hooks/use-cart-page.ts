// What /mon-panier shows: the cart lines priced by the live catalogue (with their stock
// problems), the price changes since each product was added on this device, and the parts that
// fit none of the scooters of « Mon garage ».
import { useMemo } from 'react';
import type { CartLine } from '@/entities/cart/lib/card-totals';
import { fitsGarage, isPart } from '@fohzshop/shared/catalog/compatibility';
import { maxOrderableQuantity } from '@fohzshop/shared/catalog/stock';
import { useCart } from '@/entities/cart/hooks/use-cart';
import { useCartTotals } from '@/entities/cart/hooks/use-cart-totals';
import { useSeenPrices } from '@/entities/cart/hooks/use-seen-prices';
import type { SeenPrices } from '@/entities/cart/api/seen-prices';
import { useGarage } from '@/entities/garage/hooks/use-garage';

export type CartPageLine = CartLine & {
  /** Unit price in cents when the product was added, when it differs from today's. */
  seenCents?: number;
  /** A part that fits none of the garage's scooters (never set when the garage is empty). */
  misfit: boolean;
  /** Highest quantity the stepper offers (at least the quantity held, to allow lowering it). */
  maxQuantity: number;
};

export function pageLines(
  lines: readonly CartLine[],
  seen: SeenPrices,
  garage: readonly string[],
): CartPageLine[] {
  return lines.map((line) => {
    const seenCents = seen[line.product_id];
    const changed = line.product && seenCents !== undefined && seenCents !== line.unitCents;
    return {
      ...line,
      ...(changed && { seenCents }),
      misfit: Boolean(
        line.product &&
        garage.length > 0 &&
        isPart(line.product) &&
        !fitsGarage(line.product, garage),
      ),
      maxQuantity: line.product ? Math.max(1, maxOrderableQuantity(line.product)) : line.quantity,
    };
  });
}

export function useCartPage() {
  const cart = useCart();
  const { ready, totals } = useCartTotals();
  const seen = useSeenPrices();
  const { scooterIds } = useGarage();
  const lines = useMemo(
    () => pageLines(totals.lines, seen, scooterIds),
    [totals.lines, seen, scooterIds],
  );
  return { ready, totals, lines, cart, hasGarage: scooterIds.length > 0 };
}
