// Links to the part listings, with the garage promise (only the parts that fit your scooter).
import { memo } from 'react';
import { Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';

const TILES = [
  {
    route: ROUTES.PARTS,
    text: 'Pneus, freins, batteries, contrôleurs… et, avec « Mon garage », uniquement les pièces compatibles avec votre trottinette.',
  },
  {
    route: ROUTES.PARTS_COMPETITION,
    text: 'Contrôleurs, moteurs, freinage et suspensions haute performance pour aller plus loin.',
  },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const PartsTeaser = memo(function PartsTeaser() {
  return (
    <Stack as="section" aria-labelledby="parts-title" gap="4">
      <Heading id="parts-title" as="h2" size="xl">
        Entretenir et améliorer votre trottinette
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {TILES.map(({ route, text }) => (
          <LinkBox
            key={route.path}
            borderWidth="1px"
            rounded="l3"
            p="6"
            bg="bg.subtle"
            _hover={{ borderColor: 'orange.solid' }}
          >
            <Heading as="h3" size="lg" mb="2">
              <LinkOverlay asChild>
                <RouterLink to={route.path}>{route.title}</RouterLink>
              </LinkOverlay>
            </Heading>
            <Text color="fg.muted">{text}</Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
