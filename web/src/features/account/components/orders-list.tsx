// The customer's orders, newest first: number, date, total and status badges, each a link.
import { Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { generatePath } from 'react-router-dom';
import { formatEuros } from '@fohzshop/shared/money';
import { ROUTES } from '@fohzshop/shared/routes';
import type { Order } from '@fohzshop/shared/schemas/order';
import { AppLink } from '@/ui/app-link';
import { formatDay } from './format-date';
import { OrderStatusBadges } from './order-status-badges';
import { OrderWithdrawalLink } from './order-withdrawal';

export const orderPath = (orderId: string) =>
  generatePath(ROUTES.USER_ORDER_DETAILS.path, { order_id: orderId });

const articles = (order: Order) => {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} article${count > 1 ? 's' : ''}`;
};

export function OrdersList({ orders }: { orders: readonly Order[] }) {
  return (
    <Stack as="ul" gap="3" listStyleType="none" data-testid="orders-list">
      {orders.map((order) => (
        <Box as="li" key={order.order_id} data-order={order.number}>
          <Card.Root variant="outline" size="sm">
            <Card.Body gap="2">
              <HStack justify="space-between" wrap="wrap" gap="2">
                <AppLink to={orderPath(order.order_id)} fontWeight="semibold" color="orange.fg">
                  Commande {order.number}
                </AppLink>
                <Text fontWeight="semibold">{formatEuros(order.totals.total)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                Passée le {formatDay(order.created_at)} · {articles(order)}
              </Text>
              <OrderStatusBadges order={order} />
              <OrderWithdrawalLink order={order} />
            </Card.Body>
          </Card.Root>
        </Box>
      ))}
    </Stack>
  );
}
