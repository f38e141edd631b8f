// One colour per status of an order and of its payment, delivery and return, for every screen
// that shows them (the customer's orders, the Hyperviseur): the same state reads the same on both.
// Orange waits on someone, blue is under way, green is done well, purple is money sent back,
// red went wrong, grey is closed.
import type { Palette } from '@/ui/theme/palettes';

export const STATUS_PALETTE = {
  // waiting
  pending_payment: 'orange',
  pending: 'orange',
  requested: 'orange',
  // under way
  preparing: 'blue',
  shipped: 'blue',
  in_transit: 'blue',
  received: 'blue',
  // done well
  paid: 'green',
  delivered: 'green',
  accepted: 'green',
  // money sent back
  refunded: 'purple',
  partially_refunded: 'purple',
  // went wrong
  failed: 'red',
  rejected: 'red',
  // closed
  cancelled: 'gray',
  expired: 'gray',
} as const satisfies Record<string, Palette>;

export type KnownStatus = keyof typeof STATUS_PALETTE;

export const statusPalette = (status: string): Palette =>
  (STATUS_PALETTE as Record<string, Palette>)[status] ?? 'gray';
