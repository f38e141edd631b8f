// The reads behind reviews-api.ts, loaded when the queries run (a client-side navigation to the
// page; a page served by the storefront brings them in its data): the Database SDK and the
// review schemas stay off the page's load path. Parsed as the storefront function parses them.
import { equalTo, get, orderByChild, query, ref } from 'firebase/database';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import type { Review, ReviewStats } from '@fohzshop/shared/schemas/review';
import { publishedReviewsOf, reviewStatsOf } from '@fohzshop/shared/storefront/reviews-view';
import { db } from '@/lib/firebase/database';

export async function readPublishedReviews(): Promise<Review[]> {
  const snapshot = await get(
    query(ref(db(), COLLECTIONS.reviews), orderByChild('status'), equalTo('published')),
  );
  return publishedReviewsOf(snapshot.val());
}

export async function readReviewStats(): Promise<ReviewStats | null> {
  return reviewStatsOf((await get(ref(db(), COLLECTIONS.reviewStats))).val());
}
