// Delivery of an order: carrier and tracking number, then the next delivery statuses allowed.
// Once shipped, a wrong carrier or tracking number can be corrected on its own.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminUpdateDelivery } from '@fohzshop/shared/contracts/orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import { Input } from '@/ui/input';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { deliveryActions, deliveryInfoCorrection } from '../lib/order-actions';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';
import { formatDateTime } from './orders-table';

const ACTION_LABELS = {
  shipped: 'Marquer expédiée',
  in_transit: 'En cours de livraison',
  delivered: 'Marquer livrée',
  failed: 'Échec de livraison',
  cancelled: 'Annuler la livraison',
  pending: 'En préparation',
} as const;

export function DeliveryPanel({ order }: { order: Order }) {
  const { delivery } = order;
  const [carrier, setCarrier] = useState(delivery.carrier ?? '');
  const [tracking, setTracking] = useState(delivery.tracking_number ?? '');
  const update = useCallable(adminUpdateDelivery, { success: HV_MESSAGES.deliveryUpdated });
  const actions = deliveryActions(order);
  const shown = orderStates(order).delivery;
  const correction = deliveryInfoCorrection(order, carrier, tracking);
  const correcting = update.isPending && update.variables?.status === delivery.status;
  return (
    <Panel title="Livraison">
      <Stack gap="3">
        <Text>
          <StatusBadge status={shown.status} label={shown.label} />
          {delivery.shipped_at && ` · expédiée le ${formatDateTime(delivery.shipped_at)}`}
          {delivery.delivered_at && ` · livrée le ${formatDateTime(delivery.delivered_at)}`}
        </Text>
        <Flex gap="3" wrap="wrap">
          <FormField label="Transporteur">
            <Input size="sm" value={carrier} onChange={(e) => setCarrier(e.target.value)} />
          </FormField>
          <FormField label="N° de suivi">
            <Input size="sm" value={tracking} onChange={(e) => setTracking(e.target.value)} />
          </FormField>
        </Flex>
        {shown.status !== 'pending' && shown.status !== 'cancelled' && (
          <Flex>
            <Button
              size="sm"
              variant="outline"
              disabled={correction === null || update.isPending}
              loading={correcting}
              onClick={() =>
                correction && update.mutate({ order_id: order.order_id, ...correction })
              }
            >
              Corriger le transporteur et le suivi
            </Button>
          </Flex>
        )}
        <Flex gap="2" wrap="wrap">
          {actions.map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'failed' || status === 'cancelled' ? 'outline' : 'solid'}
              loading={update.isPending && update.variables?.status === status}
              onClick={() =>
                update.mutate({
                  order_id: order.order_id,
                  status,
                  carrier: carrier.trim(),
                  tracking_number: tracking.trim(),
                })
              }
            >
              {ACTION_LABELS[status]}
            </Button>
          ))}
          {actions.length === 0 && (
            <Text color="fg.muted" fontSize="sm">
              {order.status === 'pending_payment'
                ? 'La commande sera expédiable une fois payée.'
                : 'Aucune action de livraison possible.'}
            </Text>
          )}
        </Flex>
      </Stack>
    </Panel>
  );
}
