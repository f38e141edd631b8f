// The external platform's rating as last copied, the last synchronisation (when, by whom, its
// outcome and error) and the « Synchroniser » button.
import { Badge, Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReviewStats } from '@fohzshop/shared/schemas/review';
import { formatDateTime } from './review-labels';

const one = (value: number) =>
  value.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

type Props = { stats: ReviewStats | null; syncing: boolean; onSync: () => void };

export function SyncPanel({ stats, syncing, onSync }: Props) {
  const external = stats?.external;
  const last = stats?.last_sync;
  return (
    <Box borderWidth="1px" rounded="md" p="4" mb="6" data-testid="review-sync">
      <Flex gap="4" justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap="1">
          <Text fontWeight="semibold">Note externe</Text>
          {external ? (
            <Text>
              <Link href={external.url} target="_blank" rel="noopener noreferrer" color="orange.fg">
                {external.name}
              </Link>{' '}
              : {one(external.rating)} / 5 sur {external.count.toLocaleString('fr-FR')} avis (copiée
              le {formatDateTime(external.synced_at)})
            </Text>
          ) : (
            <Text color="fg.muted">Jamais synchronisée.</Text>
          )}
          {last && (
            <Text fontSize="sm" color="fg.muted">
              Dernière synchronisation : {formatDateTime(last.at)} (
              {last.trigger === 'schedule' ? 'automatique' : 'manuelle'}){' '}
              <Badge colorPalette={last.outcome === 'success' ? 'green' : 'red'}>
                {last.outcome === 'success' ? 'Réussie' : 'Échec'}
              </Badge>
              {last.outcome === 'success' &&
                ` · ${last.imported} importé(s), ${last.updated} mis à jour`}
            </Text>
          )}
        </Stack>
        <Button onClick={onSync} loading={syncing} loadingText="Synchronisation…">
          Synchroniser
        </Button>
      </Flex>
      {last?.outcome === 'error' && last.error && (
        <Text
          mt="3"
          p="3"
          rounded="md"
          bg="red.subtle"
          color="red.fg"
          fontSize="sm"
          role="status"
          data-testid="review-sync-error"
        >
          {last.error}
        </Text>
      )}
    </Box>
  );
}
