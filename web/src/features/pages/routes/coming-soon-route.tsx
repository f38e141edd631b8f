// Screens of a later release (cart, checkout, account, orders, Hyperviseur): an honest notice.
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';

function noticeFor(name: RouteName | undefined): string {
  if (name?.startsWith('HYPERVISOR')) {
    return "Cet écran de l'Hyperviseur est en cours de développement et sera bientôt disponible.";
  }
  if (name === 'CART' || name === 'CART_PAYMENT' || name === 'ORDER_CONFIRMED') {
    return 'La commande en ligne sera bientôt disponible. En attendant, contactez-nous pour commander : notre service client vous répond sous 24 h, 7 jours sur 7.';
  }
  return 'Votre espace client sera bientôt disponible : vous pourrez y gérer vos informations, vos adresses et suivre vos commandes.';
}

export function ComingSoonRoute({ routeName: name }: { routeName?: RouteName }) {
  const title = name ? ROUTES[name].title : 'Bientôt disponible';
  const isShopFlow = !name?.startsWith('HYPERVISOR');
  return (
    <Stack
      gap="5"
      py={{ base: '8', md: '16' }}
      maxW="2xl"
      mx="auto"
      textAlign="center"
      align="center"
    >
      <Heading as="h1" size="3xl">
        {title}
      </Heading>
      <Text fontSize="lg" fontWeight="semibold" color="orange.fg">
        Bientôt disponible
      </Text>
      <Text color="fg.muted">{noticeFor(name)}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild>
          <RouterLink to={ROUTES.SCOOTERS.path}>Voir les trottinettes</RouterLink>
        </Button>
        {isShopFlow && (
          <Button asChild variant="outline">
            <RouterLink to={ROUTES.ABOUT_CONTACT.path}>Nous contacter</RouterLink>
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
