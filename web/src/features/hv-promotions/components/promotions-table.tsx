// The codes, live: discount, conditions, validity (Paris time), uses counted live (orders holding
// the code, unpaid ones included), status (Actif, En pause, À venir, Expiré) and the row actions.
import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import { formatCents } from '@fohzshop/shared/money';
import { parisLabel } from '@fohzshop/shared/promotions/paris-time';
import {
  PROMOTION_STATUS_LABELS,
  promotionStatus,
  type PromotionStatus,
} from '@fohzshop/shared/promotions/evaluate';
import type { Promotion } from '@fohzshop/shared/schemas/promotion';
import { TableRoot } from '@/ui/table-root';

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
  if (promotions.length === 0) return <Text color="fg.muted">Aucun code promo.</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <TableRoot size="sm" striped aria-label="Codes promo">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Remise</Table.ColumnHeader>
            <Table.ColumnHeader>Conditions</Table.ColumnHeader>
            <Table.ColumnHeader>Validité</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Utilisations</Table.ColumnHeader>
            <Table.ColumnHeader>Statut</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Actions</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
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
                  <Flex gap="2" justify="flex-end">
                    <Button size="xs" variant="outline" onClick={() => onEdit(p)}>
                      Modifier
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      loading={busyCode === p.code}
                      onClick={() => onTogglePause(p)}
                    >
                      {p.paused ? 'Réactiver' : 'Mettre en pause'}
                    </Button>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </TableRoot>
    </Table.ScrollArea>
  );
}
