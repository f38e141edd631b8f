// Payment of an order: confirm a bank transfer, refund all or part (a credit note each time).
// « Rembourser tout » sends real money back at once: it asks for confirmation first.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { adminConfirmBankTransfer, adminUpdatePayment } from '@fohzshop/shared/contracts/orders';
import { formatCents, formatEuros } from '@fohzshop/shared/money';
import { PAYMENT_METHOD_LABELS, type Order } from '@fohzshop/shared/schemas/order';
import { orderStates } from '@/entities/order/order-states';
import { Input } from '@/ui/input';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormField } from '@/ui/form-field';
import { useCallable } from '@/lib/callable/use-callable';
import { HV_MESSAGES } from '../lib/hv-messages';
import { canConfirmTransfer, refundRequest, refundableCents } from '../lib/order-actions';
import { Panel } from './panel';
import { RefundList } from './refund-list';
import { StatusBadge } from './status-badge';

const newRequestKey = (): string => `rq-${crypto.randomUUID()}`;

export function PaymentPanel({ order }: { order: Order }) {
  const { payment } = order;
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [confirmingAll, setConfirmingAll] = useState(false);
  const confirm = useCallable(adminConfirmBankTransfer, { success: HV_MESSAGES.transferConfirmed });
  const refund = useCallable(adminUpdatePayment, { success: HV_MESSAGES.refundDone });
  // One key per refund until it succeeds: resubmitting after a lost answer (the same amount) is
  // the same refund, also for the server's lock (refund_requests); another amount is another
  // request, with its own key (the server refuses a key sent again for another amount).
  const [attempt, setAttempt] = useState<{ key: string; amount?: number }>(() => ({
    key: newRequestKey(),
  }));
  const left = refundableCents(order);
  const shownPayment = orderStates(order).payment;
  const submitRefund = (text: string) => {
    const request = refundRequest(order, text);
    if ('error' in request) {
      setConfirmingAll(false);
      return setError(request.error);
    }
    setError(undefined);
    const key =
      attempt.amount === undefined || attempt.amount === request.refund_amount
        ? attempt.key
        : newRequestKey();
    setAttempt({ key, amount: request.refund_amount });
    refund.mutate(
      { order_id: order.order_id, ...request, request_key: key },
      {
        onSuccess: () => {
          setAmount('');
          setAttempt({ key: newRequestKey() });
        },
        onSettled: () => setConfirmingAll(false),
      },
    );
  };
  return (
    <Panel title="Paiement">
      <Stack gap="3">
        <Text>
          {PAYMENT_METHOD_LABELS[payment.method]}
          {payment.instalments ? ` en ${payment.instalments} fois` : ''} ·{' '}
          <StatusBadge status={shownPayment.status} label={shownPayment.label} />
        </Text>
        {payment.refunded_amount ? (
          <Text fontSize="sm">Déjà remboursé : {formatEuros(payment.refunded_amount)}</Text>
        ) : null}
        <RefundList refunds={payment.refunds} />
        {canConfirmTransfer(order) && (
          <Button
            alignSelf="flex-start"
            size="sm"
            loading={confirm.isPending}
            onClick={() => confirm.mutate({ order_id: order.order_id })}
          >
            Virement reçu
          </Button>
        )}
        {left > 0 && (
          <Flex gap="2" align="flex-end" wrap="wrap">
            <FormField label={`Montant à rembourser (max ${formatCents(left)})`} error={error}>
              <Input
                size="sm"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
              />
            </FormField>
            <Button
              size="sm"
              variant="outline"
              loading={refund.isPending}
              onClick={() => submitRefund(amount)}
            >
              Rembourser ce montant
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={refund.isPending}
              onClick={() => setConfirmingAll(true)}
            >
              Rembourser tout
            </Button>
          </Flex>
        )}
      </Stack>
      <ConfirmDialog
        open={confirmingAll}
        title={`Rembourser toute la commande ${order.number} ?`}
        danger
        busy={refund.isPending}
        confirmLabel={`Rembourser ${formatCents(left)}`}
        onCancel={() => setConfirmingAll(false)}
        onConfirm={() => submitRefund(String(left / 100))}
      >
        {`${formatCents(left)} seront remboursés au client (${PAYMENT_METHOD_LABELS[payment.method]}) tout de suite, et un avoir sera émis. Cette action est irréversible.`}
      </ConfirmDialog>
    </Panel>
  );
}
