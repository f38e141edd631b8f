// « Mes avis »: the customer's reviews with their status; a refused one shows the reason the
// shop gave (L111-7-2), which only its author can read (myReviews). Hidden without reviews.
import { Badge, Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import type { MyReview } from '@fohzshop/shared/schemas/review';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { REVIEW_POLICY } from '@fohzshop/shared/review-display';
import { ROUTES } from '@fohzshop/shared/routes';
import { fetchMyReviews } from '../api/reviews-api';
import { formatDay } from './format-date';

function statusOf(review: MyReview): { label: string; palette: string; detail: string } {
  if (review.refusal)
    return {
      label: 'Refusé',
      palette: 'red',
      detail: `Refusé le ${formatDay(review.refusal.refused_at)}. Motif : ${review.refusal.reason}`,
    };
  if (review.status === 'published')
    return {
      label: 'Publié',
      palette: 'green',
      detail: `Publié le ${formatDay(review.published_at ?? review.created_at)}.`,
    };
  if (review.status === 'pending')
    return {
      label: 'En attente de modération',
      palette: 'orange',
      detail: `Publié ou refusé, avec son motif, sous ${REVIEW_POLICY.publishWithinDays} jours au plus.`,
    };
  return { label: 'Masqué', palette: 'gray', detail: 'Cet avis n’est plus affiché sur le site.' };
}

export function MyReviews() {
  const reviews = useQuery({
    queryKey: ['account', 'my-reviews'],
    queryFn: fetchMyReviews,
    meta: { errorMessage: REVIEW_MESSAGES.myReviewsFailed },
  });
  if (!reviews.data?.length) return null;
  return (
    <Stack as="section" gap="3" aria-labelledby="my-reviews" data-testid="my-reviews">
      <Heading as="h2" size="xl" id="my-reviews">
        Mes avis
      </Heading>
      {reviews.data.map((review) => {
        const status = statusOf(review);
        return (
          <Box key={review.review_id} borderWidth="1px" rounded="md" p="4">
            <HStack justify="space-between" gap="2" wrap="wrap">
              <Text fontWeight="semibold">{review.title}</Text>
              <Badge colorPalette={status.palette}>{status.label}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              Déposé le {formatDay(review.created_at)}
              {review.verified_purchase ? ' · Avis vérifié' : ''}
            </Text>
            <Text fontSize="sm" mt="1" data-testid="my-review-status">
              {status.detail}
            </Text>
          </Box>
        );
      })}
      <Link asChild fontSize="sm" color="orange.fg">
        <RouterLink to={ROUTES.REVIEWS_POLICY.path}>Notre politique des avis</RouterLink>
      </Link>
    </Stack>
  );
}
