// Who did what and when on an order, newest first.
import { List, Text } from '@chakra-ui/react';
import type { OrderHistoryEntry } from '@fohzshop/shared/schemas/order';
import { formatDateTime } from './orders-table';
import { Panel } from './panel';

export function HistoryTimeline({
  history,
  names,
}: {
  history: OrderHistoryEntry[];
  names: Map<string, string>;
}) {
  const entries = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Panel title="Historique">
      {entries.length === 0 && <Text color="fg.muted">Aucun événement.</Text>}
      <List.Root as="ol" variant="plain" gap="2">
        {entries.map((entry, index) => (
          <List.Item
            key={`${entry.at}-${index}`}
            display="block"
            borderStartWidth="2px"
            ps="3"
            borderColor="orange.solid"
          >
            <Text fontWeight="medium">{entry.event}</Text>
            <Text fontSize="xs" color="fg.muted">
              {formatDateTime(entry.at)} ·{' '}
              {entry.by === 'system' ? 'Boutique (automatique)' : (names.get(entry.by) ?? entry.by)}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Panel>
  );
}
