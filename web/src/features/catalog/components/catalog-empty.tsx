// Empty states in French: nothing matches the filters, or nothing is on sale here yet.
import { Box, Button, Heading, Text } from '@chakra-ui/react';

type Props = { filtered: boolean; onClear: () => void };

export function CatalogEmpty({ filtered, onClear }: Props) {
  return (
    <Box textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="l3">
      <Heading as="h2" size="md" mb="2">
        {filtered
          ? 'Aucun produit ne correspond à vos critères.'
          : 'Aucun produit disponible pour le moment.'}
      </Heading>
      <Text color="fg.muted" mb={filtered ? '4' : '0'}>
        {filtered
          ? 'Élargissez votre recherche : retirez un filtre ou modifiez la fourchette de prix.'
          : 'Revenez bientôt, notre catalogue est mis à jour en continu.'}
      </Text>
      {filtered && (
        <Button onClick={onClear} variant="outline">
          Effacer les filtres
        </Button>
      )}
    </Box>
  );
}
