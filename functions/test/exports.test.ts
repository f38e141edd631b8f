import { describe, expect, it } from 'vitest';
import * as orders from '@fohzshop/shared/contracts/orders';
import * as products from '@fohzshop/shared/contracts/products';
import * as users from '@fohzshop/shared/contracts/users';
import { CALLABLES } from '@fohzshop/shared/contracts/index';
import * as functions from '../src/index.js';

/** Functions that are not callables: an HTTPS endpoint and a scheduled job. */
const NOT_CALLABLES = [
  'expireUnpaidOrders',
  'stripeWebhook',
  'almaWebhook',
  'syncReviewRatingsDaily',
  'rebuildProductCardsDaily',
  'orderMailsOnWrite',
  'pruneRateLimitsDaily',
  'limitSignUps',
  'storefront',
  'catalogueVersionOnProductWrite',
  'makePhotoVariants',
  'photosOnProductDelete',
];

describe('functions/src/index.ts', () => {
  it('exports every users and products contract under its callable name', () => {
    const expected = [...Object.values(users), ...Object.values(products)]
      .map((c) => c.name)
      .sort();
    expect(Object.keys(functions).sort()).toEqual(expect.arrayContaining(expected));
  });

  it('exports the ordering callables', () => {
    const expected = [orders.placeOrder, orders.requestReturn, orders.adminConfirmBankTransfer];
    expect(Object.keys(functions)).toEqual(expect.arrayContaining(expected.map((c) => c.name)));
  });

  it('exports nothing that is not a shared contract, apart from the known non-callables', () => {
    for (const name of Object.keys(functions))
      expect([...Object.keys(CALLABLES), ...NOT_CALLABLES]).toContain(name);
  });

  it('runs the expiry job on a schedule, Paris time', () => {
    const endpoint = (functions.expireUnpaidOrders as unknown as { __endpoint: unknown })
      .__endpoint;
    expect(endpoint).toMatchObject({
      scheduleTrigger: { schedule: 'every 15 minutes', timeZone: 'Europe/Paris' },
    });
  });

  it('deploys every function to europe-west1 with at most 10 instances', () => {
    for (const fn of Object.values(functions)) {
      const endpoint = (fn as unknown as { __endpoint: { region: string[]; maxInstances: number } })
        .__endpoint;
      expect(endpoint).toMatchObject({ region: ['europe-west1'], maxInstances: 10 });
    }
  });
});
