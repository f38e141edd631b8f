// What was bought (frozen at ordering time) and the totals, in euros TTC.
import { Stack, Table, Text } from '@chakra-ui/react';
import { formatCents, formatEuros, lineTotalCents } from '@fohzshop/shared/money';
import type { Order } from '@fohzshop/shared/schemas/order';
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { TableRoot } from '@/ui/table-root';

export function OrderItems({ order }: { order: Order }) {
  const { totals } = order;
  return (
    <Stack gap="3">
      <TableRoot size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Article</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Prix unitaire</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantité</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((item) => (
            <Table.Row key={item.product_id}>
              <Table.Cell>
                <Text fontWeight="medium">{item.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {item.brand} · {item.type}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatEuros(item.unit_price)}</Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell textAlign="end">
                {formatCents(lineTotalCents(item.unit_price, item.quantity))}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </TableRoot>
      <Stack gap="1" alignSelf="end" minW="60" fontSize="sm">
        <Row label="Articles" value={formatEuros(totals.items)} />
        {totals.discount > 0 && (
          <Row
            label={order.promotion ? discountLabel(order.promotion.code) : 'Remise'}
            value={`− ${formatEuros(totals.discount)}`}
          />
        )}
        <Row
          label="Livraison"
          value={totals.shipping === 0 ? 'Offerte' : formatEuros(totals.shipping)}
        />
        <Row label="Total TTC" value={formatEuros(totals.total)} strong />
      </Stack>
    </Stack>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" justify="space-between" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text>{value}</Text>
    </Stack>
  );
}
