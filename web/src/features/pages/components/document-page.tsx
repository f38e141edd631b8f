// Long-form content page (help centre, terms, privacy, legal notice): title, summary, sections.
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type DocumentSection = { id: string; title: string; content: ReactNode };

type Props = {
  title: string;
  intro?: ReactNode;
  updatedAt?: string;
  sections: DocumentSection[];
  children?: ReactNode;
};

const prose = {
  '& p': { mb: '3', lineHeight: '1.7' },
  '& ul, & ol': { ps: '6', mb: '3' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1', lineHeight: '1.7' },
  '& h3': { fontWeight: 'semibold', fontSize: 'lg', mt: '5', mb: '2' },
  '& a': { color: 'orange.fg', textDecoration: 'underline' },
  '& strong': { fontWeight: 'semibold' },
} as const;

export function DocumentPage({ title, intro, updatedAt, sections, children }: Props) {
  return (
    <Stack gap="8" maxW="4xl">
      <Stack gap="3">
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        {intro && (
          <Box color="fg.muted" fontSize="lg" css={prose}>
            {intro}
          </Box>
        )}
        {updatedAt && (
          <Text fontSize="sm" color="fg.muted">
            Dernière mise à jour : {updatedAt}
          </Text>
        )}
      </Stack>
      <Box as="nav" aria-labelledby="sommaire" borderWidth="1px" rounded="lg" p="5" bg="bg.subtle">
        <Heading as="h2" id="sommaire" size="md" mb="3">
          Sommaire
        </Heading>
        <Box
          as="ol"
          ps="5"
          listStyleType="decimal"
          css={{ '& li': { mb: '1' }, '& a': { color: 'orange.fg' } }}
        >
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((section) => (
        <Box
          as="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titre`}
          scrollMarginTop="24"
        >
          <Heading as="h2" id={`${section.id}-titre`} size="xl" mb="3">
            {section.title}
          </Heading>
          <Box css={prose}>{section.content}</Box>
        </Box>
      ))}
      {children}
    </Stack>
  );
}
