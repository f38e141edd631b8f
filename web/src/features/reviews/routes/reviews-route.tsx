// /avis-clients: the averages, then every published review with its dates and check, in the
// order the visitor chooses (chronological by default) and saying which order is in use.
import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import {
  REVIEW_SORTS,
  REVIEW_SORT_LABELS,
  isReviewSort,
  sortReviews,
  type ReviewSort,
} from '@fohzshop/shared/review-display';
import { computeReviewStats } from '@fohzshop/shared/schemas/review';
import { NativeSelectField, NativeSelectIndicator, NativeSelectRoot } from '@/ui/native-select';
import { publishedReviewsQuery, reviewStatsQuery } from '../api/reviews-api';
import { ReviewCard } from '../components/review-card';
import { ReviewsCheckNotice } from '../components/reviews-check-notice';
import { ReviewsSummary } from '../components/reviews-summary';

const PAGE_SIZE = 10;

export function ReviewsRoute() {
  const reviews = useQuery(publishedReviewsQuery);
  const stats = useQuery(reviewStatsQuery);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [sort, setSort] = useState<ReviewSort>('recent');
  const sortId = useId();
  const list = useMemo(() => sortReviews(reviews.data ?? [], sort), [reviews.data, sort]);
  const site = computeReviewStats(list);

  return (
    <Stack gap="8">
      <Stack gap="2" maxW="3xl">
        <Heading as="h1" size="3xl">
          Avis clients
        </Heading>
        <Text color="fg.muted" fontSize="lg">
          Ce que nos clients pensent de nos trottinettes, de nos pièces et de notre service.
        </Text>
        <ReviewsCheckNotice />
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
        <HStack gap="3" wrap="wrap">
          <Text asChild fontSize="sm" fontWeight="medium">
            <label htmlFor={sortId}>Trier les avis</label>
          </Text>
          <NativeSelectRoot size="sm" width="auto">
            <NativeSelectField
              id={sortId}
              value={sort}
              onChange={(event) => {
                if (isReviewSort(event.target.value)) setSort(event.target.value);
              }}
            >
              {REVIEW_SORTS.map((value) => (
                <option key={value} value={value}>
                  {REVIEW_SORT_LABELS[value].option}
                </option>
              ))}
            </NativeSelectField>
            <NativeSelectIndicator />
          </NativeSelectRoot>
        </HStack>
        <Text
          fontSize="sm"
          color="fg.muted"
          aria-live="polite"
          data-testid="reviews-sort-statement"
        >
          {REVIEW_SORT_LABELS[sort].statement}
        </Text>
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
