// Signed in: the customer's orders with their withdrawal state; choosing one pre-fills the form.
// An order whose period is over says so plainly and cannot be chosen.
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_TEXTS } from '@fohzshop/shared/withdrawal-texts';
import type { WithdrawalWindow } from '@fohzshop/shared/withdrawal';
import type { PickableOrder } from '../lib/prefill';

export function windowText(period: WithdrawalWindow): string {
  if (period.state === 'ended') return WITHDRAWAL_TEXTS.ended(period.endedAt);
  if (period.state === 'open')
    return period.endsAt ? WITHDRAWAL_TEXTS.openUntil(period.endsAt) : WITHDRAWAL_TEXTS.notStarted;
  return '';
}

type Props = {
  orders: readonly PickableOrder[];
  chosen: string | undefined;
  onChoose: (order: Order) => void;
};

export function MyOrdersPicker({ orders, chosen, onChoose }: Props) {
  if (orders.length === 0) return null;
  return (
    <Stack gap="3" as="section" aria-labelledby="withdrawal-orders-title">
      <Heading as="h2" size="md" id="withdrawal-orders-title">
        Vos commandes
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {orders.map(({ order, period }) => (
          <Box as="li" key={order.order_id} borderWidth="1px" rounded="l2" p="3">
            <HStack justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0">
                <Text fontWeight="semibold">Commande {order.number}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {windowText(period)}
                </Text>
              </Stack>
              {period.state === 'open' && (
                <Button
                  size="sm"
                  variant={chosen === order.order_id ? 'solid' : 'outline'}
                  aria-pressed={chosen === order.order_id}
                  onClick={() => onChoose(order)}
                >
                  Choisir la commande {order.number}
                </Button>
              )}
            </HStack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
