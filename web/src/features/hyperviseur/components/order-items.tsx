// What the order contains. While the server accepts it (unpaid bank-transfer order, the shared
// rule canEditOrderContent), the lines can change: quantities, removal, and « Ajouter un
// produit » from the catalogue (ProductLinePicker). The server prices the lines again and moves
// the reserved stock exactly by the difference (docs/data-model.md).
import { Button, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { canEditOrderContent } from '@fohzshop/shared/admin-order-edit';
import { adminUpdateOrder } from '@fohzshop/shared/contracts/orders';
import { formatCents, formatEuros, lineTotalCents } from '@fohzshop/shared/money';
import { discountLabel } from '@fohzshop/shared/promotions/messages';
import { itemPaidCents } from '@fohzshop/shared/promotions/order-discount';
import type { Order, OrderItem } from '@fohzshop/shared/schemas/order';
import type { Product } from '@fohzshop/shared/schemas/product';
import { DIALOG_LABELS } from '@fohzshop/shared/constants';
import { TableRoot } from '@/ui/table-root';
import { Input } from '@/ui/input';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { OrderTakeBack } from './order-take-back';
import { Panel } from './panel';
import { ProductLinePicker } from './product-line-picker';

/** A new line as the page shows it until the server prices it. */
const lineOf = (product: Product): OrderItem => ({
  product_id: product.product_id,
  name: product.name,
  brand: product.brand,
  type: product.type,
  unit_price: product.price,
  quantity: 1,
});

export function OrderItems({ order }: { order: Order }) {
  const [draft, setDraft] = useState<OrderItem[] | null>(null);
  const update = useCallable(adminUpdateOrder, {
    success: HV_MESSAGES.orderUpdated,
    error: HV_MESSAGES.orderUpdateFailed,
  });
  const items = draft ?? order.items;
  const setQuantity = (index: number, quantity: number) =>
    setDraft(items.map((item, i) => (i === index ? { ...item, quantity } : item)));
  const save = (lines: OrderItem[]) =>
    update.mutate(
      {
        order_id: order.order_id,
        items: lines.map(({ product_id, quantity }) => ({ product_id, quantity })),
      },
      { onSuccess: () => setDraft(null) },
    );
  return (
    <Panel title="Articles">
      <TableRoot size="sm">
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
                {/* A code's share: a returned line gives back what it cost (the second figure). */}
                {!draft && item.discount ? (
                  <Text fontSize="xs" color="fg.muted" data-testid="line-paid">
                    remise −{formatEuros(item.discount)} · payé {formatCents(itemPaidCents(item))}
                  </Text>
                ) : null}
              </Table.Cell>
              {draft && (
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={`Retirer ${item.name}`}
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
      </TableRoot>
      {draft && (
        <Stack mt="3" gap="1">
          <ProductLinePicker
            action="Ajouter un produit"
            exclude={items.map((item) => item.product_id)}
            onAdd={(product) => setDraft([...items, lineOf(product)])}
          />
          <Text fontSize="xs" color="fg.muted">
            Les prix sont ceux du catalogue au moment de l'enregistrement ; le stock est ajusté
            exactement.
          </Text>
        </Stack>
      )}
      <Flex justify="space-between" mt="3" align="center" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          Total TTC : {formatEuros(order.totals.total)}
          {order.promotion &&
            ` (${discountLabel(order.promotion.code)} : −${formatEuros(order.totals.discount)})`}
        </Text>
        {canEditOrderContent(order, 'items') && !draft && (
          <Button size="sm" variant="outline" onClick={() => setDraft(order.items)}>
            Modifier les articles
          </Button>
        )}
        {draft && (
          <Flex gap="2">
            <Button size="sm" variant="outline" onClick={() => setDraft(null)}>
              {DIALOG_LABELS.cancel}
            </Button>
            <Button size="sm" loading={update.isPending} onClick={() => save(draft)}>
              Enregistrer les articles
            </Button>
          </Flex>
        )}
      </Flex>
      <OrderTakeBack order={order} />
    </Panel>
  );
}
