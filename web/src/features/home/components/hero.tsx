// Home hero: the promise in text (fast LCP: no image), calls to action and the shop's promises.
import { Box, Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { HeadsetIcon, LockIcon, TagIcon, TruckIcon } from '@/ui/icons';

const PROMISES: { Icon: ComponentType<{ boxSize?: string }>; title: string; text: string }[] = [
  {
    Icon: TagIcon,
    title: 'Prix imbattables',
    text: 'Les meilleurs prix sur les plus grandes marques.',
  },
  {
    Icon: LockIcon,
    title: 'Paiement ultra-sécurisé',
    text: 'Carte, virement ou 2, 3, 4 fois sans frais.',
  },
  { Icon: TruckIcon, title: 'Livraison gratuite en France', text: 'Sans minimum d’achat.' },
  { Icon: HeadsetIcon, title: 'Service client 24 h/24, 7j/7', text: 'Une réponse sous 24 h.' },
];

// Static: memo keeps it out of the re-renders of the page around it (live data).
export const Hero = memo(function Hero() {
  return (
    <Stack as="section" aria-labelledby="hero-title" gap={{ base: '6', md: '8' }}>
      <Box
        rounded="l3"
        px={{ base: '5', md: '12' }}
        py={{ base: '8', md: '14' }}
        bgGradient="to-br"
        gradientFrom="orange.subtle"
        gradientTo="bg.subtle"
        borderWidth="1px"
      >
        <Stack gap="4" maxW="3xl">
          <Text
            fontWeight="semibold"
            color="orange.fg"
            textTransform="uppercase"
            letterSpacing="wider"
            fontSize="sm"
          >
            Dualtron · Teverun · Kaabo · InMotion
          </Text>
          <Heading id="hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            Les trottinettes électriques les plus performantes, au meilleur prix
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Trottinettes, pièces détachées et pièces compétition livrées gratuitement partout en
            France, avec un service client qui vous répond sous 24 h, 7 jours sur 7.
          </Text>
          <HStack gap="3" wrap="wrap" pt="2">
            <Button asChild size="lg">
              <RouterLink to={ROUTES.SCOOTERS.path}>Voir les trottinettes</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to={ROUTES.PARTS.path}>Pièces détachées</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Box>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 1, sm: 2, lg: 4 }}
        gap="4"
        aria-label="Nos engagements"
      >
        {PROMISES.map(({ Icon, title, text }) => (
          <HStack as="li" key={title} gap="3" align="start" borderWidth="1px" rounded="l2" p="4">
            <Box color="orange.fg" pt="0.5">
              <Icon boxSize="6" />
            </Box>
            <Stack gap="0.5">
              <Text fontWeight="semibold">{title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {text}
              </Text>
            </Stack>
          </HStack>
        ))}
      </SimpleGrid>
    </Stack>
  );
});
