// Site header: logo, main menu, search, theme, cart, account.
import { Box, Container, HStack, Spacer } from '@chakra-ui/react';
import { CartHeaderLink } from '@/entities/cart/components/cart-header-link';
import { SearchButton } from '@/features/search/components/search-button';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { AccountArea } from './account-area';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

export function Header() {
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
    >
      <Container maxW="7xl" display="flex" alignItems="center" gap="2" height="16">
        <MobileNav />
        <Logo />
        <Box width="4" hideBelow="lg" />
        <DesktopNav />
        <Spacer />
        <HStack gap="1">
          <SearchButton />
          <ThemeToggle />
          <CartHeaderLink />
          <AccountArea />
        </HStack>
      </Container>
    </Box>
  );
}
