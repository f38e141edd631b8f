// The confirmation of one live order: status headline, what to do next for its payment method,
// the instalment schedule, and the way to the order in the account.
import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { routePath } from '@fohzshop/shared/routes';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { BankTransferDetails } from '@/ui/bank-transfer-details';
import { useReorder } from '../hooks/use-reorder';
import { confirmationContent, type Confirmation } from './confirmation-content';

const TONE_COLOUR = { success: 'green.fg', waiting: 'orange.fg', failure: 'red.fg' } as const;

function ScheduleList({ schedule }: { schedule: NonNullable<Confirmation['schedule']> }) {
  return (
    <Box as="section" aria-labelledby="schedule-title" borderWidth="1px" rounded="l3" p="5">
      <Heading id="schedule-title" as="h2" size="md" mb="3">
        Échéancier
      </Heading>
      <List.Root as="ol" gap="2" ps="0" listStyleType="none">
        {schedule.map((line) => (
          <List.Item key={line.date} display="flex" justifyContent="space-between" gap="4">
            <Text>{line.date}</Text>
            <Text color="fg.muted">{line.status}</Text>
            <Text fontWeight="semibold">{line.amount}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function Reorder({ order }: { order: Order }) {
  const { reorder, pending, ready } = useReorder(order);
  return (
    <Button onClick={reorder} loading={pending} disabled={!ready}>
      Remettre les articles dans mon panier
    </Button>
  );
}

export function OrderConfirmation({ order }: { order: Order }) {
  const content = confirmationContent(order);
  const orderPath = routePath('USER_ORDER_DETAILS', { order_id: order.order_id });
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="2" role="status" aria-live="polite">
        <Text fontWeight="semibold" color="fg.muted">
          Commande {order.number} · {PAYMENT_METHOD_LABELS[order.payment.method]}
          {order.payment.instalments ? ` en ${order.payment.instalments} fois` : ''}
        </Text>
        <Heading
          as="h1"
          size="2xl"
          color={TONE_COLOUR[content.tone]}
          data-testid="confirmation-title"
        >
          {content.title}
        </Heading>
        <Text fontSize="lg">{content.message}</Text>
      </Stack>
      {content.transfer && <BankTransferDetails transfer={content.transfer} />}
      {content.schedule && content.schedule.length > 0 && (
        <ScheduleList schedule={content.schedule} />
      )}
      <HStack gap="3" wrap="wrap">
        {content.canReorder && <Reorder order={order} />}
        <Button asChild variant={content.canReorder ? 'outline' : 'solid'}>
          <RouterLink to={orderPath}>Voir ma commande</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
