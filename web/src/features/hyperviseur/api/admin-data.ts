// The admin nodes the Hyperviseur reads, each validated record by record with the shared
// schemas (a malformed record is skipped rather than breaking a whole screen).
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { LedgerEntrySchema, type LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import { OrderSchema, type Order } from '@fohzshop/shared/schemas/order';
import {
  ORDER_DELETIONS,
  OrderDeletionSchema,
  type OrderDeletion,
} from '@fohzshop/shared/schemas/order-deletion';
import {
  ORDER_ADMIN,
  OrderAdminSchema,
  type OrderAdmin,
} from '@fohzshop/shared/schemas/order-admin';
import {
  PAYMENT_INCIDENTS,
  PaymentIncidentSchema,
  type PaymentIncident,
} from '@fohzshop/shared/schemas/payment-incident';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { UserSchema, type User } from '@fohzshop/shared/schemas/user';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../lib/dashboard-stats';
import { liveNodeQuery } from '@/entities/admin-shell/api/live-node';

const idKey: Record<string, string> = {
  [COLLECTIONS.orders]: 'order_id',
  [COLLECTIONS.users]: 'user_id',
  [COLLECTIONS.ledger]: 'entry_id',
  [ORDER_DELETIONS]: 'order_id',
  [PAYMENT_INCIDENTS]: 'incident_id',
};

function records<S extends z.ZodType>(path: string, schema: S) {
  return (raw: unknown): z.output<S>[] => {
    if (!raw || typeof raw !== 'object') return [];
    const list: z.output<S>[] = [];
    for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
      if (!value || typeof value !== 'object') continue;
      const parsed = schema.safeParse({ ...value, [idKey[path] ?? 'id']: id });
      if (parsed.success) list.push(parsed.data);
    }
    return list;
  };
}

export const ordersQuery = (client: QueryClient) =>
  liveNodeQuery<Order[]>(
    client,
    COLLECTIONS.orders,
    records(COLLECTIONS.orders, OrderSchema),
    'Erreur lors du chargement des commandes.',
  );

/** The traces of deleted orders (adminDeleteOrder), which explain the gaps in the numbering. */
export const orderDeletionsQuery = (client: QueryClient) =>
  liveNodeQuery<OrderDeletion[]>(
    client,
    ORDER_DELETIONS,
    records(ORDER_DELETIONS, OrderDeletionSchema),
    'Erreur lors du chargement des commandes supprimées.',
  );

/** What only admins see of each order: the internal note and who acted (order_admin/{id}). */
export function orderAdminRecords(raw: unknown): Record<string, OrderAdmin> {
  if (!raw || typeof raw !== 'object') return {};
  const byOrder: Record<string, OrderAdmin> = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    const parsed = OrderAdminSchema.safeParse(value);
    if (parsed.success) byOrder[id] = parsed.data;
  }
  return byOrder;
}

export const orderAdminQuery = (client: QueryClient) =>
  liveNodeQuery<Record<string, OrderAdmin>>(
    client,
    ORDER_ADMIN,
    orderAdminRecords,
    'Erreur lors du chargement des notes internes.',
  );

/** What the payment webhooks did not apply, and the payments sent back for closed orders. */
export const paymentIncidentsQuery = (client: QueryClient) =>
  liveNodeQuery<PaymentIncident[]>(
    client,
    PAYMENT_INCIDENTS,
    records(PAYMENT_INCIDENTS, PaymentIncidentSchema),
    'Erreur lors du chargement des incidents de paiement.',
  );

export const usersQuery = (client: QueryClient) =>
  liveNodeQuery<User[]>(
    client,
    COLLECTIONS.users,
    records(COLLECTIONS.users, UserSchema),
    'Erreur lors du chargement des utilisateurs.',
  );

export const ledgerQuery = (client: QueryClient) =>
  liveNodeQuery<LedgerEntry[]>(
    client,
    COLLECTIONS.ledger,
    records(COLLECTIONS.ledger, LedgerEntrySchema),
    'Erreur lors du chargement du grand livre.',
  );

export type AdminShopSettings = { lowStockThreshold: number; siren?: string };

/** What the back-office reads from settings/shop: the low stock threshold (else the default), the SIREN. */
export function adminShopSettings(raw: unknown): AdminShopSettings {
  const settings = (raw ?? {}) as { low_stock_threshold?: unknown; seller?: { siren?: unknown } };
  const threshold = settings.low_stock_threshold;
  const siren = settings.seller?.siren;
  return {
    lowStockThreshold:
      typeof threshold === 'number' && Number.isInteger(threshold) && threshold >= 0
        ? threshold
        : DEFAULT_LOW_STOCK_THRESHOLD,
    ...(typeof siren === 'string' && /^\d{9}$/.test(siren) ? { siren } : {}),
  };
}

export const shopSettingsQuery = (client: QueryClient) =>
  liveNodeQuery<AdminShopSettings>(
    client,
    SHOP_SETTINGS_PATH,
    adminShopSettings,
    'Erreur lors du chargement des réglages de la boutique.',
  );
