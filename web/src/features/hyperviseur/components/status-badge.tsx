// A status of the order, payment, delivery or return, coloured by how it stands.
import { Badge } from '@chakra-ui/react';

const COLORS: Record<string, string> = {
  pending_payment: 'orange',
  pending: 'orange',
  requested: 'orange',
  paid: 'green',
  delivered: 'green',
  accepted: 'green',
  received: 'blue',
  preparing: 'blue',
  shipped: 'blue',
  in_transit: 'blue',
  refunded: 'purple',
  partially_refunded: 'purple',
  cancelled: 'gray',
  expired: 'gray',
  failed: 'red',
  rejected: 'red',
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge colorPalette={COLORS[status] ?? 'gray'}>{label}</Badge>;
}
