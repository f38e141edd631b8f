// settings/shop: bank details for transfers, contact, and the seller identity printed on
// invoices (all demo values: the SIREN and VAT number are made up, with valid formats).
import { reservationLimits, type ReservationLimits } from '@fohzshop/shared/reservations/limits';
import type { ShopSettings } from '@fohzshop/shared/schemas/settings';
import { PRODUCER_ID_PLACEHOLDERS } from '@fohzshop/shared/producer-ids';

export const SHOP_SETTINGS: ShopSettings = {
  bank: {
    holder: 'FōhzShop SAS',
    bank_name: 'Banque Démo Rhône-Alpes',
    // The textbook French IBAN (valid checksum), not a real account.
    iban: 'FR76 3000 6000 0112 3456 7890 189',
    bic: 'AGRIFRPP882',
  },
  contact: {
    email: 'contact@fohzshop.fr',
    phone: '04 78 12 34 56',
    address: '12 rue de la Mobilité, 69007 Lyon, France',
  },
  // Google reviews of the shop (synced by syncReviewRatings, docs/decisions/0006-review-platform.md).
  review_source: { name: 'Google', url: 'https://maps.google.com/?cid=fohzshop-demo' },
  seller: {
    legal_name: 'FōhzShop SAS',
    legal_form: 'SAS',
    capital: 10000,
    address: '12 rue de la Mobilité, 69007 Lyon, France',
    siren: '912345678',
    siret: '91234567800012',
    rcs_city: 'Lyon',
    vat_number: 'FR12912345678',
  },
  // Placeholders the merchant replaces with the IDU the REP schemes gave it (producer-ids.ts).
  producer_ids: PRODUCER_ID_PLACEHOLDERS,
  low_stock_threshold: 3,
  bank_transfer_hold_hours: 72,
};

/** settings/reservations at the shop's defaults, written out so the merchant finds them. */
export const RESERVATION_SETTINGS: ReservationLimits = reservationLimits(undefined);
