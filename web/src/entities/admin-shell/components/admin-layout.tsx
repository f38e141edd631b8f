// The Hyperviseur frame: a side menu of the seven back-office screens (a scrolling bar on narrow
// screens) beside the current screen. Loaded with the admin screens only, never by the storefront.
import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES, type RouteName } from '@fohzshop/shared/routes';

const SCREENS: { name: RouteName; label: string }[] = [
  { name: 'HYPERVISOR_DASHBOARD', label: 'Tableau de bord' },
  { name: 'HYPERVISOR_ORDERS', label: 'Commandes' },
  { name: 'HYPERVISOR_PRODUCTS', label: 'Produits' },
  { name: 'HYPERVISOR_USERS', label: 'Utilisateurs' },
  { name: 'HYPERVISOR_REVIEWS', label: 'Avis clients' },
  { name: 'HYPERVISOR_GRAND_LIVRE', label: 'Grand livre' },
  { name: 'HYPERVISOR_PROMOTIONS', label: 'Codes promo' },
];

function MenuLink({ name, label }: { name: RouteName; label: string }) {
  const path = ROUTES[name].path;
  return (
    <Box
      asChild
      display="block"
      px="3"
      py="2"
      rounded="md"
      whiteSpace="nowrap"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ bg: 'bg.muted', color: 'fg' }}
      css={{ '&[aria-current=page]': { bg: 'orange.subtle', color: 'orange.fg' } }}
    >
      <NavLink to={path} end={name === 'HYPERVISOR_DASHBOARD'}>
        {label}
      </NavLink>
    </Box>
  );
}

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '4', lg: '8' }} align="stretch">
      <Box
        as="nav"
        aria-label="Menu de l'Hyperviseur"
        flexShrink={0}
        width={{ lg: '56' }}
        position={{ lg: 'sticky' }}
        top={{ lg: '24' }}
        alignSelf="flex-start"
        maxWidth="100%"
      >
        <Heading as="p" size="sm" color="fg.muted" mb="2" display={{ base: 'none', lg: 'block' }}>
          Hyperviseur
        </Heading>
        <Stack direction={{ base: 'row', lg: 'column' }} gap="1" overflowX="auto" pb="1">
          {SCREENS.map((screen) => (
            <MenuLink key={screen.name} {...screen} />
          ))}
        </Stack>
      </Box>
      <Box flex="1" minWidth="0">
        {children}
      </Box>
    </Flex>
  );
}
