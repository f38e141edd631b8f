// What the order contains; while it is unpaid the quantities can change and lines can be
// removed (the server adjusts the reserved stock exactly).
import { Button, Flex, Input, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import { formatCents, formatEuros, lineTotalCents } from '@fohzshop/shared/money';
import type { Order, OrderItem } from '@fohzshop/shared/schemas/order';
import { useCallable } from '../hooks/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { canEditItems } from '../lib/order-actions';
import { Panel } from './panel';

export function OrderItems({ order }: { order: Order }) {
  const [draft, setDraft] = useState<OrderItem[] | null>(null);
  const update = useCallable(adminUpdateOrder, {
    success: HV_MESSAGES.orderUpdated,
    error: HV_MESSAGES.orderUpdateFailed,
  });
  const items = draft ?? order.items;
  const editable = canEditItems(order);
  const setQuantity = (index: number, quantity: number) =>
    setDraft(items.map((item, i) => (i === index ? { ...item, quantity } : item)));
  return (
    <Panel title="Articles">
      <Table.Root size="sm">
        <Table.Body>
          {items.map((item, index) => (
            <Table.Row key={item.product_id}>
              <Table.Cell>
                {item.name}
                <Text fontSize="xs" color="fg.muted">
                  {item.brand} · {formatEuros(item.unit_price)} l'unité
                </Text>
              </Table.Cell>
              <Table.Cell width="28">
                {draft ? (
                  <Input
                    size="xs"
                    type="number"
                    min={1}
                    max={99}
                    aria-label={`Quantité de ${item.name}`}
                    value={item.quantity}
                    onChange={(e) => setQuantity(index, Number(e.target.value))}
                  />
                ) : (
                  `× ${item.quantity}`
                )}
              </Table.Cell>
              <Table.Cell textAlign="end">
                {formatCents(lineTotalCents(item.unit_price, item.quantity))}
              </Table.Cell>
              {draft && (
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    disabled={items.length === 1}
                    onClick={() => setDraft(items.filter((_, i) => i !== index))}
                  >
                    Retirer
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Flex justify="space-between" mt="3" align="center" wrap="wrap" gap="2">
        <Text fontWeight="semibold">Total TTC : {formatEuros(order.totals.total)}</Text>
        {editable && !draft && (
          <Button size="sm" variant="outline" onClick={() => setDraft(order.items)}>
            Modifier les articles
          </Button>
        )}
        {draft && (
          <Flex gap="2">
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              Annuler
            </Button>
            <Button
              size="sm"
              loading={update.isPending}
              onClick={() =>
                update.mutate(
                  { order_id: order.order_id, items: draft },
                  { onSuccess: () => setDraft(null) },
                )
              }
            >
              Enregistrer
            </Button>
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
