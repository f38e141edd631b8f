import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from '@fohzshop/shared/state-machines/delivery';
import { ORDER_STATUSES } from '@fohzshop/shared/state-machines/order';
import { PAYMENT_STATUSES } from '@fohzshop/shared/state-machines/payment';
import { RETURN_STATUSES } from '@fohzshop/shared/state-machines/return';
import { STATUS_PALETTE } from './status-palette';

describe('STATUS_PALETTE', () => {
  it('colours every status of the four state machines, and nothing else', () => {
    const all = new Set([
      ...ORDER_STATUSES,
      ...PAYMENT_STATUSES,
      ...DELIVERY_STATUSES,
      ...RETURN_STATUSES,
    ]);
    expect(Object.keys(STATUS_PALETTE).sort()).toEqual([...all].sort());
  });
});
