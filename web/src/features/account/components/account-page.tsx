// Frame of every account page: the title, the account links, then the page.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AccountNav } from './account-nav';

export function AccountPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="8" maxW="5xl" mx="auto" w="full">
      <Stack gap="4">
        <AccountNav />
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {intro && <Text color="fg.muted">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
