// The empty cart: the shop's message and the ways back into the catalogue.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '@fohzshop/shared/messages';
import { ROUTES } from '@fohzshop/shared/routes';

const LINKS = [ROUTES.SCOOTERS, ROUTES.PARTS, ROUTES.PARTS_COMPETITION] as const;

export function CartEmpty() {
  return (
    <Stack gap="4" align="start" borderWidth="1px" borderStyle="dashed" rounded="l3" p="6">
      <Heading as="h2" size="md">
        {MESSAGES.emptyCart}
      </Heading>
      <Text color="fg.muted">
        Parcourez nos trottinettes électriques et nos pièces : la livraison est offerte en France.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {LINKS.map((route, index) => (
          <Button key={route.path} asChild variant={index === 0 ? 'solid' : 'outline'}>
            <RouterLink to={route.path}>{route.title}</RouterLink>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
