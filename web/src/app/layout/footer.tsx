// Site footer: commitments, four link groups, legal row, copyright.
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { COPYRIGHT_YEAR, SITE_NAME } from '@fohzshop/shared/constants';
import { InstalmentCreditNotice } from '@/entities/shop/components/instalment-credit-notice';
import { useConsent } from '@/features/consent/hooks/use-consent';
import { AppLink } from '@/ui/app-link';
import { offscreen } from '@/ui/offscreen';
import { HeadsetIcon, LockIcon, TagIcon, TruckIcon } from '@/ui/icons';
import { CardIcon, FacebookIcon, InstagramIcon } from './footer-icons';
import { COMMITMENTS, FOOTER_GROUPS, LEGAL_LINKS, SOCIAL_LINKS } from './footer-links';

const COMMITMENT_ICONS = {
  delivery: TruckIcon,
  secure: LockIcon,
  price: TagIcon,
  service: HeadsetIcon,
  instalments: CardIcon,
};
const SOCIAL_ICONS = { Instagram: InstagramIcon, Facebook: FacebookIcon };

export function Footer() {
  const { manage } = useConsent();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16" css={offscreen('900px')}>
      <Container maxW="7xl" py="10">
        <SimpleGrid
          as="ul"
          aria-label="Nos engagements"
          columns={{ base: 1, sm: 2, lg: 5 }}
          gap="6"
          listStyleType="none"
          mb="10"
        >
          {COMMITMENTS.map(({ key, title, text }) => {
            const Icon = COMMITMENT_ICONS[key];
            return (
              <HStack as="li" key={key} align="flex-start" gap="3">
                <Box asChild color="orange.fg" flexShrink="0">
                  <Icon size="6" />
                </Box>
                <Stack gap="0">
                  <Text fontWeight="semibold">{title}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {text}
                  </Text>
                  {key === 'instalments' && <InstalmentCreditNotice />}
                </Stack>
              </HStack>
            );
          })}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="8">
          {FOOTER_GROUPS.map((group) => (
            <Box as="nav" key={group.title} aria-label={group.title}>
              <Heading as="h2" size="sm" mb="3">
                {group.title}
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none">
                {group.links.map((link) => (
                  <li key={link.path}>
                    <AppLink to={link.path} fontSize="sm" color="fg.muted">
                      {link.label}
                    </AppLink>
                  </li>
                ))}
              </Stack>
            </Box>
          ))}
          <Box as="nav" aria-label="Réseaux sociaux">
            <Heading as="h2" size="sm" mb="3">
              Réseaux sociaux
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {SOCIAL_LINKS.map(({ label, href }) => {
                const Icon = SOCIAL_ICONS[label];
                return (
                  <li key={label}>
                    <Link
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      fontSize="sm"
                      color="fg.muted"
                    >
                      <Icon size="4" /> {label}
                      <Box as="span" srOnly>
                        {' '}
                        (nouvel onglet)
                      </Box>
                    </Link>
                  </li>
                );
              })}
            </Stack>
          </Box>
        </SimpleGrid>
        <Flex
          borderTopWidth="1px"
          mt="10"
          pt="6"
          gap="4"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'center' }}
        >
          <HStack as="nav" aria-label="Informations légales" gap="4" wrap="wrap" fontSize="sm">
            {LEGAL_LINKS.map((link) => (
              <AppLink key={link.path} to={link.path} color="fg.muted">
                {link.label}
              </AppLink>
            ))}
            <Button
              variant="plain"
              size="sm"
              px="0"
              height="auto"
              fontWeight="normal"
              color="fg.muted"
              onClick={manage}
              _hover={{ textDecoration: 'underline' }}
            >
              Gérer les cookies
            </Button>
          </HStack>
          <Text fontSize="sm" color="fg.muted">{`© ${COPYRIGHT_YEAR} ${SITE_NAME}`}</Text>
        </Flex>
      </Container>
    </Box>
  );
}
