// Header account area: login + signup when signed out, the account menu when signed in.
import {
  Box,
  Button,
  HStack,
  IconButton,
  Separator,
  Skeleton,
  Text,
  type ButtonProps,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/user-name';
import { useSession } from '@/entities/session/hooks/use-session';
import { useSignOut } from '@/entities/session/hooks/use-sign-out';
import { DisclosureMenu } from '@/ui/disclosure-menu';
import { UserIcon } from '@/ui/icons';

export function AccountArea() {
  const { resolved, isSignedIn, profile, user } = useSession();
  const signOut = useSignOut();

  if (!resolved) return <Skeleton height="8" width="24" rounded="md" hideBelow="md" />;

  if (!isSignedIn) {
    return (
      <>
        <IconButton asChild variant="ghost" aria-label="Se connecter" hideFrom="md">
          <RouterLink to={ROUTES.USER_LOGIN.path}>
            <UserIcon />
          </RouterLink>
        </IconButton>
        <HStack gap="2" hideBelow="md">
          <Button asChild variant="outline" size="sm">
            <RouterLink to={ROUTES.USER_LOGIN.path}>Se connecter</RouterLink>
          </Button>
          <Button asChild size="sm">
            <RouterLink to={ROUTES.USER_SIGNUP.path}>Créer un compte</RouterLink>
          </Button>
        </HStack>
      </>
    );
  }

  const name = profile ? userDisplayName(profile) : (user?.email ?? 'Mon compte');
  return (
    <DisclosureMenu
      align="end"
      chevron={false}
      label={<UserIcon />}
      buttonProps={
        {
          'aria-label': `Mon compte (${name})`,
          title: name,
          px: '2',
          size: 'md',
          'data-testid': 'account-button',
        } as ButtonProps
      }
    >
      {(close) => (
        <Box as="ul" listStyleType="none">
          <Text as="li" px="3" py="1.5" fontSize="xs" color="fg.muted" truncate>
            {name}
          </Text>
          <li>
            <RouterLink to={ROUTES.USER_ACCOUNT.path} onClick={close}>
              Mon compte
            </RouterLink>
          </li>
          <li>
            <RouterLink to={ROUTES.USER_INFORMATION.path} onClick={close}>
              Mes informations
            </RouterLink>
          </li>
          <li>
            <RouterLink to={ROUTES.USER_ORDERS.path} onClick={close}>
              Mes commandes
            </RouterLink>
          </li>
          <Separator as="li" my="1" />
          <li>
            <button
              type="button"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              Se déconnecter
            </button>
          </li>
        </Box>
      )}
    </DisclosureMenu>
  );
}
