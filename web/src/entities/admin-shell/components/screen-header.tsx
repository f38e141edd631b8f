// Title of a Hyperviseur screen (every admin feature: orders, products, promotions, reviews…),
// its live summary and its main actions.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ScreenHeader({
  title,
  summary,
  children,
}: {
  title: string;
  summary?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Flex gap="4" justify="space-between" align={{ md: 'flex-end' }} wrap="wrap" mb="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {summary && <Text color="fg.muted">{summary}</Text>}
      </Stack>
      {children && (
        <Flex gap="2" wrap="wrap">
          {children}
        </Flex>
      )}
    </Flex>
  );
}
