// How many lines an import creates, updates, leaves unchanged and refuses, as the preview sees
// them, as a dry run answers, or as the import did (the final report).
import { Badge, Flex, Text } from '@chakra-ui/react';
import type { ImportLineResult } from '@fohzshop/shared/catalog/product-csv/import-result';
import { countOutcomes } from './import-preview';

const LABELS = [
  ['created', 'créé', 'green'],
  ['updated', 'modifié', 'blue'],
  ['unchanged', 'inchangé', 'gray'],
  ['refused', 'refusé', 'red'],
] as const;

export function ImportSummary({
  lines,
  title,
}: {
  lines: readonly ImportLineResult[];
  title: string;
}) {
  const counts = countOutcomes(lines);
  const notShown = lines.filter((line) => line.refused_old_price).length;
  return (
    <section aria-label={title}>
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      <Flex gap="2" wrap="wrap" role="list">
        {LABELS.map(([key, label, palette]) => (
          <Badge key={key} role="listitem" colorPalette={palette} size="lg">
            {counts[key]} {label}
            {counts[key] > 1 ? 's' : ''}
          </Badge>
        ))}
      </Flex>
      {notShown > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {notShown} ancien{notShown > 1 ? 's' : ''} prix enregistré{notShown > 1 ? 's' : ''} mais
          non affiché{notShown > 1 ? 's' : ''} : l’historique des prix ne les justifie pas (prix le
          plus bas des 30 derniers jours).
        </Text>
      )}
    </section>
  );
}
