// adminSaveReview: adds a review (no review_id) or edits one, including its status (publish /
// hide) and the shop's reply. Fields the admin does not edit — author account, creation date,
// link of an imported review — are kept; review_stats/site is refreshed afterwards.
import { adminSaveReview as contract } from '@fohzshop/shared/contracts/reviews';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import type { ReviewInput, ReviewReply } from '@fohzshop/shared/schemas/review';
import { callable } from '../core/callable.js';
import { createIfAbsent, pathOf, ref, updateExisting, type Row } from '../core/db.js';
import { fail } from '../core/errors.js';
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

/** The stored review for an input; the optional fields are left out rather than set to undefined. */
function storedReview(input: ReviewInput, kept: Row, reply: ReviewReply | undefined): Row {
  const { rating, title, body, author_name, source, verified_purchase, status, product_id } = input;
  const review: Row = {
    ...kept,
    ...{ rating, title, body, author_name, source, verified_purchase, status },
  };
  if (product_id !== undefined) review.product_id = product_id;
  if (reply) review.reply = reply;
  return review;
}

async function assertProductExists(productId: string | undefined): Promise<void> {
  if (productId === undefined) return;
  const product = await ref(pathOf(COLLECTIONS.products, productId)).once('value');
  if (!product.exists()) throw fail('not-found', REVIEW_MESSAGES.productNotFound);
}

export const adminSaveReview = callable(
  contract,
  async ({ review_id, review }) => {
    await assertProductExists(review.product_id);
    const now = new Date().toISOString();
    if (review_id === undefined) {
      const id = ref(COLLECTIONS.reviews).push().key as string;
      const reply = nextReply(review.reply, undefined, now);
      const created = storedReview(
        review,
        { review_id: id, created_at: now, updated_at: now },
        reply,
      );
      if (!(await createIfAbsent(pathOf(COLLECTIONS.reviews, id), created)))
        throw new Error('push id already taken');
      await refreshSiteStats();
      return { review_id: id };
    }
    const updated = await updateExisting(pathOf(COLLECTIONS.reviews, review_id), (current) => {
      const kept: Row = {
        review_id,
        created_at: current.created_at,
        updated_at: now,
        ...(current.user_id !== undefined && { user_id: current.user_id }),
        ...(current.external_url !== undefined && { external_url: current.external_url }),
      };
      const reply = nextReply(review.reply, current.reply as ReviewReply | undefined, now);
      return storedReview(review, kept, reply);
    });
    if (!updated) throw fail('not-found', REVIEW_MESSAGES.notFound);
    await refreshSiteStats();
    return { review_id };
  },
  { failureMessage: REVIEW_MESSAGES.saveFailed },
);
