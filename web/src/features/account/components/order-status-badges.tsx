import { Badge, HStack } from '@chakra-ui/react';
import type { Order } from '@fohzshop/shared/schemas/order';
import { orderBadges } from './order-badges';

export function OrderStatusBadges({ order }: { order: Order }) {
  return (
    <HStack gap="2" wrap="wrap">
      {orderBadges(order).map((badge) => (
        <Badge
          key={badge.key}
          colorPalette={badge.palette}
          variant="subtle"
          data-status={badge.key}
        >
          {badge.label}
        </Badge>
      ))}
    </HStack>
  );
}
