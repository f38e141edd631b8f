// The withdrawals received through « Renoncer au contrat ici » (the statement itself stays in
// withdrawals/, functions only): when, what, whether the acknowledgement left, and the refund
// deadline (L221-24: 14 days after the withdrawal was received). The function opened the order's
// return, handled in the « Retour » panel, then refunded from the payment panel.
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Order } from '@fohzshop/shared/schemas/order';
import { WITHDRAWAL_SCOPE_LABELS } from '@fohzshop/shared/schemas/withdrawal-pointer';
import { parisDate, refundDeadline } from '@fohzshop/shared/withdrawal';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';

const REFUNDED = ['refunded', 'partially_refunded'];

export function WithdrawalPanel({ order }: { order: Order }) {
  const entries = Object.entries(order.withdrawals ?? {}).sort(([, a], [, b]) =>
    a.received_at.localeCompare(b.received_at),
  );
  const [now] = useState(() => Date.now());
  if (entries.length === 0) return null;
  const refunded = REFUNDED.includes(order.payment.status);
  return (
    <Panel title="Rétractation">
      <Stack gap="3">
        {entries.map(([id, w]) => {
          const deadline = refundDeadline(w.received_at);
          const late = !refunded && deadline.getTime() < now;
          return (
            <Stack key={id} gap="1" data-testid="withdrawal-entry">
              <Text>
                Reçue le <strong>{formatDateTime(w.received_at)}</strong> ·{' '}
                {w.scope === 'items'
                  ? `${WITHDRAWAL_SCOPE_LABELS.items} : « ${w.items ?? ''} »`
                  : WITHDRAWAL_SCOPE_LABELS.order}
              </Text>
              <Text fontSize="sm" color={late ? 'red.fg' : undefined}>
                Remboursement dû au plus tard le <strong>{parisDate(deadline)}</strong> (14 jours
                après réception, frais de livraison initiaux compris)
                {refunded ? ' — remboursement enregistré.' : late ? ' — délai dépassé.' : '.'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {w.acknowledged_at
                  ? `Accusé de réception envoyé le ${formatDateTime(w.acknowledged_at)}.`
                  : 'Accusé de réception non envoyé : voir les journaux des fonctions.'}{' '}
                Traitez le retour ci-dessous (accepter, colis reçu), puis remboursez depuis le
                paiement.
              </Text>
            </Stack>
          );
        })}
      </Stack>
    </Panel>
  );
}
