// Sticky reminder of the comparator selection on scooter listings, with the link to compare.
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COMPARE_MAX, useCompareList } from '@/entities/compare/hooks/use-compare-list';

export function CompareBar() {
  const compare = useCompareList();
  const count = compare.ids.length;
  if (count === 0) return null;
  return (
    <Box position="sticky" bottom="4" zIndex="docked" mx="auto" w="full" maxW="xl">
      <HStack
        as="aside"
        aria-label="Comparateur"
        justify="space-between"
        gap="3"
        px="4"
        py="3"
        rounded="l3"
        borderWidth="1px"
        bg="bg.panel"
        shadow="lg"
      >
        <Text fontSize="sm">
          Comparateur : {count} / {COMPARE_MAX} trottinette{count > 1 ? 's' : ''}
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={compare.clear}>
            Vider
          </Button>
          {count >= 2 ? (
            <Button asChild size="sm">
              <RouterLink to={compare.path}>Comparer</RouterLink>
            </Button>
          ) : (
            <Text fontSize="xs" color="fg.muted">
              Ajoutez-en une autre
            </Text>
          )}
        </HStack>
      </HStack>
    </Box>
  );
}
