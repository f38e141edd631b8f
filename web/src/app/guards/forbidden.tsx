import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { usePageMeta } from '@/ui/page-meta';

export function Forbidden() {
  usePageMeta({ title: 'Accès refusé', description: MESSAGES.permissionDenied });
  return (
    <Stack gap="4" py="16" align="center" textAlign="center">
      <Heading as="h1" size="2xl">
        Accès refusé
      </Heading>
      <Text color="fg.muted">{MESSAGES.permissionDenied}</Text>
      <Button asChild>
        <RouterLink to="/">Retour à l'accueil</RouterLink>
      </Button>
    </Stack>
  );
}
