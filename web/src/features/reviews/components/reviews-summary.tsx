// Average of the published reviews, and the external site's rating once synchronised.
import { Box, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatFixedFr, formatNumberFr } from '@fohzshop/shared/french-format';
import type { ReviewStats } from '@fohzshop/shared/schemas/review';
import { Stars } from './stars';

const one = (value: number) => formatFixedFr(value, 1);
const day = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const plural = (count: number) => `${formatNumberFr(count)} avis`;

export function ReviewsSummary({
  site,
  external,
}: {
  site: ReviewStats['site'];
  external?: ReviewStats['external'];
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: external ? 2 : 1 }} gap="4" maxW="3xl">
      <Box borderWidth="1px" rounded="xl" p="5" bg="bg.subtle" data-testid="reviews-average">
        <Text fontSize="sm" color="fg.muted">
          Note moyenne sur FōhzShop
        </Text>
        <HStack gap="3" mt="1">
          <Text fontSize="4xl" fontWeight="800">
            {site.count > 0 ? one(site.average) : '–'}
          </Text>
          <Stack gap="1">
            <Stars rating={site.average} />
            <Text fontSize="sm" color="fg.muted">
              {site.count > 0 ? `sur 5 · ${plural(site.count)}` : 'Aucun avis pour le moment'}
            </Text>
          </Stack>
        </HStack>
      </Box>
      {external && (
        <Box borderWidth="1px" rounded="xl" p="5" bg="bg.subtle" data-testid="reviews-external">
          {/* The imported rating says where it comes from and when it was read. */}
          <Text fontSize="sm" color="fg.muted">
            Note {external.name}, importée le {day.format(new Date(external.synced_at))}
          </Text>
          <HStack gap="3" mt="1">
            <Text fontSize="4xl" fontWeight="800">
              {one(external.rating)}
            </Text>
            <Stack gap="1">
              <Stars rating={external.rating} />
              <Text fontSize="sm" color="fg.muted">
                sur 5 · {plural(external.count)}
              </Text>
            </Stack>
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt="2">
            Avis publiés et modérés par {external.name} selon ses propres règles ; FōhzShop ne les
            contrôle pas.{' '}
            <Link href={external.url} target="_blank" rel="noopener noreferrer" color="orange.fg">
              Voir les avis sur {external.name}
              <Box as="span" srOnly>
                {' '}
                (nouvel onglet)
              </Box>
            </Link>
          </Text>
        </Box>
      )}
    </SimpleGrid>
  );
}
