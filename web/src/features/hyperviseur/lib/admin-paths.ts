// Paths of the Hyperviseur pages that are not in the shop's route table (detail pages).
import { ROUTES } from '@fohzshop/shared/routes';

export const adminOrderPath = (orderId: string): string =>
  `${ROUTES.HYPERVISOR_ORDERS.path}/${encodeURIComponent(orderId)}`;
