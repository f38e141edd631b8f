import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { computeReviewStats } from '@fohzshop/shared/schemas/review';
import { publishedReviewsQuery, reviewStatsQuery } from '../api/reviews-api';
import { ReviewCard } from '../components/review-card';
import { ReviewsSummary } from '../components/reviews-summary';

const PAGE_SIZE = 10;

export function ReviewsRoute() {
  const reviews = useQuery(publishedReviewsQuery);
  const stats = useQuery(reviewStatsQuery);
  const [shown, setShown] = useState(PAGE_SIZE);
  const list = reviews.data ?? [];
  const site = computeReviewStats(list);

  return (
    <Stack gap="8">
      <Stack gap="2" maxW="3xl">
        <Heading as="h1" size="3xl">
          Avis clients
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Ce que nos clients pensent de nos trottinettes, de nos pièces et de notre service. Les
          avis sont publiés après modération ; la mention « Achat vérifié » signale un client ayant
          commandé chez nous.
        </Text>
      </Stack>
      {reviews.isPending ? (
        <Skeleton height="28" maxW="3xl" rounded="xl" />
      ) : (
        <ReviewsSummary site={site} external={stats.data?.external} />
      )}
      <Stack as="section" gap="4" aria-labelledby="liste-avis" maxW="3xl">
        <Heading as="h2" id="liste-avis" size="xl">
          Tous les avis
        </Heading>
        {reviews.isPending &&
          Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height="32" rounded="lg" />)}
        {!reviews.isPending && list.length === 0 && (
          <Text color="fg.muted">Aucun avis publié pour le moment.</Text>
        )}
        {list.slice(0, shown).map((review) => (
          <ReviewCard key={review.review_id} review={review} />
        ))}
        {list.length > shown && (
          <Button
            variant="outline"
            alignSelf="center"
            onClick={() => setShown((n) => n + PAGE_SIZE)}
          >
            Afficher plus d'avis ({list.length - shown} restants)
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
