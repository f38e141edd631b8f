// « Incidents de paiement »: what the Stripe and Alma webhooks did not apply to an order (another
// order's session, another amount, currency or mode, a replay…) and the payments sent back
// because their order was closed first (payment_incidents), newest first.
import { Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatCents } from '@fohzshop/shared/money';
import {
  INCIDENT_ACTION_LABELS,
  type PaymentIncident,
} from '@fohzshop/shared/schemas/payment-incident';
import { AppLink } from '@/ui/app-link';
import { ListSection } from '@/ui/list-table';
import type { ListColumn } from '@/ui/list-table';
import { usePaymentIncidents } from '../hooks/use-admin-data';
import { adminOrderPath } from '../lib/admin-paths';
import { formatDateTime } from './orders-table';

const COLUMNS: ListColumn[] = [
  'Reçu le',
  'Prestataire',
  'Commande',
  'Motif',
  { label: 'Montant reçu', textAlign: 'end' },
  { label: 'Total attendu', textAlign: 'end' },
  'Action de la boutique',
];
const PROVIDERS: Record<PaymentIncident['provider'], string> = {
  stripe: 'Stripe',
  alma: 'Alma',
  bank_transfer: 'Virement',
};

function amount(incident: PaymentIncident): string {
  if (incident.amount_cents === undefined) return '—';
  const currency = incident.currency?.toUpperCase();
  return currency && currency !== 'EUR'
    ? `${(incident.amount_cents / 100).toFixed(2)} ${currency}`
    : formatCents(incident.amount_cents);
}

/** `numbers`: order id → number, for the orders that still exist. */
export function PaymentIncidents({ numbers }: { numbers: ReadonlyMap<string, string> }) {
  const { incidents } = usePaymentIncidents();
  const sorted = useMemo(
    () => [...incidents].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    [incidents],
  );
  return (
    <ListSection
      title="Incidents de paiement"
      intro="Notifications de Stripe ou d'Alma que la boutique n'a pas appliquées telles quelles, et paiements arrivés après la clôture d'une commande, remboursés automatiquement."
      empty="Aucun incident de paiement."
      columns={COLUMNS}
      items={sorted}
      row={(incident) => {
        const number = incident.order_id && numbers.get(incident.order_id);
        return (
          <Table.Row key={incident.incident_id}>
            <Table.Cell whiteSpace="nowrap">{formatDateTime(incident.created_at)}</Table.Cell>
            <Table.Cell>{PROVIDERS[incident.provider]}</Table.Cell>
            <Table.Cell>
              {number ? (
                <AppLink to={adminOrderPath(incident.order_id!)} color="orange.fg">
                  {number}
                </AppLink>
              ) : (
                (incident.order_id ?? '—')
              )}
            </Table.Cell>
            <Table.Cell>{incident.label}</Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {amount(incident)}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {incident.expected_cents === undefined ? '—' : formatCents(incident.expected_cents)}
            </Table.Cell>
            <Table.Cell>
              {INCIDENT_ACTION_LABELS[incident.action]}
              {incident.refund_id ? ` (${incident.refund_id})` : ''}
            </Table.Cell>
          </Table.Row>
        );
      }}
    />
  );
}
