// adminSaveReview: adds a review (no review_id) or edits one, including its status (publish /
// hide) and the shop's reply. Fields the admin does not edit — author account, creation date,
// link of an imported review, the « Avis vérifié » mark and the date of the experience (both set
// by submitReview from a delivered order, never by an admin), the first publication date — are
// kept; review_stats/site is refreshed afterwards. A customer's review is never hidden here: its
// author must be told why, so it goes through adminRefuseReview, which takes the reason.
import { adminSaveReview as contract } from '@fohzshop/shared/contracts/reviews';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { Review, ReviewInput, ReviewReply } from '@fohzshop/shared/schemas/review';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf, ref } from '../core/db.js';
import { fail } from '../core/errors.js';
import { parseReview } from '../core/review-records.js';
import { isStoredObject, type StoredObject } from '../core/stored-value.js';
import { refreshSiteStats } from './admin-review-stats.js';

/** The reply to store: unchanged text keeps its date, '' removes it, absent keeps the current one. */
export function nextReply(
  input: string | undefined,
  current: ReviewReply | undefined,
  now: string,
): ReviewReply | undefined {
  if (input === undefined) return current;
  if (input === '') return undefined;
  return current?.text === input ? current : { text: input, replied_at: now };
}

/** The fields no admin input carries; an older review's user_id (not in the schema) stays too. */
type KeptFields = Omit<Review, keyof ReviewInput> & { user_id?: unknown };

/** The stored review for an input; the optional fields are left out rather than set to undefined. */
function storedReview(
  input: ReviewInput,
  kept: KeptFields,
  reply: ReviewReply | undefined,
): Review & { user_id?: unknown } {
  const { rating, title, body, author_name, source, status, product_id } = input;
  return {
    ...kept,
    ...{ rating, title, body, author_name, source, status },
    ...(product_id !== undefined && { product_id }),
    ...(reply && { reply }),
  };
}

/** What an edit keeps of the stored review (`raw` only for the user_id the schema omits). */
function keptFields(stored: Review, raw: StoredObject, status: string, now: string): KeptFields {
  const { review_id, created_at, verified_purchase, external_url, experience_date } = stored;
  return {
    review_id,
    created_at,
    updated_at: now,
    verified_purchase,
    ...(raw.user_id !== undefined && { user_id: raw.user_id }),
    ...(external_url !== undefined && { external_url }),
    ...(experience_date !== undefined && { experience_date }),
    // The first publication stays the publication date; a refusal ends once published.
    ...(stored.published_at !== undefined
      ? { published_at: stored.published_at }
      : status === 'published' && { published_at: now }),
    ...(status !== 'published' && stored.refusal !== undefined && { refusal: stored.refusal }),
  };
}

async function assertProductExists(productId: string | undefined): Promise<void> {
  if (productId === undefined) return;
  const product = await ref(pathOf(COLLECTIONS.products, productId)).once('value');
  if (!product.exists()) throw fail('not-found', REVIEW_MESSAGES.productNotFound);
}

/** True when a customer wrote the review (review_authors/{id}): its author is owed a reason. */
async function hasCustomerAuthor(reviewId: string): Promise<boolean> {
  const author: unknown = (
    await ref(pathOf(COLLECTIONS.reviewAuthors, reviewId)).once('value')
  ).val();
  return typeof author === 'string';
}

async function edit(review_id: string, review: ReviewInput, now: string): Promise<void> {
  const authored = await hasCustomerAuthor(review_id);
  // Set by the transaction's last run (a holder: TypeScript does not see the callback assign it).
  const result: { outcome: 'saved' | 'missing' | 'needs-reason' } = { outcome: 'missing' };
  await ref(pathOf(COLLECTIONS.reviews, review_id)).transaction((current: unknown) => {
    result.outcome = 'missing';
    if (!isStoredObject(current)) return current; // null: the empty cache (core/db.ts)
    const stored = parseReview(current, review_id);
    if (authored && review.status === 'hidden' && stored.status !== 'hidden') {
      result.outcome = 'needs-reason';
      return undefined;
    }
    result.outcome = 'saved';
    const reply = nextReply(review.reply, stored.reply, now);
    return storedReview(review, keptFields(stored, current, review.status, now), reply);
  });
  if (result.outcome === 'needs-reason')
    throw fail('failed-precondition', REVIEW_MESSAGES.refuseWithReason);
  if (result.outcome === 'missing') throw fail('not-found', REVIEW_MESSAGES.notFound);
}

export const adminSaveReview = callable(
  contract,
  async ({ review_id, review }) => {
    await assertProductExists(review.product_id);
    const now = new Date().toISOString();
    if (review_id === undefined) {
      const id = ref(COLLECTIONS.reviews).push().key as string;
      const reply = nextReply(review.reply, undefined, now);
      const kept: KeptFields = {
        review_id: id,
        created_at: now,
        updated_at: now,
        // Written by the shop, not tied to anyone's delivered order: never « Avis vérifié ».
        verified_purchase: false,
        ...(review.status === 'published' && { published_at: now }),
      };
      if (
        !(await createIfAbsent(pathOf(COLLECTIONS.reviews, id), storedReview(review, kept, reply)))
      )
        throw new Error('push id already taken');
      await refreshSiteStats();
      return { review_id: id };
    }
    await edit(review_id, review, now);
    await refreshSiteStats();
    return { review_id };
  },
  { failureMessage: REVIEW_MESSAGES.saveFailed },
);
