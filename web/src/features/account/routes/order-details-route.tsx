// /mon-compte/mes-commandes/:order_id — live: every change of the order (payment, delivery,
// return) re-renders this page through the order's RTDB listener.
import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';
import { AppLink } from '@/ui/app-link';
import { PageSpinner } from '@/ui/spinners';
import { AccountPage } from '../components/account-page';
import { formatDayTime } from '../components/format-date';
import { InvoiceButton } from '../components/invoice-button';
import { OrderAddresses } from '../components/order-addresses';
import { creditNotesOf, OrderCreditNotes } from '../components/order-credit-notes';
import { OrderItems } from '../components/order-items';
import { OrderPaymentDelivery } from '../components/order-payment-delivery';
import { OrderReturn } from '../components/order-return';
import { OrderReview } from '../components/order-review';
import { OrderStatusBadges } from '../components/order-status-badges';
import { OrderTimeline } from '../components/order-timeline';
import { useOrder } from '../hooks/use-live-orders';

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

export function OrderDetailsRoute() {
  const { order_id: orderId } = useParams();
  const order = useOrder(orderId);
  if (order === undefined) return <PageSpinner />;
  if (order === null)
    return (
      <AccountPage title="Détail de la commande">
        <Stack gap="3" align="start">
          <Text>{MESSAGES.orderNotFound}</Text>
          <AppLink to={ROUTES.USER_ORDERS.path} color="orange.fg">
            Retour à mes commandes
          </AppLink>
        </Stack>
      </AccountPage>
    );
  return (
    <AccountPage
      title={`Commande ${order.number}`}
      intro={`Passée le ${formatDayTime(order.created_at)}`}
    >
      <HStack justify="space-between" wrap="wrap" gap="3">
        <OrderStatusBadges order={order} />
        <InvoiceButton order={order} />
      </HStack>
      <Panel>
        <OrderItems order={order} />
      </Panel>
      <Panel>
        <OrderPaymentDelivery order={order} />
      </Panel>
      <Panel>
        <OrderAddresses order={order} />
      </Panel>
      <Panel>
        <OrderReturn order={order} />
      </Panel>
      {creditNotesOf(order).length > 0 && (
        <Panel>
          <OrderCreditNotes order={order} />
        </Panel>
      )}
      {order.delivery.status === 'delivered' && (
        <Panel>
          <OrderReview order={order} />
        </Panel>
      )}
      <Stack gap="3" as="section" aria-labelledby="timeline-title">
        <Heading as="h2" size="md" id="timeline-title">
          Suivi de la commande
        </Heading>
        <OrderTimeline order={order} />
      </Stack>
    </AccountPage>
  );
}
