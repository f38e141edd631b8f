// A status of the order, payment, delivery or return, coloured by how it stands.
import { Badge } from '@chakra-ui/react';
import { statusPalette } from '@/entities/order/status-palette';

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <Badge colorPalette={statusPalette(status)}>{label}</Badge>;
}
