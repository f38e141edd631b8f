// One published review with what D111-17 asks next to it: its publication date, the date of the
// experience it is about, and whether it was checked (« Avis vérifié » only for an author who
// received a delivered order of the product: the server's mark, never an admin's).
import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { publicationDate, reviewCheckLabel } from '@fohzshop/shared/review-display';
import type { Review } from '@fohzshop/shared/schemas/review';
import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});
const day = (iso: string) => dateFormat.format(new Date(iso));

function experienceText(review: Review): string {
  if (review.experience_date)
    return `Expérience du ${day(review.experience_date)} (livraison de la commande)`;
  return review.source === 'external'
    ? 'Date de l’expérience non communiquée par Google'
    : 'Date de l’expérience non communiquée';
}

export function ReviewCard({ review }: { review: Review }) {
  const published = publicationDate(review);
  const check = reviewCheckLabel(review);
  return (
    <Box as="article" borderWidth="1px" rounded="lg" p="5" bg="bg.panel" data-testid="review">
      <Stack gap="2">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Stars rating={review.rating} />
          <Text fontSize="sm" color="fg.muted" data-testid="review-published">
            Publié le <time dateTime={published}>{day(published)}</time>
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
          <Badge
            colorPalette={review.verified_purchase && review.source === 'site' ? 'green' : 'gray'}
            variant={review.verified_purchase && review.source === 'site' ? 'subtle' : 'outline'}
            data-testid="review-check"
          >
            {check}
          </Badge>
          {review.source === 'external' && review.external_url && (
            // Google's terms: an imported review links back to its page on the platform.
            <Link href={review.external_url} target="_blank" rel="noopener" fontSize="sm">
              Avis Google
            </Link>
          )}
        </HStack>
        <Text fontSize="xs" color="fg.muted" data-testid="review-experience">
          {experienceText(review)}
        </Text>
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
