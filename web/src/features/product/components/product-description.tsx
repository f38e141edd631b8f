// Product description: plain text from the database, paragraphs split on blank lines.
import { Heading, Stack, Text } from '@chakra-ui/react';

export function ProductDescription({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="description-title" gap="3">
      <Heading id="description-title" as="h2" size="lg">
        Description
      </Heading>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} whiteSpace="pre-line" maxW="3xl">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
