// The codes, live: discount, conditions, validity (Paris time), uses counted live (orders holding
// the code, unpaid ones included), status (Actif, En pause, À venir, Expiré) and the row actions.
import { Badge, Table } from '@chakra-ui/react';
import { formatCents } from '@fohzshop/shared/money';
import { parisLabel } from '@fohzshop/shared/promotions/paris-time';
import {
  PROMOTION_STATUS_LABELS,
  promotionStatus,
  type PromotionStatus,
} from '@fohzshop/shared/promotions/evaluate';
import type { Promotion } from '@fohzshop/shared/schemas/promotion';
import { ListTable, RowActions } from '@/ui/list-table';

const PALETTE: Record<PromotionStatus, string> = {
  active: 'green',
  paused: 'orange',
  upcoming: 'blue',
  expired: 'gray',
};

type Props = {
  promotions: Promotion[];
  uses: Record<string, number>;
  now: Date;
  busyCode: string | null;
  onEdit: (promotion: Promotion) => void;
  onTogglePause: (promotion: Promotion) => void;
};

const discount = (p: Promotion) => (p.kind === 'percent' ? `${p.value} %` : formatCents(p.value));

function conditions(p: Promotion): string {
  const { products, brands, types } = p.scope;
  const parts = [
    p.min_basket_cents ? `dès ${formatCents(p.min_basket_cents)}` : 'sans minimum',
    [...types, ...brands].join(', ') ||
      (products.length ? `${products.length} produit(s)` : 'tout le panier'),
  ];
  if (p.first_order_only) parts.push('première commande');
  return parts.join(' · ');
}

const validity = (p: Promotion) =>
  [
    p.starts_at && `du ${parisLabel(p.starts_at)}`,
    p.ends_at ? `au ${parisLabel(p.ends_at)}` : 'sans fin',
  ]
    .filter(Boolean)
    .join(' ');

export function PromotionsTable({ promotions, uses, now, busyCode, onEdit, onTogglePause }: Props) {
  return (
    <ListTable
      label="Codes promo"
      columns={[
        'Code',
        'Remise',
        'Conditions',
        'Validité',
        { label: 'Utilisations', textAlign: 'end' },
        'Statut',
        'actions',
      ]}
      rows={promotions.length}
      empty="Aucun code promo."
    >
      {promotions.map((p) => {
        const status = promotionStatus(p, now);
        return (
          <Table.Row key={p.code} data-testid="admin-promotion-row">
            <Table.Cell fontWeight="semibold">{p.code}</Table.Cell>
            <Table.Cell>{discount(p)}</Table.Cell>
            <Table.Cell>{conditions(p)}</Table.Cell>
            <Table.Cell>{validity(p)}</Table.Cell>
            <Table.Cell textAlign="end" data-testid="promotion-uses">
              {uses[p.code] ?? 0}
              {p.max_uses ? ` / ${p.max_uses}` : ''}
              {p.max_uses_per_customer ? ` (${p.max_uses_per_customer} par client)` : ''}
            </Table.Cell>
            <Table.Cell>
              <Badge colorPalette={PALETTE[status]}>{PROMOTION_STATUS_LABELS[status]}</Badge>
            </Table.Cell>
            <Table.Cell>
              <RowActions
                actions={[
                  { label: 'Modifier', onClick: () => onEdit(p) },
                  {
                    label: p.paused ? 'Réactiver' : 'Mettre en pause',
                    loading: busyCode === p.code,
                    onClick: () => onTogglePause(p),
                  },
                ]}
              />
            </Table.Cell>
          </Table.Row>
        );
      })}
    </ListTable>
  );
}
