import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { REPLY_WITHIN_HOURS } from '@fohzshop/shared/constants';
import { ROUTES } from '@fohzshop/shared/routes';
import { userDisplayName } from '@fohzshop/shared/schemas/user';
import { useSession } from '@/entities/session/hooks/use-session';
import { AppLink } from '@/ui/app-link';
import { ContactForm } from '../components/contact-form';
import { useShopContact } from '@/entities/shop/hooks/use-shop-contact';

export function ContactRoute() {
  const contact = useShopContact();
  const { profile, user } = useSession();
  const defaults = profile
    ? {
        name: userDisplayName(profile) === 'Client' ? '' : userDisplayName(profile),
        email: profile.email || user?.email || '',
      }
    : { email: user?.email ?? '' };
  return (
    <Stack gap="8">
      <Stack gap="2" maxW="3xl">
        <Heading as="h1" size="3xl">
          Nous contacter
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Une question sur un produit, une commande ou une pièce compatible ? Écrivez-nous : notre
          service client vous répond sous {REPLY_WITHIN_HOURS} h, 7 jours sur 7.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="10" alignItems="start">
        <Box borderWidth="1px" rounded="xl" p={{ base: '5', md: '8' }} bg="bg.panel">
          <ContactForm key={defaults.email} defaults={defaults} />
        </Box>
        <Stack as="aside" gap="6" aria-label="Autres moyens de nous joindre">
          {contact && (
            <Stack gap="2">
              <Heading as="h2" size="md">
                Coordonnées
              </Heading>
              <Link href={`mailto:${contact.email}`} color="orange.fg">
                {contact.email}
              </Link>
              {contact.phone && (
                <Link href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</Link>
              )}
              {contact.address && (
                <Text color="fg.muted" whiteSpace="pre-line">
                  {contact.address}
                </Text>
              )}
            </Stack>
          )}
          <Stack gap="2">
            <Heading as="h2" size="md">
              Avant de nous écrire
            </Heading>
            <Text color="fg.muted">
              Livraison, paiement en plusieurs fois, retours, garantie, règles de circulation : les
              réponses aux questions fréquentes se trouvent dans notre{' '}
              <AppLink to={ROUTES.HELP.path} color="orange.fg">
                centre d'aide
              </AppLink>
              .
            </Text>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="md">
              Vos données
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Les informations de ce formulaire servent uniquement à répondre à votre demande et
              sont conservées 3 ans. Voir notre{' '}
              <AppLink to={ROUTES.PRIVACY.path} color="orange.fg">
                politique de confidentialité
              </AppLink>
              .
            </Text>
          </Stack>
        </Stack>
      </Grid>
    </Stack>
  );
}
