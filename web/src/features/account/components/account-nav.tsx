// Links between the account pages, the current one marked (signing out is in the header's
// account menu, like on every page).
import { HStack } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { AppLink } from '@/ui/app-link';

const LINKS = [ROUTES.USER_ACCOUNT, ROUTES.USER_INFORMATION, ROUTES.USER_ORDERS] as const;

export function AccountNav() {
  const { pathname } = useLocation();
  return (
    <HStack as="nav" aria-label="Mon compte" gap="4" wrap="wrap">
      {LINKS.map((route) => {
        const current = pathname === route.path;
        return (
          <AppLink
            key={route.path}
            to={route.path}
            fontWeight={current ? 'bold' : 'medium'}
            color={current ? 'orange.fg' : undefined}
            aria-current={current ? 'page' : undefined}
          >
            {route.title}
          </AppLink>
        );
      })}
    </HStack>
  );
}
