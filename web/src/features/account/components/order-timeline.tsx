// The order's dated history, oldest first; it grows live as the order moves on.
import { Box, List, Text } from '@chakra-ui/react';
import { orderTimeline } from '@fohzshop/shared/account-orders';
import type { Order } from '@fohzshop/shared/schemas/order';
import { formatDayTime } from './format-date';

export function OrderTimeline({ order }: { order: Order }) {
  const entries = orderTimeline(order.history);
  if (entries.length === 0) return <Text color="fg.muted">Aucun événement pour l'instant.</Text>;
  return (
    <List.Root as="ol" gap="3" listStyleType="none" data-testid="order-timeline">
      {entries.map((entry, index) => (
        <List.Item
          key={`${entry.at}-${index}`}
          borderStartWidth="3px"
          borderColor={index === entries.length - 1 ? 'orange.solid' : 'border'}
          ps="3"
        >
          <Box>
            <Text fontWeight="medium">{entry.event}</Text>
            <Text asChild fontSize="sm" color="fg.muted">
              <time dateTime={entry.at}>{formatDayTime(entry.at)}</time>
            </Text>
          </Box>
        </List.Item>
      ))}
    </List.Root>
  );
}
