import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Box
      maxW="md"
      mx="auto"
      borderWidth="1px"
      rounded="xl"
      p={{ base: '6', md: '8' }}
      bg="bg.panel"
      boxShadow="sm"
    >
      <Stack gap="2" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {children}
      <Box mt="6" fontSize="sm" color="fg.muted" textAlign="center">
        {footer}
      </Box>
    </Box>
  );
}
