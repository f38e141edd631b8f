// The customer's return request, if any, and the next return statuses allowed.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { adminUpdateReturn } from '@fohzshop/shared/contracts/orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { RETURN_STATUS_LABELS } from '@fohzshop/shared/state-machines/return';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { returnActions } from '../lib/order-actions';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';
import { StatusBadge } from './status-badge';

const ACTION_LABELS = {
  accepted: 'Accepter',
  rejected: 'Refuser',
  received: 'Colis reçu',
  refunded: 'Marquer remboursé',
  cancelled: 'Annuler le retour',
  requested: 'Demandé',
} as const;

export function ReturnPanel({ order }: { order: Order }) {
  const update = useCallable(adminUpdateReturn, { success: HV_MESSAGES.returnUpdated });
  if (!order.return) return null;
  const ret = order.return;
  return (
    <Panel title="Retour">
      <Stack gap="3">
        <Text>
          <StatusBadge status={ret.status} label={RETURN_STATUS_LABELS[ret.status]} /> · demandé le{' '}
          {formatDateTime(ret.requested_at)}
        </Text>
        <Text fontSize="sm" whiteSpace="pre-line">
          Motif : {ret.reason}
        </Text>
        <Flex gap="2" wrap="wrap">
          {returnActions(order).map((status) => (
            <Button
              key={status}
              size="sm"
              variant={status === 'rejected' || status === 'cancelled' ? 'outline' : 'solid'}
              loading={update.isPending && update.variables?.status === status}
              onClick={() => update.mutate({ order_id: order.order_id, status })}
            >
              {ACTION_LABELS[status]}
            </Button>
          ))}
        </Flex>
      </Stack>
    </Panel>
  );
}
