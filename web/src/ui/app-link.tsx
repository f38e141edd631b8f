// A Chakra link that navigates client-side (lib/router).
import { Link as ChakraLink, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

export type AppLinkProps = Omit<LinkProps, 'href'> & {
  to: string;
  replace?: boolean;
  state?: unknown;
};

export function AppLink({ to, replace, state, children, ...props }: AppLinkProps) {
  return (
    <ChakraLink asChild {...props}>
      <RouterLink to={to} replace={replace} state={state}>
        {children}
      </RouterLink>
    </ChakraLink>
  );
}
