// Unexpected error while rendering or loading a page (e.g. a module that failed to download).
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { applyPageMeta } from '@/ui/page-meta';

export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    applyPageMeta({ title: 'Erreur' });
    console.error(error);
  }, [error]);
  return (
    <Center minHeight="100dvh" px="6">
      <Stack gap="4" textAlign="center" maxW="lg" align="center">
        <Heading as="h1" size="2xl">
          Une erreur est survenue
        </Heading>
        <Text color="fg.muted">
          La page n'a pas pu s'afficher. Vérifiez votre connexion internet puis rechargez la page.
          Si le problème persiste, contactez notre service client.
        </Text>
        <Stack direction="row" gap="3">
          <Button onClick={() => window.location.reload()}>Recharger la page</Button>
          <Button asChild variant="outline">
            <RouterLink to="/" reloadDocument>
              Retour à l'accueil
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
