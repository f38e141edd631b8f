// Who did what and when on an order, newest first. The order says only « admin »; which admin
// comes from order_admin/{order_id}/actors, keyed by the line's index in the order's history.
import { List, Text } from '@chakra-ui/react';
import type { OrderActor, OrderHistoryEntry } from '@fohzshop/shared/schemas/order';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';

const ROLE_LABELS: Record<OrderActor, string> = {
  system: 'Boutique (automatique)',
  customer: 'Client',
  admin: 'Administrateur',
};

/** The label of who made line `index`: the admin's name when order_admin names them. */
export function actorLabel(
  entry: OrderHistoryEntry,
  index: number,
  actors: Record<string, string>,
  names: Map<string, string>,
): string {
  const uid = entry.by === 'admin' ? actors[String(index)] : undefined;
  return uid ? (names.get(uid) ?? uid) : ROLE_LABELS[entry.by];
}

export function HistoryTimeline({
  history,
  actors,
  names,
}: {
  history: OrderHistoryEntry[];
  actors: Record<string, string>;
  names: Map<string, string>;
}) {
  const entries = history
    .map((entry, index) => ({ entry, label: actorLabel(entry, index, actors, names) }))
    .sort((a, b) => b.entry.at.localeCompare(a.entry.at));
  return (
    <Panel title="Historique">
      {entries.length === 0 && <Text color="fg.muted">Aucun événement.</Text>}
      <List.Root as="ol" variant="plain" gap="2">
        {entries.map(({ entry, label }, index) => (
          <List.Item
            key={`${entry.at}-${index}`}
            display="block"
            borderStartWidth="2px"
            ps="3"
            borderColor="orange.solid"
          >
            <Text fontWeight="medium">{entry.event}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(entry.at)} · {label}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Panel>
  );
}
