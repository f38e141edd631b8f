// The four scooter brands, as light text tiles linking to their listing.
import { memo } from 'react';
import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@fohzshop/shared/routes';

const BRANDS: { route: RouteDef; tagline: string }[] = [
  { route: ROUTES.SCOOTER_DUALTRON, tagline: 'Puissance et suspensions réglables' },
  { route: ROUTES.SCOOTER_TEVERUN, tagline: 'Performances extrêmes' },
  { route: ROUTES.SCOOTER_KAABO, tagline: 'Robustes et tout-terrain' },
  { route: ROUTES.SCOOTER_INMOTION, tagline: 'Légères et pensées pour la ville' },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const BrandTiles = memo(function BrandTiles() {
  return (
    <Stack as="section" aria-labelledby="brands-title" gap="4">
      <Heading id="brands-title" as="h2" size="xl">
        Nos marques
      </Heading>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        {BRANDS.map(({ route, tagline }) => (
          <LinkBox
            key={route.path}
            borderWidth="1px"
            rounded="l3"
            p="5"
            _hover={{ borderColor: 'orange.solid', bg: 'bg.muted' }}
          >
            <Heading as="h3" size="lg" mb="1">
              <LinkOverlay asChild>
                <RouterLink to={route.path}>{route.label}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {tagline}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
