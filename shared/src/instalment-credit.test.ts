import { describe, expect, it } from 'vitest';
import {
  CREDIT_WARNING_2026,
  INSTALMENT_CREDIT_DEFAULTS,
  INSTALMENT_RANGE_TEXT,
  instalmentCreditWith,
} from './instalment-credit';
import { availableInstalmentCounts, instalmentIneligibility } from './instalments';
import {
  INSTALMENT_CREDIT_SETTINGS_PATH,
  InstalmentCreditSettingsSchema,
} from './schemas/instalment-credit-settings';
import { SHOP_SETTINGS_PATH, ShopSettingsSchema } from './schemas/settings';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('instalment credit wording (settings/shop.instalment_credit)', () => {
  it('defaults to the warning in force since 20 Nov 2026 and names the lender', () => {
    expect(instalmentCreditWith(undefined)).toEqual(INSTALMENT_CREDIT_DEFAULTS);
    expect(INSTALMENT_CREDIT_DEFAULTS.warning).toBe(
      "Attention ! Un crédit coûte de l'argent et doit être remboursé !",
    );
    expect(CREDIT_WARNING_2026).toBe(INSTALMENT_CREDIT_DEFAULTS.warning);
    expect(INSTALMENT_CREDIT_DEFAULTS.lender_name).toBe('Alma SAS');
  });

  it('takes each stored field on its own; a blank field keeps its default', () => {
    const credit = instalmentCreditWith({ warning: '  Autre texte légal.  ', lender_name: ' ' });
    expect(credit).toEqual({ ...INSTALMENT_CREDIT_DEFAULTS, warning: 'Autre texte légal.' });
  });

  it('the schema refuses a protocol-relative link, an empty warning, and accepts a path', () => {
    expect(
      InstalmentCreditSettingsSchema.safeParse({ conditions_url: '//evil.example' }).success,
    ).toBe(false);
    expect(InstalmentCreditSettingsSchema.safeParse({ warning: '' }).success).toBe(false);
    expect(
      InstalmentCreditSettingsSchema.safeParse({ conditions_url: '/conditions-generales#paiement' })
        .success,
    ).toBe(true);
    const settings = ShopSettingsSchema.shape.instalment_credit.safeParse(undefined);
    expect(settings.success).toBe(true);
    expect(INSTALMENT_CREDIT_SETTINGS_PATH).toBe(`${SHOP_SETTINGS_PATH}/instalment_credit`);
  });
});

describe("the lender's limits for a basket", () => {
  it('offers instalments from 50 € to 5 000 € inclusive, and states that range', () => {
    expect(plain(INSTALMENT_RANGE_TEXT)).toBe('de 50,00 € à 5 000,00 €');
    expect(availableInstalmentCounts(4_999)).toEqual([]);
    expect(availableInstalmentCounts(5_000)).toEqual([2, 3, 4]);
    expect(availableInstalmentCounts(500_000)).toEqual([2, 3, 4]);
    expect(availableInstalmentCounts(500_001)).toEqual([]);
    expect(plain(instalmentIneligibility(500_001) ?? '')).toBe(
      "Le paiement en plusieurs fois est disponible jusqu'à 5 000,00 € d'achat.",
    );
  });
});
