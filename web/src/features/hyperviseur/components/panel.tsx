// A titled block of the order page.
import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" rounded="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
