// Title of the reviews screen, its summary line and its main action.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { title: string; summary: string; children?: ReactNode };

export function ScreenTitle({ title, summary, children }: Props) {
  return (
    <Flex gap="4" justify="space-between" align={{ md: 'flex-end' }} wrap="wrap" mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{summary}</Text>
      </Stack>
      {children}
    </Flex>
  );
}
