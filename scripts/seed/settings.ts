// settings/shop: what the SPA shows for bank transfers and contact (all demo values).
import type { ShopSettings } from '@fohzshop/shared/schemas/settings';

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
  review_source: { name: 'Trustpilot', url: 'https://fr.trustpilot.com/review/fohzshop.fr' },
  bank_transfer_days: 7,
};
