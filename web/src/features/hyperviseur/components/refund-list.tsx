// The refunds of an order as the provider took them: amount, date, and the provider's refund
// reference — or, for a bank transfer, the reminder that the transfer is still to be made.
import { List, Text } from '@chakra-ui/react';
import { formatEuros } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { formatDateTime } from './orders-table';

export function RefundList({ refunds }: { refunds: Order['payment']['refunds'] }) {
  const rows = Object.entries(refunds ?? {}).sort(([, a], [, b]) => a.at.localeCompare(b.at));
  if (rows.length === 0) return null;
  return (
    <List.Root variant="plain" gap="1" fontSize="sm" aria-label="Remboursements">
      {rows.map(([id, refund]) => (
        <List.Item key={id} display="block">
          <Text as="span">
            −{formatEuros(refund.amount)} le {formatDateTime(refund.at)}
          </Text>
          {refund.provider_refund_id && (
            <Text as="span" color="fg.muted">
              {' '}
              · réf. prestataire {refund.provider_refund_id}
            </Text>
          )}
          {refund.note && (
            <Text as="span" color="orange.fg">
              {' '}
              · {refund.note}
            </Text>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
