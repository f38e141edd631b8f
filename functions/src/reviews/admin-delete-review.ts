// adminDeleteReview: removes reviews/{review_id} and refreshes review_stats/site. An imported
// review still on the platform comes back at the next synchronisation: hiding it is what keeps
// it off the site (the Hyperviseur says so).
import { adminDeleteReview as contract } from '@fohzshop/shared/contracts/reviews';
import { COLLECTIONS } from '@fohzshop/shared/constants';
import { REVIEW_MESSAGES } from '@fohzshop/shared/review-messages';
import { callable } from '../core/callable.js';
import { pathOf, ref, removeExisting } from '../core/db.js';
import { fail } from '../core/errors.js';
import { refreshSiteStats } from './admin-review-stats.js';

export const adminDeleteReview = callable(
  contract,
  async ({ review_id }) => {
    if (!(await removeExisting(pathOf(COLLECTIONS.reviews, review_id))))
      throw fail('not-found', REVIEW_MESSAGES.notFound);
    // Its author record (admins only) has nothing left to describe.
    await ref(pathOf(COLLECTIONS.reviewAuthors, review_id)).remove();
    await refreshSiteStats();
    return { ok: true as const };
  },
  { failureMessage: REVIEW_MESSAGES.deleteFailed },
);
