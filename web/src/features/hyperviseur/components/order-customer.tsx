// The customer of an order and its addresses; while the order is unpaid (the shared rule
// canEditOrderContent) « Modifier les adresses » opens the address form.
import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { canEditOrderContent } from '@fohzshop/shared/admin-order-edit';
import type { Order } from '@fohzshop/shared/schemas/order';
import type { Address } from '@fohzshop/shared/schemas/user';
import { OrderAddressesDialog } from './order-addresses-dialog';
import { Panel } from './panel';

const addressLines = (a: Address) =>
  [
    `${a.first_name} ${a.last_name}`,
    a.company,
    a.line1,
    a.line2,
    `${a.postal_code} ${a.city}`,
    a.phone,
  ]
    .filter(Boolean)
    .join('\n');

export function OrderCustomer({ order, name }: { order: Order; name: string }) {
  const [editing, setEditing] = useState(false);
  return (
    <Panel title="Client">
      <Flex direction="column" gap="2">
        <Text fontWeight="medium">{name}</Text>
        <Text fontSize="sm" color="fg.muted">
          Livraison
        </Text>
        <Text whiteSpace="pre-line">{addressLines(order.shipping_address)}</Text>
        {order.billing_address && (
          <>
            <Text fontSize="sm" color="fg.muted">
              Facturation
            </Text>
            <Text whiteSpace="pre-line">{addressLines(order.billing_address)}</Text>
          </>
        )}
        {canEditOrderContent(order, 'addresses') && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => setEditing(true)}
          >
            Modifier les adresses
          </Button>
        )}
      </Flex>
      {editing && <OrderAddressesDialog order={order} onClose={() => setEditing(false)} />}
    </Panel>
  );
}
