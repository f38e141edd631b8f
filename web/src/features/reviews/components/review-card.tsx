import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Review } from '@fohzshop/shared/schemas/review';
import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="5" bg="bg.panel" data-testid="review">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stars rating={review.rating} />
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={review.created_at}>
              {dateFormat.format(new Date(review.created_at))}
            </time>
          </Text>
        </HStack>
        <Text as="h3" fontWeight="semibold" fontSize="lg">
          {review.title}
        </Text>
        <Text whiteSpace="pre-line">{review.body}</Text>
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {review.author_name}
          </Text>
          {review.verified_purchase && (
            <Badge colorPalette="green" variant="subtle">
              Achat vérifié
            </Badge>
          )}
          {review.source === 'external' &&
            (review.external_url ? (
              // Google's terms: an imported review links back to its page on the platform.
              <Link href={review.external_url} target="_blank" rel="noopener" fontSize="sm">
                Avis Google
              </Link>
            ) : (
              <Badge variant="outline">Avis importé</Badge>
            ))}
        </HStack>
        {review.reply && (
          <Box borderStartWidth="3px" borderColor="border.emphasized" ps="3" mt="1">
            <Text fontSize="sm" fontWeight="semibold">
              Réponse de FōhzShop
            </Text>
            <Text fontSize="sm" whiteSpace="pre-line">
              {review.reply.text}
            </Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
