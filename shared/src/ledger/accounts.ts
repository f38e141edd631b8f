// Chart of accounts (plan comptable général) used to turn grand livre entries into balanced
// double-entry lines for the FEC: the account of each category, the third-party accounts and
// the VAT accounts. Numbers are padded to 6 digits, as most French accounting tools expect.
import type { LedgerCategory } from '../schemas/ledger';
import { isSalesSide, type LedgerLine } from './entries';

export type Account = { readonly num: string; readonly lib: string };

const SALES: Account = { num: '707000', lib: 'Ventes de marchandises' };
const OTHER_INCOME: Account = { num: '758000', lib: 'Produits divers de gestion courante' };
/** Shipping charged to the customer (« ports et frais accessoires facturés »). */
export const SHIPPING_INCOME: Account = {
  num: '708500',
  lib: 'Ports et frais accessoires facturés',
};
export const BANK: Account = { num: '512000', lib: 'Banque' };
/**
 * Promotion codes: the sale is booked at its list price on 707 and the discount granted on the
 * invoice on 709 (PCG: « Rabais, remises et ristournes accordés par l'entreprise »).
 */
export const DISCOUNTS_GRANTED: Account = {
  num: '709000',
  lib: 'Rabais, remises et ristournes accordés',
};

/** Expense categories → charge accounts. */
const EXPENSE_ACCOUNTS: Record<Exclude<LedgerCategory, 'sales' | 'refunds'>, Account> = {
  purchases: { num: '607000', lib: 'Achats de marchandises' },
  shipping: { num: '624000', lib: 'Transports de biens' },
  marketing: { num: '623000', lib: 'Publicité, publications, relations publiques' },
  bank_fees: { num: '627000', lib: 'Services bancaires et assimilés' },
  salaries: { num: '641000', lib: 'Rémunérations du personnel' },
  rent: { num: '613200', lib: 'Locations immobilières' },
  taxes: { num: '635000', lib: 'Autres impôts, taxes et versements assimilés' },
  other: { num: '628000', lib: 'Divers' },
};

export const CUSTOMERS: Account = { num: '411000', lib: 'Clients' };
export const SUPPLIERS: Account = { num: '401000', lib: 'Fournisseurs' };
export const VAT_COLLECTED: Account = { num: '445710', lib: 'TVA collectée' };
export const VAT_DEDUCTIBLE: Account = {
  num: '445660',
  lib: 'TVA déductible sur autres biens et services',
};

export type Journal = { readonly code: string; readonly lib: string };
export const SALES_JOURNAL: Journal = { code: 'VT', lib: 'Ventes' };
export const PURCHASES_JOURNAL: Journal = { code: 'AC', lib: 'Achats' };
export const BANK_JOURNAL: Journal = { code: 'BQ', lib: 'Banque' };

/** The income or charge account of an entry (sales and refunds share the sales account). */
export function mainAccount(entry: Pick<LedgerLine, 'kind' | 'category'>): Account {
  if (entry.category === 'sales' || entry.category === 'refunds') return SALES;
  if (entry.kind === 'revenue') return OTHER_INCOME;
  return EXPENSE_ACCOUNTS[entry.category];
}

export const thirdPartyAccount = (entry: Pick<LedgerLine, 'kind' | 'category'>): Account =>
  isSalesSide(entry) ? CUSTOMERS : SUPPLIERS;

export const vatAccount = (entry: Pick<LedgerLine, 'kind' | 'category'>): Account =>
  isSalesSide(entry) ? VAT_COLLECTED : VAT_DEDUCTIBLE;

export const journalOf = (entry: Pick<LedgerLine, 'kind' | 'category'>): Journal =>
  isSalesSide(entry) ? SALES_JOURNAL : PURCHASES_JOURNAL;
