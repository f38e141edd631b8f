// Cookie banner: 'Tout refuser' and 'Tout accepter' side by side, same size and style.
import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { ROUTES } from '@fohzshop/shared/routes';
import { useEffect } from 'react';
import { whenHydrated } from '@/lib/hydration/hydration-store';
import { AppLink } from '@/ui/app-link';
import { useAnalyticsConsent } from '../hooks/use-analytics-consent';
import { useConsent } from '../hooks/use-consent';

export function CookieBanner() {
  useAnalyticsConsent();
  const { consent, bannerVisible, accept, refuse, close } = useConsent();
  useEffect(() => {
    // Once hydrated React decides (the footer may reopen the banner): drop index.html's hiding
    // rule, a task after the switch, when React has rendered the stored choice. Not a re-render
    // of the banner at the switch: that one is kept short (docs/performance.md).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    void whenHydrated().then(() => {
      if (active) timer = setTimeout(() => delete document.documentElement.dataset.consent, 0);
    });
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  if (!bannerVisible) return null;
  return (
    <Box
      as="section"
      aria-labelledby="cookie-banner-title"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="banner"
      bg="bg.panel"
      borderTopWidth="1px"
      boxShadow="lg"
      py="4"
      data-testid="cookie-banner"
      data-cookie-banner=""
    >
      <Container maxW="7xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'center' }}>
          <Stack gap="1" flex="1">
            <Heading as="h2" id="cookie-banner-title" size="sm">
              Vos choix en matière de cookies
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Nous utilisons des cookies de mesure d'audience pour améliorer la boutique, uniquement
              avec votre accord. Les cookies indispensables au fonctionnement du site (panier,
              connexion) ne sont pas concernés. Vous pouvez changer d'avis à tout moment via « Gérer
              les cookies » en bas de page.{' '}
              <AppLink to={ROUTES.PRIVACY.path} textDecoration="underline">
                En savoir plus
              </AppLink>
              {consent && (
                <>
                  {' '}
                  Choix actuel :{' '}
                  {consent.analytics ? 'mesure d’audience acceptée' : 'mesure d’audience refusée'}.
                </>
              )}
            </Text>
          </Stack>
          <Flex gap="3" flexShrink="0" wrap="wrap">
            <Button onClick={refuse} minW="36" variant="solid" colorPalette="gray">
              Tout refuser
            </Button>
            <Button onClick={accept} minW="36" variant="solid" colorPalette="gray">
              Tout accepter
            </Button>
            {consent && (
              <Button onClick={close} variant="ghost">
                Fermer
              </Button>
            )}
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
