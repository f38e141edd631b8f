import { describe, expect, it } from 'vitest';
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
  'catalogueVersionOnShopSettingsWrite',
  'catalogueVersionOnReviewWrite',
  'catalogueVersionOnReviewStatsWrite',
  'makePhotoVariants',
  'photosOnProductDelete',
  'stockAlertsOnProductWrite',
  'stockAlertUnsubscribe',
  'expireStockAlertsDaily',
];

describe('functions/src/index.ts', () => {
  it('exports every shared contract as a callable under its name', () => {
    const contracts = Object.values(CALLABLES);
    expect(contracts.length).toBeGreaterThanOrEqual(31);
    const exported: Record<string, unknown> = functions;
    for (const contract of contracts) {
      const fn = exported[contract.name] as { __endpoint?: { callableTrigger?: object } };
      expect(fn?.__endpoint?.callableTrigger, contract.name).toBeTypeOf('object');
    }
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
