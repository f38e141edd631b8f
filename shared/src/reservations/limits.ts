// Bounds on unpaid reservations: an unpaid order holds stock that nobody else can buy, so what
// one account (or one order) may hold is limited, and bank transfers, whose hold lasts days,
// are limited shop-wide too. Pure: the server feeds it what it read, the Hyperviseur shows the
// same figures. The reasons behind each default are in docs/security-model.md.
import { z } from 'zod';
import { fieldOf } from '../stored-value';

/** Admin-only settings node (settings/* other than settings/shop is read by admins only). */
export const RESERVATION_SETTINGS_PATH = 'settings/reservations';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const ReservationLimitsSchema = z.object({
  /** Unpaid orders one account may have at once (every payment method). */
  max_unpaid_orders_per_account: int(1, 20).default(2),
  /** Value (cents) all the account's unpaid orders may hold together. */
  max_unpaid_value_cents_per_account: int(1_000, 100_000_000).default(1_200_000),
  /**
   * Share of a product's units (held by the account + on sale) one account's unpaid orders may
   * hold; at least one unit, so that the last unit of a product can always be bought.
   */
  max_product_share_percent: int(1, 100).default(50),
  /** Unpaid bank-transfer orders in the whole shop (their hold lasts days). */
  max_unpaid_transfers_total: int(1, 100_000).default(300),
  /** Value (cents) of all unpaid bank-transfer orders in the whole shop. */
  max_unpaid_transfer_value_cents_total: int(1_000, 10_000_000_000).default(30_000_000),
});
export type ReservationLimits = z.output<typeof ReservationLimitsSchema>;

/** The limits in force: the stored settings, each missing or unreadable one at its default. */
export function reservationLimits(stored: unknown): ReservationLimits {
  const parsed = ReservationLimitsSchema.safeParse(stored ?? {});
  if (parsed.success) return parsed.data;
  // One bad field must not lift every limit: keep the valid ones, default the rest.
  const kept = Object.fromEntries(
    Object.entries(ReservationLimitsSchema.shape).flatMap(([key, schema]) => {
      const value = fieldOf(stored, key);
      const one = schema.safeParse(value);
      return one.success && value !== undefined ? [[key, one.data]] : [];
    }),
  );
  return ReservationLimitsSchema.parse(kept);
}

/** An unpaid order as the limits see it. */
export type UnpaidHold = {
  method: 'card' | 'instalments' | 'bank_transfer';
  total_cents: number;
  /** Units held per product (the order's stock_reserved). */
  units: Readonly<Record<string, number>>;
};

/** What a new order would hold: units it would take per product, and units on sale now. */
export type WantedHold = UnpaidHold & {
  /** Units on sale per product, as read before reserving. */
  available: Readonly<Record<string, number>>;
  names: Readonly<Record<string, string>>;
};

export type ReservationRefusal =
  | { reason: 'account_orders'; limit: number }
  | { reason: 'account_value'; limit_cents: number }
  | { reason: 'product_share'; product_id: string; name: string; allowed: number }
  | { reason: 'shop_transfers' };

/** Units of a product one account may hold: the share of what it holds plus what is on sale. */
export function allowedUnits(limits: ReservationLimits, heldByAccount: number, available: number) {
  const pool = heldByAccount + Math.max(0, available);
  return Math.max(1, Math.floor((pool * limits.max_product_share_percent) / 100));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Why this order may not hold its stock now, or null; account = the account's unpaid orders. */
export function reservationRefusal(
  limits: ReservationLimits,
  wanted: WantedHold,
  account: readonly UnpaidHold[],
  shopTransfers: readonly UnpaidHold[],
): ReservationRefusal | null {
  if (account.length + 1 > limits.max_unpaid_orders_per_account)
    return { reason: 'account_orders', limit: limits.max_unpaid_orders_per_account };
  const value = sum(account.map((h) => h.total_cents)) + wanted.total_cents;
  if (value > limits.max_unpaid_value_cents_per_account)
    return { reason: 'account_value', limit_cents: limits.max_unpaid_value_cents_per_account };
  for (const [productId, units] of Object.entries(wanted.units)) {
    if (units <= 0) continue;
    const held = sum(account.map((h) => h.units[productId] ?? 0));
    const allowed = allowedUnits(limits, held, wanted.available[productId] ?? 0);
    if (held + units > allowed)
      return {
        reason: 'product_share',
        product_id: productId,
        name: wanted.names[productId] ?? productId,
        allowed: Math.max(0, allowed - held),
      };
  }
  if (wanted.method === 'bank_transfer') {
    const total = sum(shopTransfers.map((h) => h.total_cents)) + wanted.total_cents;
    if (
      shopTransfers.length + 1 > limits.max_unpaid_transfers_total ||
      total > limits.max_unpaid_transfer_value_cents_total
    )
      return { reason: 'shop_transfers' };
  }
  return null;
}
