// French 404.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NOT_FOUND_PAGE, ROUTES } from '@fohzshop/shared/routes';

export function NotFoundRoute() {
  return (
    <Stack
      gap="5"
      py={{ base: '10', md: '20' }}
      maxW="2xl"
      mx="auto"
      textAlign="center"
      align="center"
      data-testid="not-found"
    >
      <Text fontSize="6xl" fontWeight="800" color="orange.fg" lineHeight="1">
        404
      </Text>
      <Heading as="h1" size="2xl">
        {NOT_FOUND_PAGE.title}
      </Heading>
      <Text color="fg.muted">
        {NOT_FOUND_PAGE.description} Vérifiez l'adresse ou utilisez la recherche (Ctrl + K) pour
        trouver un produit.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild>
          <RouterLink to={ROUTES.HOME.path}>Retour à l'accueil</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={ROUTES.SCOOTERS.path}>Voir les trottinettes</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
