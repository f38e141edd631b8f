// rebuildProductCardsDaily: every night at 03:30, Paris time, product_cards is recomputed from
// products. It heals what the functions cannot see (direct console edits of products) and the
// few races they leave open (product-cards.ts). Cheap when nothing drifted: only differences
// are written. The lawful reference prices are refreshed first (price-history.ts): a reduction
// ends after REDUCTION_MAX_DAYS without any write, and the cards follow.
import '../core/global-options.js';
import { onSchedule } from 'firebase-functions/scheduler';
import * as logger from 'firebase-functions/logger';
import { REGION } from '@fohzshop/shared/constants';
import { refreshReferencePrices } from './price-history.js';
import { rebuildProductCards } from './product-cards.js';

export const rebuildProductCardsDaily = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'Europe/Paris', region: REGION, retryCount: 1 },
  async () => {
    const references = await refreshReferencePrices();
    if (references > 0) logger.info('reference prices refreshed', { references });
    const changed = await rebuildProductCards();
    if (changed > 0) logger.info('product cards healed', { changed });
  },
);
