// Live admin data for the Hyperviseur screens (RTDB listeners feeding the query cache).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntry } from '@fohzshop/shared/schemas/ledger';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { User } from '@fohzshop/shared/schemas/user';
import {
  ledgerQuery,
  orderAdminQuery,
  orderDeletionsQuery,
  paymentIncidentsQuery,
  ordersQuery,
  shopSettingsQuery,
  usersQuery,
} from '../api/admin-data';
import type { OrderAdmin } from '@fohzshop/shared/schemas/order-admin';
import type { OrderDeletion } from '@fohzshop/shared/schemas/order-deletion';
import type { PaymentIncident } from '@fohzshop/shared/schemas/payment-incident';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../lib/dashboard-stats';

const NO_ORDERS: Order[] = [];
const NO_USERS: User[] = [];
const NO_ENTRIES: LedgerEntry[] = [];
const NO_DELETIONS: OrderDeletion[] = [];
const NO_INCIDENTS: PaymentIncident[] = [];

export function useOrders() {
  const client = useQueryClient();
  const { data = NO_ORDERS, isPending } = useQuery(ordersQuery(client));
  return { orders: data, isLoading: isPending };
}

export function useOrderDeletions() {
  const client = useQueryClient();
  const { data = NO_DELETIONS, isPending } = useQuery(orderDeletionsQuery(client));
  return { deletions: data, isLoading: isPending };
}

const NO_ORDER_ADMIN: OrderAdmin = {};

/** The admin-only part of one order (note, acting admins); empty while loading or absent. */
export function useOrderAdmin(orderId: string): OrderAdmin {
  const client = useQueryClient();
  const { data } = useQuery(orderAdminQuery(client));
  return data?.[orderId] ?? NO_ORDER_ADMIN;
}

export function usePaymentIncidents() {
  const client = useQueryClient();
  const { data = NO_INCIDENTS, isPending } = useQuery(paymentIncidentsQuery(client));
  return { incidents: data, isLoading: isPending };
}

export function useUsers() {
  const client = useQueryClient();
  const { data = NO_USERS, isPending } = useQuery(usersQuery(client));
  return { users: data, isLoading: isPending };
}

export function useLedger() {
  const client = useQueryClient();
  const { data = NO_ENTRIES, isPending } = useQuery(ledgerQuery(client));
  return { entries: data, isLoading: isPending };
}

export function useShopSettings() {
  const client = useQueryClient();
  return useQuery(shopSettingsQuery(client)).data;
}

export function useLowStockThreshold(): number {
  return useShopSettings()?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}
