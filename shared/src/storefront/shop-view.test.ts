import { describe, expect, it } from 'vitest';
import { INSTALMENT_CREDIT_DEFAULTS } from '../instalment-credit';
import { PRODUCER_ID_PLACEHOLDERS } from '../producer-ids';
import { shopViewOf } from './shop-view';

const settings = {
  bank: {
    holder: 'FōhzShop SAS',
    bank_name: 'Banque',
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP',
  },
  contact: {
    email: 'contact@fohzshop.fr',
    phone: '01 23 45 67 89',
    address: '1 rue de la Paix, Paris',
  },
  producer_ids: { deee: 'FR123456_05ABCD' },
  instalment_credit: { lender_name: 'Alma SAS (prêteur)' },
};

describe('what the pages show of settings/shop', () => {
  it('is the contact, the producer ids over their placeholders and the credit wording over its defaults', () => {
    expect(shopViewOf(settings)).toEqual({
      contact: settings.contact,
      producer_ids: { deee: 'FR123456_05ABCD', batteries: PRODUCER_ID_PLACEHOLDERS.batteries },
      instalment_credit: { ...INSTALMENT_CREDIT_DEFAULTS, lender_name: 'Alma SAS (prêteur)' },
    });
  });

  it('is the placeholders and the legal defaults when settings/shop is absent or malformed', () => {
    const empty = {
      contact: null,
      producer_ids: PRODUCER_ID_PLACEHOLDERS,
      instalment_credit: INSTALMENT_CREDIT_DEFAULTS,
    };
    expect(shopViewOf(null)).toEqual(empty);
    expect(shopViewOf('texte')).toEqual(empty);
    // A malformed credit setting never hides the legal warning; a malformed part hides only itself.
    const view = shopViewOf({ ...settings, bank: null, instalment_credit: { warning: 1 } });
    expect(view.instalment_credit).toEqual(INSTALMENT_CREDIT_DEFAULTS);
    expect(view.contact).toEqual(settings.contact);
    expect(shopViewOf({ ...settings, contact: { email: 'x' } }).contact).toBeNull();
  });
});
