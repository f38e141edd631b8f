import { Card, Heading, Stack } from '@chakra-ui/react';
import { AccountPage } from '../components/account-page';
import { AddressBook } from '../components/address-book';
import { ProfileFormCard } from '../components/profile-form';

export function InformationRoute() {
  return (
    <AccountPage title="Mes informations">
      <Stack gap="4" as="section" aria-labelledby="profile-title">
        <Heading as="h2" size="xl" id="profile-title">
          Profil
        </Heading>
        <Card.Root variant="outline">
          <Card.Body>
            <ProfileFormCard />
          </Card.Body>
        </Card.Root>
      </Stack>
      <Stack gap="4" as="section" aria-labelledby="addresses-title">
        <Heading as="h2" size="xl" id="addresses-title">
          Carnet d'adresses
        </Heading>
        <AddressBook />
      </Stack>
    </AccountPage>
  );
}
