// Unknown product id: a 404-like page in French with ways back to the catalogue.
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';

export function ProductNotFound({ productId }: { productId: string }) {
  return (
    <Stack gap="4" py="12" textAlign="center" align="center" role="alert">
      <Text fontSize="sm" color="fg.muted">
        Erreur 404
      </Text>
      <Heading as="h1" size="2xl">
        Produit introuvable
      </Heading>
      <Text color="fg.muted" maxW="xl">
        Le produit « {productId} » n’existe pas ou n’est plus en vente. Parcourez notre catalogue
        pour trouver son remplaçant.
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild>
          <RouterLink to={ROUTES.SCOOTERS.path}>Trottinettes électriques</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={ROUTES.PARTS.path}>Pièces détachées</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
