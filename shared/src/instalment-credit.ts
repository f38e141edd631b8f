// Instalments through a third-party lender are consumer credit since 20 November 2026 (ordonnance
// 2025-880 transposing directive (EU) 2023/2225): every instalment offer is credit advertising and
// carries the legal warning, the lender's identity and a link to the credit's conditions. The
// wording is a shop setting (settings/shop.instalment_credit, docs/legal-compliance.md) whose
// defaults are below. This module imports no zod: the product page shows the defaults without it.
import { INSTALMENT_MAX_CENTS, INSTALMENT_MIN_CENTS } from './constants';
import { formatCents } from './money';

export type InstalmentCredit = {
  /** The mandatory credit warning (L312-5 as amended; exact final wording unverified). */
  warning: string;
  /** Who lends: the credit is Alma's, not the shop's. */
  lender_name: string;
  /** Registered office, registration and licence of the lender, as its contract gives them. */
  lender_details: string;
  /** The lender's credit conditions: an https URL or a path of this site. */
  conditions_url: string;
};

/** Since 20 Nov 2026 this replaces « Un crédit vous engage et doit être remboursé… ». */
export const CREDIT_WARNING_2026 =
  "Attention ! Un crédit coûte de l'argent et doit être remboursé !";

export const INSTALMENT_CREDIT_DEFAULTS: InstalmentCredit = {
  warning: CREDIT_WARNING_2026,
  lender_name: 'Alma SAS',
  lender_details:
    'établissement de paiement, prêteur du paiement en 2, 3 ou 4 fois ; FōhzShop n’est pas prêteur',
  conditions_url: '/conditions-generales#paiement',
};

/** The stored setting over the defaults, field by field (a missing or blank field keeps its default). */
export function instalmentCreditWith(
  stored: Partial<InstalmentCredit> | null | undefined,
): InstalmentCredit {
  const pick = (key: keyof InstalmentCredit): string => {
    const value = stored?.[key];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim()
      : INSTALMENT_CREDIT_DEFAULTS[key];
  };
  return {
    warning: pick('warning'),
    lender_name: pick('lender_name'),
    lender_details: pick('lender_details'),
    conditions_url: pick('conditions_url'),
  };
}

/** « Pour un panier de 50,00 € à 5 000,00 € »: the lender's limits the offers state. */
export const INSTALMENT_RANGE_TEXT = `de ${formatCents(INSTALMENT_MIN_CENTS)} à ${formatCents(INSTALMENT_MAX_CENTS)}`;
