// catalogueVersionOnProductWrite: bumps catalogue_version when a product changes in a way its
// pages show, so that every storefront instance reads the catalogue again (catalogue-snapshot.ts).
// A trigger catches every writer (Hyperviseur callables, cleansing, imports, scripts). Stock
// and view counters move on every order and visit: they bump the version only when a product
// becomes available or unavailable (its JSON-LD and badges say so); the rest of their effect is
// shown live after hydration and reaches the HTML within an hour (CATALOGUE_MAX_AGE_MS).
// catalogueVersionOnShopSettingsWrite does the same for settings/shop (contact details, producer
// ids and credit wording are in the pages' HTML); the merchant changes it rarely. And
// catalogueVersionOnReviewWrite / ...OnReviewStatsWrite for what /avis-clients shows: a review
// published, edited, hidden or removed, and the ratings (not the sync's last_sync stamp).
import '../core/global-options.js';
import { onValueWritten } from 'firebase-functions/database';
import { ServerValue } from 'firebase-admin/database';
import { COLLECTIONS, REGION } from '@fohzshop/shared/constants';
import { SHOP_SETTINGS_PATH } from '@fohzshop/shared/schemas/settings';
import { db } from '../core/admin.js';
import { fieldOf } from '../core/stored-value.js';
import { CATALOGUE_VERSION_PATH } from './catalogue-snapshot.js';
import { changesPages } from './page-relevant-change.js';

export const catalogueVersionOnProductWrite = onValueWritten(
  { ref: '/products/{product_id}', region: REGION },
  async (event) => {
    if (!changesPages(event.data.before.val(), event.data.after.val())) return;
    await db().ref(CATALOGUE_VERSION_PATH).set(ServerValue.TIMESTAMP);
  },
);

export const catalogueVersionOnShopSettingsWrite = onValueWritten(
  { ref: `/${SHOP_SETTINGS_PATH}`, region: REGION },
  async () => {
    await db().ref(CATALOGUE_VERSION_PATH).set(ServerValue.TIMESTAMP);
  },
);

const isPublished = (review: unknown): boolean => fieldOf(review, 'status') === 'published';

/** Only a published review is on the page: one awaiting moderation or hidden changes nothing. */
export const catalogueVersionOnReviewWrite = onValueWritten(
  { ref: `/${COLLECTIONS.reviews}/{review_id}`, region: REGION },
  async (event) => {
    if (!isPublished(event.data.before.val()) && !isPublished(event.data.after.val())) return;
    await db().ref(CATALOGUE_VERSION_PATH).set(ServerValue.TIMESTAMP);
  },
);

/** review_stats/site and /external are on the page; last_sync (every sync run) is not. */
export const catalogueVersionOnReviewStatsWrite = onValueWritten(
  { ref: `/${COLLECTIONS.reviewStats}/{part}`, region: REGION },
  async (event) => {
    if (event.params.part === 'last_sync') return;
    if (JSON.stringify(event.data.before.val()) === JSON.stringify(event.data.after.val())) return;
    await db().ref(CATALOGUE_VERSION_PATH).set(ServerValue.TIMESTAMP);
  },
);
