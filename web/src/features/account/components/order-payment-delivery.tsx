// Payment (with the bank details while a transfer is awaited) and delivery (carrier, tracking).
import { Box, Code, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatEuros } from '@fohzshop/shared/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import { BankTransferDetails } from '@/ui/bank-transfer-details';
import { formatDay, formatDayTime } from './format-date';
import { OrderPaymentActions } from './order-payment-actions';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label} :{' '}
      </Text>
      {children}
    </Text>
  );
}

/** The same details, with copy buttons, as on the confirmation page after checkout. */
function TransferInstructions({ order }: { order: Order }) {
  const transfer = order.payment.transfer;
  if (!transfer) return null;
  const deadline = order.expires_at ? formatDayTime(order.expires_at) : null;
  return (
    <Box data-testid="transfer-instructions">
      <BankTransferDetails
        headingAs="h3"
        transfer={{ ...transfer, amount: formatEuros(order.totals.total), deadline }}
      />
    </Box>
  );
}

export function OrderPaymentDelivery({ order }: { order: Order }) {
  const { payment, delivery } = order;
  const states = orderStates(order);
  const awaitingTransfer =
    payment.method === 'bank_transfer' &&
    payment.status === 'pending' &&
    order.status === 'pending_payment';
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <Stack gap="2" as="section" aria-labelledby="payment-title">
        <Heading as="h2" size="md" id="payment-title">
          Paiement
        </Heading>
        <Detail label="Moyen">
          {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.instalments ? ` en ${payment.instalments} fois sans frais` : ''}
        </Detail>
        <Detail label="Statut">{states.payment.label}</Detail>
        {payment.paid_at && <Detail label="Payé le">{formatDay(payment.paid_at)}</Detail>}
        {payment.refunded_amount !== undefined && payment.refunded_amount > 0 && (
          <Detail label="Remboursé">{formatEuros(payment.refunded_amount)}</Detail>
        )}
        {payment.schedule?.map((instalment, index) => (
          <Detail key={instalment.date} label={`Échéance ${index + 1}`}>
            {formatEuros(instalment.amount)} le {formatDay(instalment.date)}
            {instalment.status === 'paid'
              ? ' (payée)'
              : instalment.status === 'failed'
                ? ' (échec)'
                : ''}
          </Detail>
        ))}
        {awaitingTransfer && <TransferInstructions order={order} />}
        <OrderPaymentActions order={order} />
      </Stack>
      <Stack gap="2" as="section" aria-labelledby="delivery-title">
        <Heading as="h2" size="md" id="delivery-title">
          Livraison
        </Heading>
        <Detail label="Statut">{states.delivery.label}</Detail>
        {delivery.carrier && <Detail label="Transporteur">{delivery.carrier}</Detail>}
        {delivery.tracking_number && (
          <Detail label="Numéro de suivi">
            <Code>{delivery.tracking_number}</Code>
          </Detail>
        )}
        {delivery.shipped_at && (
          <Detail label="Expédiée le">{formatDay(delivery.shipped_at)}</Detail>
        )}
        {delivery.delivered_at && (
          <Detail label="Livrée le">{formatDay(delivery.delivered_at)}</Detail>
        )}
      </Stack>
    </SimpleGrid>
  );
}
